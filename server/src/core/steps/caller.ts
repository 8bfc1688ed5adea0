/** Any app, or any step: a grant's wildcard. */
export const EVERY = '*';

/** Steps on apps: a credential has one grant, a person one per role. */
export interface Grant {
  /** App names, or [EVERY]. */
  apps: readonly string[];
  /** Step names of the step table, or [EVERY]. */
  actions: readonly string[];
}

/** Who a request acts as, once its credential or session is checked; the audit trail names `name`. */
export interface Caller {
  name: string;
  grants: readonly Grant[];
  /** The admin token itself, the way in when all else fails: its every use is logged. */
  breakGlass?: true;
}
