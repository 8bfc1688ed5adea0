import type { DayFigure } from './report-figures';
import { html, type SafeHtml } from '../core/console/console-html';

const COUNTED = '#0b4fb3';
const FILTERED = '#8a939e';

/**
 * Clicks per day as stacked bars: counted below, filtered above. The chart is an image to
 * assistive technology, labelled with the range's totals; the table beside it carries every
 * day's figures for every reader.
 */
export function dayChart(days: readonly DayFigure[], summary: string): SafeHtml {
  const width = 600;
  const height = 160;
  const left = 40;
  const bottom = height - 34;
  const top = Math.max(4, ...days.map((day) => day.clicks + day.filtered));
  const slot = (width - left - 10) / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => (value / top) * (bottom - 12);
  const bars = days.map((day, index) => {
    const x = (left + index * slot + (slot - barWidth) / 2).toFixed(1);
    const counted = y(day.clicks);
    const filtered = y(day.filtered);
    return html`<g><title>${day.day}: ${day.clicks} counted, ${day.filtered} filtered</title><rect x="${x}" y="${(bottom - counted).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${counted.toFixed(1)}" fill="${COUNTED}"/><rect x="${x}" y="${(bottom - counted - filtered).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${filtered.toFixed(1)}" fill="${FILTERED}"/></g>`;
  });
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return html`<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${summary}">
<line x1="${left}" y1="${bottom}" x2="${width - 10}" y2="${bottom}" stroke="#6b7480"/>
<text x="0" y="14" font-size="11" fill="#1b1f24">${top}</text>
<text x="0" y="${bottom}" font-size="11" fill="#1b1f24">0</text>
${bars}
<text x="${left}" y="${bottom + 14}" font-size="11" fill="#1b1f24">${first}</text>
<text x="${width - 10}" y="${bottom + 14}" font-size="11" fill="#1b1f24" text-anchor="end">${last}</text>
<rect x="${left}" y="${height - 12}" width="10" height="10" fill="${COUNTED}"/><text x="${left + 14}" y="${height - 3}" font-size="12" fill="#1b1f24">counted clicks</text>
<rect x="${left + 140}" y="${height - 12}" width="10" height="10" fill="${FILTERED}"/><text x="${left + 154}" y="${height - 3}" font-size="12" fill="#1b1f24">filtered (robots, HEAD, prefetch, repeats)</text>
</svg>`;
}
