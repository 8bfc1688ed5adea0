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
  /** Subscribes to a NOTIFY channel; other server processes use it to hear about changes. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}
