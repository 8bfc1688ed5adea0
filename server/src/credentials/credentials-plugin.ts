import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Authenticator } from './authenticate';
import { loadAdminToken } from '../core/secrets';

/**
 * The admin token (from ADMIN_TOKEN, or made once and kept in VAR_DIR) and the check every
 * credential goes through (`app.authenticator`), one per server, so the limits on wrong
 * credentials count the admin API and the console's sign-in together.
 */
async function auth(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const adminToken = await loadAdminToken(config.adminToken, config.varDir);
  app.decorate('adminToken', adminToken);
  app.decorate('authenticator', new Authenticator(db, adminToken, { perClient: config.authFailureLimit, overall: config.authFailureCap }));
}

export default fp(auth, { name: 'auth', dependencies: ['config', 'database'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** The break-glass token: signs the console's sessions, allows every step. */
    adminToken: string;
    authenticator: Authenticator;
  }
}
