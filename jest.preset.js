// One jest setup for every workspace: swc transforms TypeScript and JSX, and
// @casino/shared resolves to its source so unit tests need no build first.
const path = require('node:path');

/** @param {string} dir the workspace folder  @param {'jsdom'|'node'} environment */
module.exports = (dir, environment = 'jsdom') => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: environment,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '^@casino/shared$': path.join(__dirname, 'shared/src/index.ts'),
    '^@casino/shared/(catalog-records|licence-claims)$': path.join(__dirname, 'shared/src/api/$1.ts'),
    '^@casino/shared/test-kit$': path.join(__dirname, 'shared/src/test-kit/index.ts'),
    // A content file imported for one language (`./content/stake.ts?language=de`) is the file itself here.
    '^(\\.{1,2}/.*)\\?language=\\w+$': '$1',
  },
  setupFiles: [path.join(__dirname, 'jest.setup.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.dictionaries.js'), path.join(__dirname, 'jest.quiet-console.js'), ...(environment === 'jsdom' ? [require.resolve('@testing-library/jest-dom')] : [])],
});
