import styled from 'styled-components';
import { media, theme } from '@casino/shared';

export const FooterBox = styled.footer`
  margin-top: 48px;
  padding: 40px 0 24px;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  h2 { font-size: 1rem; color: ${theme.colors.text}; margin-top: 12px; }
`;

export const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} { grid-template-columns: 2fr 1fr 1fr 1fr; }
`;

export const Column = styled.div``;

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { margin: 2px 0; }
  a { display: inline-block; padding: 6px 0; color: ${theme.colors.muted}; }
  a:hover { color: ${theme.colors.accent}; }
`;

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  li {
    padding: 4px 10px;
    border: 1px solid ${theme.colors.border};
    border-radius: 999px;
    font-size: 0.85rem;
    color: ${theme.colors.text};
  }
`;

export const Bottom = styled.div`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${theme.colors.border};
  font-size: 0.9rem;
`;

export const Notice = styled.p`
  color: ${theme.colors.text};
`;

export const PlainButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.muted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:hover { color: ${theme.colors.accent}; }
`;
