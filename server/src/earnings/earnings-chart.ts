import { pathToFileURL } from 'node:url';
import type { EarningsRow } from './earnings-report';

type Vega = typeof import('vega');

/**
 * Vega ships as ES modules with a top-level await, which `require()` cannot load, and this
 * server compiles to CommonJS, where TypeScript would turn `import()` into a require: the import
 * is made at run time, of the file the package names.
 */
const importModule = new Function('url', 'return import(url)') as <T>(url: string) => Promise<T>;
let library: Promise<Vega> | undefined;
const loadVega = () => (library ??= importModule<Vega>(pathToFileURL(require.resolve('vega')).href));

const BARS = '#0b4fb3';
const LINE = '#b35900';

/** The chart in Vega's grammar: revenue per day as bars on the left axis, earnings per click as a line on the right. */
function chartSpec(values: Array<{ day: string; revenue: number; epc: number }>) {
  return {
    $schema: 'https://vega.github.io/schema/vega/v6.json',
    width: 560,
    height: 180,
    padding: 8,
    background: '#ffffff',
    config: { text: { font: 'system-ui, sans-serif' }, axis: { labelFont: 'system-ui, sans-serif', titleFont: 'system-ui, sans-serif' }, legend: { labelFont: 'system-ui, sans-serif' } },
    data: [{ name: 'days', values }],
    scales: [
      { name: 'x', type: 'band', domain: { data: 'days', field: 'day' }, range: 'width', padding: 0.2 },
      { name: 'revenue', type: 'linear', domain: { data: 'days', field: 'revenue' }, range: 'height', nice: true, zero: true },
      { name: 'epc', type: 'linear', domain: { data: 'days', field: 'epc' }, range: 'height', nice: true, zero: true },
      { name: 'series', type: 'ordinal', domain: ['revenue (EUR)', 'earnings per click (EUR)'], range: [BARS, LINE] },
    ],
    axes: [
      { orient: 'bottom', scale: 'x', labelAngle: -45, labelAlign: 'right', labelOverlap: true },
      { orient: 'left', scale: 'revenue', title: 'revenue (EUR)', tickCount: 5 },
      { orient: 'right', scale: 'epc', title: 'per click (EUR)', tickCount: 5 },
    ],
    legends: [{ fill: 'series', orient: 'top', direction: 'horizontal', labelLimit: 300 }],
    marks: [
      {
        type: 'rect',
        from: { data: 'days' },
        encode: { enter: { x: { scale: 'x', field: 'day' }, width: { scale: 'x', band: 1 }, y: { scale: 'revenue', field: 'revenue' }, y2: { scale: 'revenue', value: 0 }, fill: { value: BARS } } },
      },
      {
        type: 'line',
        from: { data: 'days' },
        encode: { enter: { x: { scale: 'x', field: 'day', band: 0.5 }, y: { scale: 'epc', field: 'epc' }, stroke: { value: LINE }, strokeWidth: { value: 2 } } },
      },
      {
        type: 'symbol',
        from: { data: 'days' },
        encode: { enter: { x: { scale: 'x', field: 'day', band: 0.5 }, y: { scale: 'epc', field: 'epc' }, fill: { value: LINE }, size: { value: 30 } } },
      },
    ],
  };
}

/**
 * The range's revenue per day as bars with its earnings per click as a line, drawn by Vega into
 * an SVG on the server: the console runs no script. The chart is an image to assistive
 * technology, labelled with `summary`; the table beside it carries every figure.
 */
export async function earningsChart(days: readonly EarningsRow[], summary: string): Promise<string> {
  const vega = await loadVega();
  const spec = chartSpec(days.map((day) => ({ day: day.key, revenue: day.revenueEur, epc: day.epc ?? 0 })));
  const view = new vega.View(vega.parse(spec as Parameters<Vega['parse']>[0]), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    // The label and role an image needs, on the chart's own element.
    return svg.replace('<svg ', `<svg role="img" aria-label="${summary.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" `);
  } finally {
    view.finalize();
  }
}
