import type { Page } from 'playwright-core';

interface CardGrid {
  /** The grid's first card's text, to name it by. */
  label: string;
  tag: string;
  /** Used column widths; auto-fit's collapsed empty tracks (0 px) are not columns. */
  tracks: number[];
  contentRight: number;
  cards: { top: number; right: number; buttonBottom?: number }[];
}

/**
 * Every visible grid of cards on the page: a grid whose items are all drawn as boxes (a
 * background or a border), with where each card sits and where the button or link it ends in
 * (a play, claim or read button, alone or last in a row of buttons) ends. The page needs
 * `allowNamedHelpers` (support/browser.ts).
 */
function cardGrids(page: Page): Promise<CardGrid[]> {
  return page.evaluate(() => {
    const grids: CardGrid[] = [];
    const boxed = (item: Element) => {
      const look = getComputedStyle(item);
      return !/^(transparent|rgba\(.*, 0\))$/.test(look.backgroundColor) || ['top', 'right', 'bottom', 'left'].some((side) => parseFloat(look.getPropertyValue(`border-${side}-width`)) > 0);
    };
    const callToAction = (card: Element): Element | undefined => {
      let last = card.lastElementChild;
      while (last && !last.matches('a, button')) last = last.lastElementChild;
      return last && last.getClientRects().length > 0 ? last : undefined;
    };
    for (const grid of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(grid);
      if (!style.display.endsWith('grid') || grid.closest('[aria-hidden="true"]')) continue;
      const items = [...grid.children].filter((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !['absolute', 'fixed'].includes(getComputedStyle(child).position);
      });
      // A list item that only holds its card is the card.
      const cards = items.map((item) => (item.tagName === 'LI' && item.children.length === 1 && !boxed(item) ? item.firstElementChild! : item));
      if (cards.length < 2 || !cards.every(boxed)) continue;
      const box = grid.getBoundingClientRect();
      grids.push({
        label: (grid.firstElementChild?.textContent ?? '').trim().slice(0, 30),
        tag: grid.tagName.toLowerCase(),
        tracks: style.gridTemplateColumns.split(' ').map(parseFloat).filter((width) => width > 0),
        contentRight: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        cards: items.map((item) => {
          const itemBox = item.getBoundingClientRect();
          return { top: Math.round(itemBox.top), right: itemBox.right, buttonBottom: callToAction(item)?.getBoundingClientRect().bottom };
        }),
      });
    }
    return grids;
  });
}

/** The grid's cards row by row, top to bottom. */
function rowsOf(grid: CardGrid): CardGrid['cards'][] {
  const rows = new Map<number, CardGrid['cards']>();
  for (const card of grid.cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/**
 * Grids of cards whose last row leaves a cell empty: the rows end a whole column short of the
 * grid's width (4 + 2, or two tiles beside an empty area). An empty cell among boxes shows; among
 * plain text it is only space. Ranked lists (`ol`) are left out: the catalogue sets their length,
 * and their order matters more than full rows. Each finding names the grid and its rows.
 */
export async function orphanGaps(page: Page): Promise<string[]> {
  return (await cardGrids(page))
    .filter((grid) => grid.tag !== 'ol' && grid.tracks.length > 1)
    .filter((grid) => grid.contentRight - Math.max(...rowsOf(grid).at(-1)!.map((card) => card.right)) >= Math.min(...grid.tracks) - 1)
    .map((grid) => `grid of ${grid.cards.length} ("${grid.label}…") in ${grid.tracks.length} columns: rows of ${rowsOf(grid).map((row) => row.length).join(' + ')}`);
}

/**
 * Rows of cards whose calls to action do not line up: the buttons the cards of one grid row end
 * in must end at the same height. Says how many rows of two or more such cards it compared, and
 * names each row whose buttons end at different heights.
 */
export async function unalignedButtons(page: Page): Promise<{ rows: number; findings: string[] }> {
  const rows = (await cardGrids(page)).flatMap((grid) =>
    rowsOf(grid).map((row) => ({ label: grid.label, bottoms: row.flatMap((card) => (card.buttonBottom === undefined ? [] : [card.buttonBottom])) })),
  );
  const compared = rows.filter((row) => row.bottoms.length > 1);
  return {
    rows: compared.length,
    findings: compared
      .filter((row) => Math.max(...row.bottoms) - Math.min(...row.bottoms) > 1)
      .map((row) => `buttons in a row of "${row.label}…" end at ${row.bottoms.map(Math.round).join(', ')} px`),
  };
}
