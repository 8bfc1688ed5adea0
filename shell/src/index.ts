// The entry only opens an async boundary, so the shared singletons are negotiated before
// any React code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
