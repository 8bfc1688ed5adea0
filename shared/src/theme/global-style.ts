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
    /* Long German compounds and URLs wrap instead of widening a phone's page. */
    overflow-wrap: break-word;
  }
  a { color: ${theme.colors.link}; }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 0.5em; hyphens: auto; }
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
