import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Anchors and section links stop below the sticky header; its height is measured by the shell (--header-height), the fallback is its usual height. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(var(--header-height, 96px) + 8px); }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.6;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    /*
     * Long German compounds break at a syllable, with a hyphen: the browser hyphenates in the
     * page's language (<html lang>), only words of ten letters or more, so ordinary line ends stay
     * whole. Without a dictionary for the language a browser breaks only at soft hyphens, which
     * the longest headings carry. The last resort, for what has no syllables (an address), is a
     * break at any letter rather than a page wider than a phone; the phone-layout test sees that
     * no word comes to that. Safari before 17 knows hyphens only by its prefixed name.
     */
    -webkit-hyphens: auto;
    hyphens: auto;
    hyphenate-limit-chars: 10 4 4;
    overflow-wrap: break-word;
  }
  a { color: ${theme.colors.link}; }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 0.5em; }
  img { max-width: 100%; height: auto; }
  /* Definition lists line up with the text around them instead of the browser's 40 px indent. */
  dd { margin-inline-start: 0; }
  :focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
