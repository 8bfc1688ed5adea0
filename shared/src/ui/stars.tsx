import styled from 'styled-components';
import { theme } from '../theme/theme';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${theme.colors.accent};
`;
const Star = styled.span<{ $half?: boolean; $empty?: boolean }>`
  opacity: ${(p) => (p.$half ? 0.5 : 1)};
  color: ${(p) => (p.$empty ? theme.colors.border : 'inherit')};
`;

export interface StarsProps {
  /** The rating as a number or numeric string, e.g. "9.1". */
  rating: number | string;
  /** The scale the rating is on (10 for reviews, 5 for some cards). */
  scale?: number;
  /** Stars drawn; filled stars are the integer part of the rating, capped here. */
  stars?: number;
  /** Adds one half-opacity star for a fractional part (the home cards). */
  halfStar?: boolean;
  /** Draws the unfilled stars too. */
  showEmpty?: boolean;
}

export const parseRating = (rating: number | string) => {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  return Number.isFinite(value) ? value : 0;
};

/** Whole stars for the integer part of the rating, as spec §3 describes for each page kind. */
export function Stars({ rating, scale = 10, stars = 5, halfStar = false, showEmpty = false }: StarsProps) {
  const value = parseRating(rating);
  const filled = Math.min(Math.floor(value), stars);
  const half = halfStar && filled < stars && value % 1 > 0;
  const empty = showEmpty ? stars - filled - (half ? 1 : 0) : 0;
  return (
    <Row role="img" aria-label={`${value} / ${scale}`}>
      {Array.from({ length: filled }, (_, i) => (
        <Star key={`f${i}`} aria-hidden="true" data-star="full">★</Star>
      ))}
      {half && <Star $half aria-hidden="true" data-star="half">★</Star>}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} $empty aria-hidden="true" data-star="empty">★</Star>
      ))}
    </Row>
  );
}
