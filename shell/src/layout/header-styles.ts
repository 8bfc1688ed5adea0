import styled from 'styled-components';
import { media, theme } from '@casino/shared';

export const TopLine = styled.p`
  margin: 0;
  padding: 4px 16px;
  text-align: center;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
`;

/**
 * The whole header stays at the top while the page scrolls (a sticky bar inside a header only as
 * tall as itself would scroll away with it). Its height is published as --header-height, which
 * the page's scroll-padding uses, so a section scrolled to is not hidden under it.
 */
export const StickyHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
`;

export const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* Brand, search and menu side by side on a 320 px phone. */
  gap: 8px;
  ${media.md} { gap: 16px; }
  min-height: 64px;
  padding: 8px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const Brand = styled.a`
  color: ${theme.colors.accent};
  font-size: 1.3rem;
  font-weight: 800;
  text-decoration: none;
`;

export const DesktopLinks = styled.div`
  display: none;
  align-items: center;
  gap: 20px;
  ${media.md} { display: flex; }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${theme.colors.accent}; }
`;

/** The way to the casino search, on every page and every screen: an icon pushed to the end of the bar, beside the phone menu. */
export const SearchLink = styled.a`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  margin-left: auto;
  color: ${theme.colors.text};
  &:hover { color: ${theme.colors.accent}; }
`;
