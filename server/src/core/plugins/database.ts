import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';

/**
 * The database as `app.db`: PostgreSQL when configured (the server waits for it at start),
 * otherwise the embedded one; migrated before anything uses it. It closes after every
 * plugin registered later has closed, since their own closing may still write to it.
 */
async function database(app: FastifyInstance): Promise<void> {
  const db = await openDatabase(app.config, { log: app.log, waitAtStart: true });
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
}

export default fp(database, { name: 'database', dependencies: ['config'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes reach SQL only through the repositories in data/, which take it as their first argument. */
    db: Database;
  }
}
