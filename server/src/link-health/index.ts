// Link health's entry: what it offers the other capabilities, their only way in (a rule of
// .dependency-cruiser.cjs). `app.linkHealth` is its plugin's.
export { LINK_CHECK_CHANNEL } from './link-health';
export { latestLinkEnds } from './link-health-store';
