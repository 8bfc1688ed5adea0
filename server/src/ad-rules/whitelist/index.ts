// The regulator's whitelist: read from the file it is published as, stored, and asked whether it
// permits a casino's link.
export { readWhitelist, MAX_WHITELIST_BYTES, type WhitelistEntry, type WhitelistFile, type WhitelistReading } from './whitelist-file';
export { replaceWhitelist, loadWhitelist, WHITELIST_CHANNEL, type StoredWhitelist } from './whitelist-store';
export { matchCasino, permissionMoments, belongsTo, type Verdict } from './whitelist-match';
export { importWhitelist, whitelistFormat, type WhitelistImport, type WhitelistImported } from './import-whitelist';
