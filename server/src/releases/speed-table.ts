import { DEVICES, histogramKey, METRICS, p75, rating, SLOT_MINUTES, type Device, type Metric, type RecentVitals, type VitalHistograms } from './vitals';
import { html, lineChart, type SafeHtml } from '../core/console/console-html';

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
function table(versions: readonly ComparedVersion[], histograms: VitalHistograms): SafeHtml {
  const rows = DEVICES.flatMap((device) =>
    METRICS.map((metric) => {
      const cells = versions.map(({ version }) => {
        const found = p75(metric, histograms.get(histogramKey(version, device, metric)) ?? new Map());
        return found ? html`<td>${figure(metric, found.value)} <span class="pill ${rating(metric, found.value).replace(/ /g, '-')}">${rating(metric, found.value)}</span> <small>(${found.samples})</small></td>` : html`<td>no page views</td>`;
      });
      return html`<tr><th scope="row">${metric} on ${device}s</th>${cells}</tr>`;
    }),
  );
  return html`<div class="scroll"><table>
<thead><tr><th scope="col">Web vital</th>${versions.map(({ label, version }) => html`<th scope="col">${label} <code>${version}</code></th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}

/**
 * The judged vitals per slot of the last hour, per device class: phones always (most visitors
 * are on them), desktops when any were measured in the hour.
 */
function charts(versions: readonly ComparedVersion[], recent: RecentVitals): SafeHtml[] {
  const judged: Metric[] = ['LCP', 'INP', 'CLS'];
  const measured = (device: Device) => versions.some(({ version }) => judged.some((metric) => recent.hour.has(histogramKey(version, device, metric))));
  return DEVICES.filter((device) => device === 'phone' || measured(device)).flatMap((device) =>
    judged.map((metric) => {
      const series = versions.slice(0, 3).map(({ label, version }) => ({
        label: `${label} ${version}`,
        values: recent.slots.map((slot) => p75(metric, slot.get(histogramKey(version, device, metric)) ?? new Map())?.value ?? null),
      }));
      const format = (value: number) => figure(metric, value);
      return html`<h4>${metric} on ${device}s, every ${SLOT_MINUTES} minutes</h4>
${lineChart(series, `The 75th percentile of ${metric} on ${device}s in each ${SLOT_MINUTES} minutes of the last hour, per version; the table above has the hour's figures.`, { format, minTop: metric === 'CLS' ? 0.1 : 200 })}`;
    }),
  );
}

/**
 * The console's speed section of an app: the active version, a canary, and any other version
 * measured in the hour (a preview's, or one active earlier), side by side.
 */
export function speedSection(active: string | null, canary: string | null, recent: RecentVitals): SafeHtml {
  const versions: ComparedVersion[] = [
    ...(active ? [{ label: 'active', version: active }] : []),
    ...(canary ? [{ label: 'canary', version: canary }] : []),
    ...recent.versions.filter((version) => version !== active && version !== canary).map((version) => ({ label: 'preview or earlier', version })),
  ].slice(0, 4);
  return html`<h3>Speed on visitors' devices in the last hour</h3>
<p>The 75th percentile of each web vital, its rating by Google's thresholds and the number of page views measured; only visitors who agreed to statistics are measured.</p>
${table(versions, recent.hour)}
${charts(versions, recent)}`;
}
