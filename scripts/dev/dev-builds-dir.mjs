// Where `npm run dev` keeps the apps' development builds: $VAR_DIR/dev-builds/<app>/, beside
// the server's other files and apart from dist/ and the published releases. The server in
// development mode reads the same folder (devBuildsDir in server/src/core/config.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const varDir = () => path.resolve(process.env.VAR_DIR ?? path.join(repoRoot, 'var'));

export const devBuildsDir = () => path.join(varDir(), 'dev-builds');
