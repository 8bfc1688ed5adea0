// Run before the specs (`npm test -w e2e`): starts the built server once on fresh files and keeps
// them as the template every spec's server starts from (see server-template.ts).
import { assertChromium } from './browser';
import { startServer } from './server';
import { keepAsTemplate } from './server-template';

async function prepare() {
  // Without a browser every spec would fail in its `before`: say so once, before anything starts.
  assertChromium();
  const server = await startServer({}, { fresh: true });
  await server.stop({ keep: keepAsTemplate });
  console.log('server template ready');
}

prepare().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
