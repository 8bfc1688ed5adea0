/**
 * The server's structure: a core that knows no feature, capabilities that use each other only
 * through the entry each declares, and no import cycles between modules.
 * `npm run structure` checks it, and that no two capability folders import each other in a
 * circle (scripts/structure-check.mjs works that out from the modules' imports).
 */
/** Every folder of server/src but the core, the tests' kit and the command-line entry points: a capability. */
const CAPABILITY = '^server/src/(?!core/|test-kit/|cli/)[^/]+/';

module.exports = {
  forbidden: [
    {
      name: 'core-knows-no-feature',
      severity: 'error',
      comment: 'server/src/core is the database, settings, the step table and runner, the console kit: features register with it, it imports none of them.',
      from: { path: '^server/src/core/' },
      to: { path: CAPABILITY },
    },
    {
      name: 'capabilities-use-entries',
      severity: 'error',
      comment:
        'A capability uses another only through the entry it declares, its index.ts: what the other offers, not how it is made. Its own files, the core and the entry points (app.ts, features.ts, cli/) are not bound by it.',
      from: { path: '^server/src/((?!core/|test-kit/|cli/)[^/]+)/' },
      to: { path: CAPABILITY, pathNot: ['^server/src/$1/', '^server/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that reaches itself through its imports: load order then decides what it sees.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: ['node_modules', '/dist/', '__tests__', 'test-kit'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
