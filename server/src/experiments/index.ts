// The experiments' entry: what they offer the other capabilities, their only way in.
// `app.experiments` is its plugin's.
export type { RunningExperiments } from './running-experiments';
