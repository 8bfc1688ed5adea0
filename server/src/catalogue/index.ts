// The catalogue's entry: what it offers the other capabilities, their only way in (a rule of
// .dependency-cruiser.cjs). `app.catalog`, `app.casinoSearch` and `app.resolveApi` are its plugin's.
export type { CatalogCache } from './catalog-cache';
export type { CallsToActionRules, CasinoFacts, RulesDecision } from './calls-to-action';
export { normalisedAffiliateUrl } from './affiliate-url';
export { mayLinkToPlay } from './play-policy';
export { isoMoment } from './record-columns';
export { claimOfferChangePurge } from './offer-change-purge';
export { secondsUntil } from './offer-window';
export { knownJson } from './known-json';
