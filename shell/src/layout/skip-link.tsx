import styled from 'styled-components';
import { theme, useT } from '@casino/shared';

/**
 * Hidden until keyboard focus reaches it (WCAG 2.4.7), then shown above the sticky header, the
 * phone menu and the consent banner. `:focus-visible` rather than `:focus`: the browser shows it
 * for keyboard users.
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
    <Skip className="visually-hidden" href="#main">
      {t('site.skipToContent')}
    </Skip>
  );
}
