import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createElement as h, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { withPageStyles } from '../render/page-styles';

const Global = createGlobalStyle`body { margin: 0; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;
const Box = styled.div`padding: 4px;`;
const Spinner = styled.span`animation: ${spin} 1s linear infinite;`;
const Coloured = styled.p<{ $colour: string }>`color: ${(p) => p.$colour};`;
const Wide = styled(Box)`width: 100%;`;

/** Two pages that share some components and not others, as the site's pages do. */
const home = () => h(Fragment, null, h(Global), h(Box, null, h(Coloured, { $colour: 'red' }, 'A')), h(Spinner));
const review = () => h(Fragment, null, h(Box, null, h(Coloured, { $colour: 'blue' }, 'B')), h(Wide));

/** The page as styled-components' own ServerStyleSheet renders it, with a fresh sheet. */
function freshRender(element: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    return { body: renderToString(sheet.collectStyles(element)), styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The CSS chunks of a style element, order within a component's group aside. */
const chunks = (styleTags: string) => styleTags.split('/*!sc*/\n').sort();

describe('page styles from one shared sheet', () => {
  it('give every page exactly the CSS and markers a fresh sheet gives it, whatever was rendered before', () => {
    for (const page of [home, review, home, review, home]) {
      const shared = withPageStyles(page(), renderToString);
      const fresh = freshRender(page());
      expect(shared.result).toBe(fresh.body);
      expect(chunks(shared.styleTags)).toEqual(chunks(fresh.styleTags));
    }
  });

  it('keep one page free of the CSS of pages rendered before it', () => {
    withPageStyles(home(), renderToString);
    const { styleTags } = withPageStyles(review(), renderToString);
    expect(styleTags).toContain('color:blue');
    expect(styleTags).not.toContain('color:red');
    expect(styleTags).not.toContain('margin:0');
    expect(styleTags).not.toContain('@keyframes');
  });
});
