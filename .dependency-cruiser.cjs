/** The server's structure: a core that knows no feature, and no import cycles. `npm run structure` checks it. */
const FEATURES = ['catalogue', 'clicks', 'credentials', 'link-health', 'metrics', 'newsletter', 'pages', 'previews', 'releases'];

module.exports = {
  forbidden: [
    {
      name: 'core-knows-no-feature',
      severity: 'error',
      comment: 'server/src/core is the database, settings, the step table and runner, the console kit: features register with it, it imports none of them.',
      from: { path: '^server/src/core/' },
      to: { path: `^server/src/(${FEATURES.join('|')})/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that reaches itself through its imports: load order then decides what it sees.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment: 'Two folders that import each other, through any of their files: neither can be understood, moved or tested without the other.',
      scope: 'folder',
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
