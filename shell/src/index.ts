// The entry only opens an async boundary, so the shared singletons are negotiated before
// any React code runs. It opens it in the next task: starting the federation runtime, just
// done, is already one of the longest tasks of a phone's page load. A timeout that is not
// nested runs without delay, and costs the entry no module of its own.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
