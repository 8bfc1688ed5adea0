import styled from 'styled-components';
import { theme, useT } from '@casino/shared';

/**
 * The id of the page's top: the skip link is the first element of every page, so "back to top"
 * (the footer) aims at it, and a keyboard user sent there goes on from where a fresh page starts.
 */
export const TOP_ID = 'top';

/**
 * Hidden until keyboard focus reaches it (WCAG 2.4.7), then shown above the sticky header, the
 * phone menu and the consent banner. `:focus-visible` rather than `:focus`: the browser shows it
 * for keyboard users, not after a mouse click on "back to top" moves focus here. Hidden, it is
 * positioned absolutely but not moved, so it stays where the page starts and the `#top` address
 * scrolls to the top without scripts too.
 */
const Skip = styled.a`
  &:focus-visible {
    position: fixed;
    top: 8px;
    left: 8px;
    z-index: 100;
    width: auto;
    height: auto;
    margin: 0;
    padding: 12px 16px;
    overflow: visible;
    clip: auto;
    white-space: normal;
    border-radius: 8px;
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-weight: 700;
    outline-color: ${theme.colors.text};
  }
`;

export function SkipLink() {
  const t = useT();
  return (
    <Skip id={TOP_ID} className="visually-hidden" href="#main">
      {t('site.skipToContent')}
    </Skip>
  );
}
