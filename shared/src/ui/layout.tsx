import styled from 'styled-components';
import { media, theme } from '../theme/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  ${media.md} { padding: 0 24px; }
`;

/** A page section; give it an id to make it a scroll target. */
export const Section = styled.section`
  padding: 40px 0;
`;

export const Card = styled.div`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 20px;
`;

/**
 * A card whose parts stack, with its last part (the call to action) at the bottom: cards in one
 * row of a grid are as tall as the tallest, so their buttons line up whatever the text above.
 */
export const ActionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  > :last-child { margin-top: auto; }
`;

const GAP = 16;

/**
 * How narrow a column may be so that a row holds only a count of cards that divides `count`:
 * `min`, and wherever the next allowed count does not fit yet, more than a column of the count
 * after the allowed one below it (plus a pixel against rounding), which keeps auto-fit from
 * taking the counts in between. `(threshold - 100%) * 999` is large below the width where the
 * next allowed count fits and zero or less from there on, so `min()` switches the limit off.
 */
function evenColumnMin(min: string, count: number): string {
  const counts = Array.from({ length: count }, (_, i) => i + 1).filter((n) => count % n === 0);
  const limits = counts.flatMap((n, i) => {
    const next = counts[i + 1];
    return next && next > n + 1 ? [`min(calc(100% / ${n + 1} + 1px), calc((${next} * ${min} + ${(next - 1) * GAP}px - 100%) * 999))`] : [];
  });
  return limits.length ? `max(${min}, ${limits.join(', ')})` : min;
}

/**
 * Cards in rows, as many as fit at `$min` wide. Given `$count`, the number of cards, a row holds
 * only a count that divides it: six cards 3 + 3 or 2 + 2 + 2, never 4 + 2 with an empty gap;
 * four cards 4, 2 + 2 or one each; three all in a row or one each. A list whose length the
 * catalogue sets leaves `$count` out and fills its rows in turn.
 */
export const Grid = styled.div<{ $min?: string; $count?: number }>`
  display: grid;
  gap: ${GAP}px;
  /* auto-fit: a row with fewer items than columns fits (two cards share the row) instead of leaving empty columns. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '260px', $count }) => ($count ? evenColumnMin($min, $count) : $min)}), 1fr));
`;

/**
 * Cards of a list whose length the catalogue sets, in its order (a ranking): an ordered list that
 * fills its rows in turn, so its last row may hold fewer, as the last line of a paragraph does.
 * Each card sits in a list item it fills, so the cards of a row are equally tall.
 */
export const CardList = styled(Grid).attrs({ as: 'ol' })`
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
`;

/** A pill as wide as its words, also inside a flex or grid column, which would stretch it. */
export const Badge = styled.span`
  display: inline-block;
  align-self: flex-start;
  justify-self: start;
  width: fit-content;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: 0.85rem;
  font-weight: 700;
`;

export const Muted = styled.p`
  color: ${theme.colors.muted};
`;

export const BulletList = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  li { margin: 0.3em 0; }
`;
