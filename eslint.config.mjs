import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const workspaceImports = (allowed = []) => [
  'error',
  {
    paths: [
      { name: 'react-router', message: 'Routing comes from @casino/shared (its small router), not a router package.' },
      { name: 'react-router-dom', message: 'Routing comes from @casino/shared (its small router), not a router package.' },
    ],
    patterns: [
      { group: ['@casino/*/src/*', '@casino/shared/*', ...allowed.map((entry) => `!${entry}`)], message: 'Import workspaces by package name and public entry only.' },
      { group: ['@casino/mf-*'], message: 'Remotes never import each other or are imported directly.' },
    ],
  },
];

export default tseslint.config(
  // Besides builds and packages: the copies of a first start that server and browser tests keep.
  { ignores: ['**/dist/**', 'shared/dist.next/**', '**/node_modules/**', '**/*.tmp.mjs', 'var/**', 'server/.test-first-start/**', 'e2e/.server-template/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': workspaceImports(),
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.node, window: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['jest.*.js'],
    languageOptions: { globals: globals.jest },
  },
  {
    // The catalogue's schemas and its licence-claim rule are runtime values only the server needs
    // (validation, API, SQL); the browser never gets them.
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': workspaceImports(['@casino/shared/catalog-records', '@casino/shared/licence-claims']) },
  },
  {
    // Component tests render through the one test kit (source only, never in the built library).
    files: ['*/src/**/__tests__/**/*.tsx'],
    rules: { 'no-restricted-imports': workspaceImports(['@casino/shared/test-kit']) },
  },
  {
    // Content tests hold the written prose to the rule the catalogue import applies.
    files: ['mf-*/src/**/__tests__/**/*.ts'],
    rules: { 'no-restricted-imports': workspaceImports(['@casino/shared/licence-claims']) },
  },
  {
    // The server provides shared libraries to federation lazily, and reads their versions, by require.
    files: ['server/src/releases/server-federation.ts', 'server/src/releases/server-runtime.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
