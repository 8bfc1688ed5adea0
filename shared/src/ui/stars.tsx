import styled from 'styled-components';
import { formatRating, parseRating } from '../i18n/format';
import { useLanguage, useT } from '../i18n/language-context';
import { theme } from '../theme/theme';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${theme.colors.accent};
  vertical-align: -0.125em;
`;

export interface StarsProps {
  /** The rating as a number or numeric string, e.g. "9.1". */
  rating: number | string;
  /** The scale the rating is on. */
  scale?: number;
  /** Stars drawn for the whole scale. */
  stars?: number;
}

/** One star, drawn (a font may lack ★); a half star is a full star clipped to its left half over an empty one. */
const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" data-star={fill}>
      <path d={STAR_PATH} fill={fill === 'full' ? 'currentColor' : theme.colors.border} />
      {fill === 'half' && (
        <svg width="12" height="24" viewBox="0 0 12 24">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      )}
    </svg>
  );
}

/** How many of the stars are full and whether one is half full: the rating to the nearest half star (9.9 → 5, 8.9 → 4½). */
function starFill(rating: number, scale = 10, stars = 5): { full: number; half: boolean } {
  const halves = Math.min(Math.max(Math.round((rating / scale) * stars * 2), 0), stars * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}

/**
 * The rating as stars to the half star, with every star of the scale drawn, and an accessible
 * name in the page's language ("9,6 von 10"). Pages write the number beside it.
 */
export function Stars({ rating, scale = 10, stars = 5 }: StarsProps) {
  const t = useT();
  const { language } = useLanguage();
  const value = parseRating(rating);
  const { full, half } = starFill(value, scale, stars);
  const kinds = Array.from({ length: stars }, (_, i) => (i < full ? 'full' : i === full && half ? 'half' : 'empty') as 'full' | 'half' | 'empty');
  return (
    <Row role="img" aria-label={t('common.ratingOutOf', { rating: formatRating(value, language), scale })}>
      {kinds.map((kind, i) => (
        <Star key={i} fill={kind} />
      ))}
    </Row>
  );
}
