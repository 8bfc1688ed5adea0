// Writes docs/configuration.md from the settings schema (server/src/core/settings.ts), so every
// setting is described once: `npm run docs:settings` after adding or changing a setting.
// A server test fails while the committed file is not what this writes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Loaded as the CommonJS module the server is: imported as ES modules, the server's files are
// given a wrong __dirname by the TypeScript loader, and the defaults that are paths would be wrong.
const { CONFIGURATION_DOCUMENT, configurationDocument } = createRequire(import.meta.url)('../server/src/core/settings-document.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, CONFIGURATION_DOCUMENT), configurationDocument());
console.log(`wrote ${CONFIGURATION_DOCUMENT}`);
