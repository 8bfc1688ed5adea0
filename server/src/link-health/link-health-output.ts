import { summaryOf } from './link-changes';
import type { LinkHealthReport } from './link-health-store';

/** Prints a check's links, broken first, each with what changed since the check before. */
export function printLinkHealth({ run, links }: LinkHealthReport) {
  if (!run) {
    console.log('no link check yet: npm run link-health checks every link now');
    return;
  }
  const broken = links.filter((link) => link.broken).length;
  const changed = links.filter((link) => link.changes.length).length;
  console.log(`link check of ${run.finishedAt} UTC (started by ${run.startedBy}): ${links.length} links, ${broken} broken, ${changed} changed since the check before`);
  for (const link of links) {
    const state = link.outcome === 'refused' ? 'REFUSED' : link.broken ? 'BROKEN' : 'ok';
    console.log(`  ${state.padEnd(8)}${link.name} (${link.slug}): ${summaryOf(link)}`);
    for (const change of link.changes) console.log(`          ${change}`);
  }
}
