// The embedded database's extensions are found through the package's exports map, which the
// server's module resolution (Node10, for CommonJS) does not read: their types are declared here.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
