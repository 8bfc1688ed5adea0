import type { ComplianceReport } from './compliance-report';
import { germanTime } from './record-moment';

/** Says what each reason id means, for an operator at a terminal and in the console. */
export const REASON_WORDS: Record<string, string> = {
  licence: 'licence not among PLAY_LICENCES',
  'quiet-hours': 'quiet hours (GlüStV 2021 §5(3))',
  whitelist: "not permitted by the regulator's whitelist",
  'offer-window': 'welcome offer outside its window',
};

export const reasonsInWords = (reasons: readonly string[], detail: string | null) =>
  reasons.map((reason) => (reason === 'whitelist' && detail ? `${REASON_WORDS[reason]}: ${detail}` : (REASON_WORDS[reason] ?? reason))).join('; ');

/** Prints every casino's calls to action at the report's moment, and why, as the record keeps them. */
export function printCompliance(report: ComplianceReport): void {
  console.log(`calls to action ${report.asked ? `at ${germanTime(report.at)}` : `now (${germanTime(report.at)})`}, as the record keeps them`);
  console.log(`rules: ${report.market === 'de' ? `German (AD_RULES=de), quiet hours ${report.quietHours} German time` : 'none beyond the licence setting (AD_RULES unset)'}`);
  if (report.whitelist) console.log(`whitelist: ${report.whitelist}`);
  if (!report.casinos.length) {
    console.log(report.asked ? 'nothing was recorded at or before that moment' : 'nothing recorded yet: a server records when it starts');
    return;
  }
  const withheld = report.casinos.filter((casino) => !casino.shown).length;
  console.log(`${report.casinos.length} casinos: ${report.casinos.length - withheld} shown, ${withheld} withheld`);
  for (const casino of report.casinos) {
    const why = reasonsInWords(casino.reasons, casino.detail);
    console.log(`  ${(casino.shown ? 'shown' : 'WITHHELD').padEnd(9)}${casino.name} (${casino.slug}) since ${germanTime(casino.since)}${why ? `: ${why}` : ''}`);
  }
}
