// The earnings' entry: what they offer the other capabilities, their only way in (a rule of
// .dependency-cruiser.cjs). `app.networks` is its plugin's.
export { newClickId, urlWithClickId } from './click-id';
export { networkStates, type NetworkRegistry } from './networks';
export { deleteConversionsOfClicks, pruneUnmatchedConversions } from './conversion-retention';
export { ROLLED_UP_CLICK } from './earnings-rollup';
