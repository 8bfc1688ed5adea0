import type { Page } from 'playwright-core';

/**
 * Words the page breaks where German (or English) does not: between two letters or digits,
 * without a soft hyphen there. Every visible text is read word by word; a word whose letters sit
 * on two lines is broken, and the break is fine at a soft hyphen (drawn as a hyphen), after a real
 * hyphen, slash or other punctuation, or where the element leaves the browser no way to break a
 * word but its own hyphenation (`hyphens: auto`, no `overflow-wrap`/`word-break` rescue). Mail
 * and web addresses have no syllables and may break anywhere. Also names words that stick out of
 * their box instead. Each finding: "Willkomme|nsbonus in <a> …".
 *
 * The page needs `allowNamedHelpers` (support/browser.ts).
 */
export function arbitraryWordBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const wordChar = /[\p{L}\p{N}]/u;
    const range = document.createRange();
    const nameOf = (el: Element) => `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ')[0]}"` : ''}>`;
    /** Only the browser's own hyphenation can break a word here, and it draws a hyphen where it does. */
    const onlyHyphenates = (style: CSSStyleDeclaration) =>
      style.hyphens === 'auto' && style.overflowWrap === 'normal' && ['normal', 'keep-all'].includes(style.wordBreak) && style.lineBreak !== 'anywhere';
    /** The box a text's lines are laid out in: its nearest ancestor that is not inline. */
    const lineBoxOf = (el: Element): Element => {
      for (let node: Element | null = el; node; node = node.parentElement) if (!getComputedStyle(node).display.startsWith('inline')) return node;
      return document.body;
    };
    /** Text kept for screen readers only: inside a box clipped to nothing, as `.visually-hidden` does. */
    const hiddenFromView = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
      return false;
    };
    const rectsOf = (node: Text, start: number, end: number) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [aria-hidden="true"]') || hiddenFromView(parent)) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
      const box = lineBoxOf(parent);
      const boxRect = box.getBoundingClientRect();
      const boxStyle = getComputedStyle(box);
      const contentRight = boxRect.right - parseFloat(boxStyle.paddingRight) - parseFloat(boxStyle.borderRightWidth);
      for (const match of node.data.matchAll(/\S{2,}/g)) {
        const word = match[0];
        const start = match.index;
        if (/@|:\/\/|^www\./.test(word)) continue;
        const rects = rectsOf(node, start, start + word.length);
        if (rects.length === 0) continue;
        const tops = new Set(rects.map((rect) => Math.round(rect.top)));
        if (tops.size < 2) {
          // A scroll container's content may reach past its box on purpose: it scrolls.
          const scrolls = ['auto', 'scroll'].includes(boxStyle.overflowX);
          if (!scrolls && rects.some((rect) => rect.right > contentRight + 1)) findings.push(`${word} sticks out of ${nameOf(box)} by ${Math.round(Math.max(...rects.map((r) => r.right)) - contentRight)}px`);
          continue;
        }
        // The word spans lines: find each place where the next letter starts a new line.
        let previous: DOMRect | undefined;
        for (let i = 0; i < word.length; i++) {
          // A letter after a soft hyphen where the line broke also holds the drawn hyphen, on the line before: its own glyph is its last box.
          const rect = rectsOf(node, start + i, start + i + 1).at(-1);
          if (!rect) continue;
          if (previous && rect.top >= previous.bottom - 1) {
            const before = word[i - 1]!;
            const after = word[i]!;
            const midWord = wordChar.test(before) && wordChar.test(after);
            if (midWord && !onlyHyphenates(style)) findings.push(`${word.slice(0, i)}|${word.slice(i)} in ${nameOf(parent)}`.replace(/\u00ad/g, ''));
          }
          previous = rect;
        }
      }
    }
    return [...new Set(findings)];
  });
}

/**
 * Sentences squeezed into figure tiles: a tile's value (a `dd` in large bold type, at least a
 * quarter larger than the text around it) is a number or a short amount, read at a glance. Four
 * words or more running over more than two lines are a sentence broken into a column of
 * fragments. Each finding names the text.
 */
export function sentencesInFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const bodySize = parseFloat(getComputedStyle(document.body).fontSize);
    const range = document.createRange();
    for (const value of document.body.querySelectorAll('dd')) {
      const style = getComputedStyle(value);
      if (parseFloat(style.fontSize) < 1.25 * bodySize || Number(style.fontWeight) < 700) continue;
      const text = (value.textContent ?? '').trim();
      const words = text.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
      range.selectNodeContents(value);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (words.length >= 4 && lines.size > 2) findings.push(`"${text.slice(0, 50)}" is a sentence set as a figure over ${lines.size} lines`);
    }
    return findings;
  });
}
