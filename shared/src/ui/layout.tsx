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

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 16px;
  /* auto-fit: a row with fewer items than columns fits (two cards share the row) instead of leaving empty columns. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '260px'}), 1fr));
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
