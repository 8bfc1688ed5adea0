import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ownerOnlyFolder, restrictToOwner } from '../state-files';

/**
 * The state folder (VAR_DIR) before anything is kept in it: made 0700, and what is already
 * there from an earlier start made the owner's alone (see core/state-files.ts). The embedded
 * database's folder is seen to where it opens (core/db/pglite-database.ts), after the database has
 * unpacked its first files. The release cache holds published, public assets: it keeps its
 * modes, closed to others by the state folder around it.
 */
async function stateFolder(app: FastifyInstance): Promise<void> {
  const { varDir, mailDir } = app.config;
  await ownerOnlyFolder(varDir);
  await Promise.all([restrictToOwner(mailDir), restrictToOwner(path.join(varDir, 'admin-token'))]);
}

export default fp(stateFolder, { name: 'state-folder', dependencies: ['config'] });
