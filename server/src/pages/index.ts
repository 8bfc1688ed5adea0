// The pages' entry: what they offer the other capabilities, their only way in (a rule of
// .dependency-cruiser.cjs). `app.serverApps`, `app.renderHealth` and `app.renderPage` are its plugin's.
export { visitorLanguage } from './visitor-language';
