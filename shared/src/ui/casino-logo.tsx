import type { Casino } from '../api/catalog-records';

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on the brand colour (the larger WCAG contrast). */
export function logoTextColor(brandColor: string): string {
  const background = luminance(brandColor);
  const onLight = (background + 0.05) / (luminance(DARK_TEXT) + 0.05);
  const onDark = 1.05 / (background + 0.05);
  return onLight > onDark ? DARK_TEXT : LIGHT_TEXT;
}

const WIDTH = 160;
const HEIGHT = 64;

/**
 * A casino's mark: its name set on its brand colour, both from the catalogue, so a casino
 * added by an import has its logo at once and no image is fetched. Decorative: the name is
 * always written beside it.
 */
export function CasinoLogo({ casino, height = 48 }: { casino: Pick<Casino, 'name' | 'brandColor'>; height?: number }) {
  // About 0.6 em per letter of a bold sans; long names get smaller type, short ones stop at 30.
  const fontSize = Math.min(30, (WIDTH - 24) / (0.62 * casino.name.length));
  return (
    <svg aria-hidden="true" focusable="false" width={(height * WIDTH) / HEIGHT} height={height} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      <rect width={WIDTH} height={HEIGHT} rx="12" fill={casino.brandColor} />
      <text
        x={WIDTH / 2}
        y={HEIGHT / 2}
        dy="0.35em"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontWeight="800"
        fontSize={fontSize.toFixed(1)}
        fill={logoTextColor(casino.brandColor)}
      >
        {casino.name}
      </text>
    </svg>
  );
}
