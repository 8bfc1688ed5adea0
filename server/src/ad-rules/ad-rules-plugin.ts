import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import { LINK_CHECK_CHANNEL } from '../link-health';
import { GermanRules } from './german-rules';
import { StateRecorder } from './state-recorder';
import { registerAdRulesMetrics } from './ad-rules-metrics';
import { WhitelistOnRecord, WHITELIST_CHANNEL } from './whitelist-on-record';

/** What the site knows of its market's rules: which market, its rules now, and its whitelist's age. */
export interface AdRules {
  market: 'de' | null;
  rules: GermanRules | null;
  whitelist: WhitelistOnRecord | null;
  recorder: StateRecorder;
  /** WHITELIST_MAX_AGE_DAYS. */
  whitelistMaxAgeDays: number;
  /** Reads the whitelist and the link ends again and rebuilds the lists by them (after an import here). */
  reload(): Promise<void>;
}

/**
 * The market's advertising rules (AD_RULES): with `de`, the German rules decide which casinos
 * the catalogue's lists show calls to action for (see GermanRules), from the regulator's
 * whitelist and the link check's ends, reloaded when either changes on any server. With or
 * without them, every change of a casino's calls to action is kept in the record.
 */
async function adRules(app: FastifyInstance): Promise<void> {
  const { config, db, catalog, log } = app;
  let rules: GermanRules | null = null;
  let whitelist: WhitelistOnRecord | null = null;
  const recorder = new StateRecorder(
    db,
    () => catalog.callsToActionStates().map((state) => ({ ...state, detail: rules?.detailOf(state.slug) ?? null })),
    (error) => log.warn({ err: error }, 'the record of calls to action could not be written; it is tried again'),
  );
  // Reads the inputs again and rebuilds the lists; resolves once the record holds what they show.
  const reloadNow = async () => {
    if (!whitelist) return;
    await whitelist.load();
    catalog.rulesChanged();
    await recorder.settled();
  };
  if (config.adRules === 'de') {
    whitelist = new WhitelistOnRecord(db, config.whitelistMaxAgeDays);
    await whitelist.load();
    rules = new GermanRules(config.adQuietHours, whitelist);
    const reload = reloadOnNotice(
      reloadNow,
      (error) => log.error({ err: error }, 'reloading the whitelist or the link ends failed; calls to action follow the last ones read'),
    );
    await db.listen(WHITELIST_CHANNEL, reload);
    await db.listen(LINK_CHECK_CHANNEL, reload);
  }
  catalog.onShownChange((moment) => void recorder.record(moment));
  if (rules) catalog.useRules(rules);
  // The states this server starts showing, as of its start (a second server's start adds no row).
  await recorder.record(Date.now());
  app.decorate('adRules', { market: config.adRules, rules, whitelist, recorder, whitelistMaxAgeDays: config.whitelistMaxAgeDays, reload: reloadNow });
  // The metrics plugin registers after the capabilities: the figures join its registry once all are there.
  app.addHook('onReady', async () => {
    if (app.hasDecorator('metrics')) registerAdRulesMetrics(app.metrics.registry, { market: config.adRules, whitelist, catalog });
  });
  app.addHook('preClose', async () => recorder.settled());
  app.addHook('onClose', async () => recorder.close());
}

export default fp(adRules, { name: 'ad-rules', dependencies: ['config', 'database', 'catalogue'] });

declare module 'fastify' {
  interface FastifyInstance {
    adRules: AdRules;
  }
}
