import { Gauge, type Registry } from 'prom-client';
import type { CatalogCache } from '../catalogue';
import type { WhitelistOnRecord } from './whitelist-on-record';

/**
 * The advertising rules in /metrics: which market's rules the server follows, the whitelist's
 * age and whether it is due for a new import, and how many casinos show their calls to action
 * now. Every worker says the same, so the primary takes one worker's figure (`max`).
 */
export function registerAdRulesMetrics(registry: Registry, { market, whitelist, catalog }: { market: 'de' | null; whitelist: WhitelistOnRecord | null; catalog: CatalogCache }) {
  new Gauge({
    name: 'site_ad_rules',
    help: 'The market whose advertising rules the server follows (AD_RULES): 1 for the one set, "none" for none',
    labelNames: ['market'],
    aggregator: 'max',
    registers: [registry],
    collect() {
      this.set({ market: market ?? 'none' }, 1);
    },
  });
  if (whitelist) {
    new Gauge({
      name: 'site_whitelist_age_days',
      help: "Days since the date of the stored regulator's whitelist (-1: none imported)",
      aggregator: 'max',
      registers: [registry],
      collect() {
        this.set(whitelist.ageDays() ?? -1);
      },
    });
    new Gauge({
      name: 'site_whitelist_due',
      help: "1 when the stored whitelist is older than WHITELIST_MAX_AGE_DAYS or none was imported: import the regulator's current list",
      aggregator: 'max',
      registers: [registry],
      collect() {
        this.set(whitelist.due() ? 1 : 0);
      },
    });
  }
  new Gauge({
    name: 'site_calls_to_action',
    help: 'Casinos whose calls to action are shown or withheld now',
    labelNames: ['state'],
    aggregator: 'max',
    registers: [registry],
    collect() {
      const states = catalog.callsToActionStates();
      const shown = states.filter((state) => state.shown).length;
      this.set({ state: 'shown' }, shown);
      this.set({ state: 'withheld' }, states.length - shown);
    },
  });
}
