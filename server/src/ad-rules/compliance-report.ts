import type { Queryable } from '../core/db/database';
import type { AdRules } from './ad-rules-plugin';
import { statesAt, type RecordedState } from './state-record';

/** Every casino's calls to action at a moment, from the record, with the rules the server follows. */
export interface ComplianceReport {
  /** The moment (ISO), and whether one was asked for (else now). */
  at: string;
  asked: boolean;
  market: 'de' | null;
  quietHours: string | null;
  /** The whitelist's date and age in words, with a warning when it is due for a new import; null without the German rules. */
  whitelist: string | null;
  casinos: RecordedState[];
}

export async function complianceReport(db: Queryable, adRules: AdRules, at: Date | null): Promise<ComplianceReport> {
  return {
    at: (at ?? new Date()).toISOString(),
    asked: at !== null,
    market: adRules.market,
    quietHours: adRules.rules?.quietHoursText ?? null,
    whitelist: adRules.whitelist?.summary() ?? null,
    casinos: await statesAt(db, at),
  };
}
