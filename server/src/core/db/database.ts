/** What the data layer needs from a database: the same for PostgreSQL and embedded PGlite. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn in one transaction: everything or nothing. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs SQL with several statements and no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; other server processes use it to hear about changes.
   * After the notice connection was lost and came back, onNotify is called once with an
   * empty payload: a notice may have been missed, so the handler reloads what it follows.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** False while the database cannot be reached; queries then fail at once with a DatabaseUnavailableError. */
  readonly reachable: boolean;
  /** PostgreSQL's connection pool as it is now (the embedded database has none). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where the database reports connection trouble (the server's logger). */
export interface DatabaseLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}
