// The releases' entry: what they offer the other capabilities, their only way in (a rule of
// .dependency-cruiser.cjs). `app.releases`, `app.versions`, `app.edgePurge` and the counts are its plugin's.
export { setAssetBase, assetUrl, pinnedApps, type VersionSnapshot } from './active-versions';
export { ServerAppsCache, type ServerApps } from './server-federation';
export type { ServedVersions } from './served-versions';
export { versionsServedTo } from './served-versions-route';
export { visitorSet, type CohortPart, type VisitorSet } from './visitor-cohort';
export { canonicalPagesOf, pageAppsOf, sitePath } from './page-apps';
export { groupFromCookies, isCrawler } from './canary-choice';
export { PendingCounts } from './pending-counts';
export { appKey, CATALOGUE_KEY, COHORT_HEADER, COHORTS_KEY, LANGUAGE_HEADER, NO_LANGUAGE, versionKey } from './edge-keys';
