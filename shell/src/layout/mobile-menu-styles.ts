import styled from 'styled-components';
import { media, theme } from '@casino/shared';

export const MenuButton = styled.button<{ $always?: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border: 2px solid ${theme.colors.border};
  border-radius: 8px;
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.4rem;
  cursor: pointer;
  ${media.md} { display: ${(p) => (p.$always ? 'inline-grid' : 'none')}; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgb(0 0 0 / 60%);
`;

export const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 70;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(320px, 85vw);
  padding: 16px;
  background: ${theme.colors.surface};
  border-left: 1px solid ${theme.colors.border};
  transform: translateX(${(p) => (p.$open ? '0' : '100%')});
  transition: transform 0.25s ease-out;
  &[hidden] { display: none; }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: 700;
`;

export const PanelLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 8px;
  border-radius: 8px;
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.colors.surfaceRaised}; }
`;
