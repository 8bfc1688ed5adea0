import { nextTask } from './app/next-task';

// The entry only opens an async boundary, so the shared singletons are negotiated before
// any React code runs. It opens it in the next task: starting the federation runtime, just
// done, is already one of the longest tasks of a phone's page load.
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
