import { createHash } from 'node:crypto';
import { escapeHtml } from '../escape';

/** Markup that is already safe; everything else put into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/** A template that escapes every value put into it: the console shows text from builds and reasons typed by people. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]!) : ''), ''));
}

const STYLE = `
:root { color-scheme: light; font: 16px/1.5 system-ui, sans-serif; color: #1b1f24; background: #f6f7f9; }
body { margin: 0; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
header a { color: inherit; font-weight: 700; text-decoration: none; }
header a.plain { font-weight: 400; margin-left: 1rem; text-decoration: underline; }
h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 0.5rem; }
section > h2:first-child, form.card > h3:first-of-type { margin-top: 0; }
a { color: #0b4fb3; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #0b4fb3; outline-offset: 2px; }
section, form.card { background: #fff; border: 1px solid #d0d5dc; border-radius: 6px; padding: 1rem; margin: 0 0 1rem; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
.scroll { overflow-x: auto; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #e3e6ea; vertical-align: top; }
th { background: #eef1f4; }
code { font: 0.9rem ui-monospace, monospace; overflow-wrap: anywhere; }
label { display: block; font-weight: 600; margin: 0.5rem 0 0.2rem; }
input, select { font: inherit; padding: 0.35rem; border: 1px solid #6b7480; border-radius: 4px; max-width: 100%; }
input[type=text], input[type=password] { width: 100%; max-width: 28rem; box-sizing: border-box; }
button { font: inherit; font-weight: 600; padding: 0.4rem 1rem; margin-top: 0.75rem; border-radius: 4px; border: 1px solid #0b4fb3; background: #0b4fb3; color: #fff; cursor: pointer; }
button.danger { background: #a3161b; border-color: #a3161b; }
button.plain { background: #fff; color: #0b4fb3; }
.who { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
.who form button { margin: 0; }
a.button { display: inline-block; font-weight: 600; padding: 0.4rem 1rem; border-radius: 4px; background: #0b4fb3; color: #fff; text-decoration: none; }
.actions { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 1rem; }
.actions form { margin: 0; }
.note { border-left: 4px solid #0b4fb3; background: #e8f0fc; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.note.refused { border-color: #a3161b; background: #fbeaea; }
.pill { display: inline-block; padding: 0 0.5rem; border-radius: 999px; background: #e3e6ea; font-size: 0.85rem; }
.pill.active { background: #d6f0dc; }
.pill.canary { background: #fff0c2; }
.pill.bad, .pill.poor { background: #fbeaea; }
.pill.good { background: #d6f0dc; }
.pill.needs-improvement { background: #fff0c2; }
nav.pages { display: flex; gap: 1rem; margin-top: 0.5rem; }
svg { max-width: 100%; height: auto; }
pre { overflow-x: auto; background: #fff; border: 1px solid #d0d5dc; border-radius: 6px; padding: 0.75rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** No script at all, the one stylesheet by its hash, forms to this server only, never in a frame. */
export const CONSOLE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** Who the page is for: their form token, name as the trail records it, and roles. */
export interface SignedIn {
  csrf: string;
  actor: string;
  roles: readonly string[];
  /** The header's links to the capabilities' pages this person may read. */
  links: readonly { label: string; href: string }[];
}

/**
 * A console page. `goTo` makes it a page that moves on to that console address by itself (after
 * the provider's sign-in: see console-sign-in.ts).
 */
export function consolePage(title: string, body: SafeHtml, signedIn: SignedIn | null, goTo?: string): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${goTo ? html`<meta http-equiv="refresh" content="0; url=${goTo}">\n` : ''}<title>${title} · Release console</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header>
<nav aria-label="Console"><a href="/admin">Release console</a>${(signedIn?.links ?? []).map(({ label, href }) => html` <a class="plain" href="${href}">${label}</a>`)}</nav>
${
  signedIn
    ? html`<div class="who"><span>Signed in as <strong>${signedIn.actor}</strong> · ${signedIn.roles.join(', ')}</span>
<form method="post" action="/admin/sign-out"><input type="hidden" name="csrf" value="${signedIn.csrf}"><button class="plain" type="submit">Sign out</button></form></div>`
    : ''
}
</header>
<main>
${body}
</main>
</body>
</html>`.value;
}

export interface ChartSeries {
  label: string;
  /** One value per point in time, oldest first; null where there was nothing to count. */
  values: Array<number | null>;
}

const SERIES_COLOURS = ['#0b4fb3', '#b35c00', '#5b2a86', '#1d7a3a'];

/**
 * A small line chart over the last hour, one line per series; the table beside it carries the
 * same figures for every reader. `format` writes the y axis's top value, `minTop` keeps a flat
 * line of small values from filling the chart.
 */
export function lineChart(series: ChartSeries[], summary: string, { format, minTop }: { format: (value: number) => string; minTop: number }): SafeHtml {
  const width = 600;
  const height = 120;
  const points = Math.max(2, ...series.map((s) => s.values.length));
  const top = Math.max(minTop, ...series.flatMap((s) => s.values.filter((value): value is number => value !== null)));
  const x = (index: number) => ((index / (points - 1)) * (width - 40) + 30).toFixed(1);
  const y = (value: number) => (height - 20 - (value / top) * (height - 30)).toFixed(1);
  const lines = series.map((s, index) => {
    const colour = SERIES_COLOURS[index % SERIES_COLOURS.length]!;
    const dots = s.values.flatMap((value, at) => (value === null ? [] : [{ x: x(at), y: y(value) }]));
    // A dot per point with a value, so a single one shows too; the line joins them.
    return html`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${dots.map((p) => `${p.x},${p.y}`).join(' ')}"/>${dots.map(
      (p) => html`<circle cx="${p.x}" cy="${p.y}" r="3" fill="${colour}"/>`,
    )}`;
  });
  const legend = series.map(
    (s, index) => html`<text x="${30 + index * 200}" y="${height - 4}" font-size="12" fill="${SERIES_COLOURS[index % SERIES_COLOURS.length]!}">${s.label}</text>`,
  );
  return html`<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${summary}">
<line x1="30" y1="${height - 20}" x2="${width - 10}" y2="${height - 20}" stroke="#6b7480"/>
<text x="0" y="14" font-size="11" fill="#1b1f24">${format(top)}</text>
<text x="0" y="${height - 22}" font-size="11" fill="#1b1f24">0</text>
${lines}${legend}
</svg>`;
}
