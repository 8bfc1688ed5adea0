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

/** The CSS chunks of a style element, order and group numbers aside. */
const chunks = (styleTags: string) =>
  styleTags.replace(/^<style[^>]*>|<\/style>$/g, '').replace(/data-styled\.g\d+\[/g, 'data-styled.g[').split('/*!sc*/\n').sort();

/** Components as the apps' builds name them (namespace, file hash, index in the file), defined here in the opposite order. */
const AppTitle = styled.h2.withConfig({ componentId: 'guides__sc-0b-0' })`font-size: 2rem;`;
const SharedCard = styled.section.withConfig({ componentId: 'shared__sc-9f-0' })`padding: 1rem;`;
const SharedWideCard = styled(SharedCard).withConfig({ componentId: 'shared__sc-9f-10' })`width: 100%;`;
const SharedNote = styled.p.withConfig({ componentId: 'shared__sc-9f-2' })`color: grey;`;
const guide = () => h(SharedWideCard, null, h(AppTitle, null, 'T'), h(SharedNote, null, 'N'));

describe('page styles from one shared sheet', () => {
  it('give every page exactly the CSS and markers a fresh sheet gives it, whatever was rendered before', () => {
    for (const page of [home, review, home, review, home]) {
      const shared = withPageStyles(page(), renderToString);
      const fresh = freshRender(page());
      expect(shared.result).toBe(fresh.body);
      expect(chunks(shared.styleTags)).toEqual(chunks(fresh.styleTags));
    }
  });

  it('write a page the same whatever was rendered or defined before: the shared library first, then by file and place in it, numbered from one', () => {
    const first = withPageStyles(guide(), renderToString).styleTags;
    withPageStyles(home(), renderToString);
    withPageStyles(review(), renderToString);
    expect(withPageStyles(guide(), renderToString).styleTags).toBe(first);
    const markers = [...first.matchAll(/data-styled\.g(\d+)\[id="([^"]+)"\]/g)].map(([, group, id]) => `${group} ${id}`);
    expect(markers).toEqual(['1 shared__sc-9f-0', '2 shared__sc-9f-2', '3 shared__sc-9f-10', '4 guides__sc-0b-0']);
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
