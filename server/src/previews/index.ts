// The previews' entry: what they offer the other capabilities, their only way in (a rule of
// .dependency-cruiser.cjs). `app.previews` is its plugin's.
export { Previews, PREVIEW_END_PATH, PREVIEW_HOURS, SITE_PATH } from './previews';
