import styled from 'styled-components';
import { theme } from '@casino/shared';

export const Viewport = styled.ol`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  pointer-events: none;
`;

export const ToastBox = styled.li<{ $destructive: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  padding: 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${(p) => (p.$destructive ? theme.colors.dangerSurface : theme.colors.surfaceRaised)};
  color: ${theme.colors.text};
  box-shadow: 0 10px 30px rgb(0 0 0 / 40%);
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const Description = styled.p`
  margin: 4px 0 0;
`;

export const CloseButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  cursor: pointer;
`;
