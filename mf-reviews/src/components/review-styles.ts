import styled from 'styled-components';
import { Card, Grid, iconUrl, media, theme } from '@casino/shared';

export const Hero = styled.header`
  display: grid;
  gap: 20px;
  align-items: center;
  margin-bottom: 32px;
  ${media.md} { grid-template-columns: auto 1fr auto; }
  h1 { font-size: 2rem; margin: 0; ${media.md} { font-size: 2.6rem; } }
`;

export const Subtitle = styled.p`
  margin: 8px 0;
  color: ${theme.colors.muted};
  font-size: 1.1rem;
`;

export const RatingLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-weight: 700;
`;

export const Verified = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

export const Block = styled(Card).attrs({ as: 'section' })`
  margin-bottom: 24px;
  h2 { font-size: 1.4rem; }
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 24px;
  /* minmax(0, …): a long word or list inside a column must not widen a phone's page. */
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  > * { margin-bottom: 0; }
`;

export const BonusBox = styled(Block)`
  border: 2px solid ${theme.colors.accent};
  background: linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
  text-align: center;
  strong { display: block; font-size: 1.8rem; color: ${theme.colors.accent}; margin-bottom: 8px; }
`;

/**
 * Figures as tiles: a short label over a number or amount. Give `$count`, the number of tiles:
 * rows then share the width evenly, never a short last row or tiles beside empty columns. 170 px
 * holds the longest German label ("Umsatzbedingungen") and an amount's longest word unbroken.
 */
export const StatGrid = styled(Grid).attrs({ as: 'dl', $min: '170px' })`
  margin: 0;
  div { padding: 12px; border-radius: 10px; background: ${theme.colors.surfaceRaised}; text-align: center; }
  dt { color: ${theme.colors.muted}; font-size: 0.9rem; }
  dd { margin: 4px 0 0; font-size: 1.4rem; font-weight: 800; color: ${theme.colors.accent}; }
`;

/** Facts that take a sentence (how long a payment takes), as label and text side by side: a tile is for a figure. */
export const SentenceFacts = styled(TwoColumns).attrs({ as: 'dl' })`
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 4px 0 0; color: ${theme.colors.muted}; }
`;

export const ScoreList = styled.ul`
  margin: 0;
  padding: 0;
`;

export const ScoreRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 10px 0;
  list-style: none;
`;

export const ScoreBar = styled.span<{ $value: number }>`
  grid-column: 1 / -1;
  height: 8px;
  border-radius: 4px;
  background: linear-gradient(90deg, ${theme.colors.accent} ${(p) => p.$value * 10}%, ${theme.colors.surfaceRaised} 0);
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  list-style: none;
  li { padding: 4px 12px; border-radius: 999px; background: ${theme.colors.surfaceRaised}; }
`;

/** Ticks and crosses drawn as icons (a font may lack ✓ and ✗), each line's text aligned after them. */
export const ProsList = styled.ul`
  padding-left: 0;
  list-style: none;
  li { position: relative; margin: 6px 0; padding-left: 1.6em; }
  li::before { content: ''; position: absolute; left: 0; top: 0.3em; width: 1em; height: 1em; background: ${iconUrl('check', theme.colors.success)} no-repeat center / contain; }
`;

export const ConsList = styled(ProsList)`
  li::before { background-image: ${iconUrl('close', theme.colors.danger)}; }
`;

export const Small = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;
