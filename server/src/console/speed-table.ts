import { DEVICES, histogramKey, METRICS, p75, rating, type VitalHistograms } from '../releases/vitals';
import { html, type SafeHtml } from './console-html';

/** A version the table compares, with the name the console gives it (active, canary). */
export interface ComparedVersion {
  label: string;
  version: string;
}

const figure = (metric: (typeof METRICS)[number], value: number) => (metric === 'CLS' ? value.toFixed(3) : `${value} ms`);

/**
 * What visitors' browsers measured in the last hour, by version side by side: the 75th
 * percentile of each web vital per device class, its rating against Google's thresholds and
 * the number of page views it rests on. The canary's verdict uses the same figures since the
 * canary started (see canary-watch.ts).
 */
export function speedTable(versions: readonly ComparedVersion[], histograms: VitalHistograms): SafeHtml {
  const rows = DEVICES.flatMap((device) =>
    METRICS.map((metric) => {
      const cells = versions.map(({ version }) => {
        const found = p75(metric, histograms.get(histogramKey(version, device, metric)) ?? new Map());
        return found ? html`<td>${figure(metric, found.value)} <span class="pill ${rating(metric, found.value).replace(/ /g, '-')}">${rating(metric, found.value)}</span> <small>(${found.samples})</small></td>` : html`<td>no page views</td>`;
      });
      return html`<tr><th scope="row">${metric} on ${device}s</th>${cells}</tr>`;
    }),
  );
  return html`<h3>Speed on visitors' devices in the last hour</h3>
<p>The 75th percentile of each web vital, with the number of page views measured; only visitors who agreed to statistics are measured.</p>
<div class="scroll"><table>
<thead><tr><th scope="col">Web vital</th>${versions.map(({ label, version }) => html`<th scope="col">${label} <code>${version}</code></th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}
