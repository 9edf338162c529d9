// Lint = style + the layers of docs/architecture.md#import-rules, so a layer violation fails
// `npm test`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each library has one home (docs/style.md#layers): importing it anywhere else is an error. */
const libraryHomes = [
  { name: 'jotai', home: ['src/lib/state/**'] },
  { name: 'idb-keyval', home: ['src/lib/storage/**'] },
  { name: 'comlink', home: ['src/lib/workers/**', 'workers/**'] },
  { name: 'konva', home: ['src/components/mask-editor/**'] },
  { name: 'react-konva', home: ['src/components/mask-editor/**'] },
  { name: 'drizzle-orm', home: ['server/db/**', 'server/**/*.repository.ts', 'server/jobs/**'] },
  {
    name: 'sharp',
    home: ['server/engines/**', 'server/adapters/media/**', 'scripts/**', 'tests/**'],
  },
];

/**
 * The app reaches the workers' code only as types (the worker runs it;
 * docs/architecture.md#import-rules).
 */
const WORKER_TYPES_ONLY = {
  // The top-level workers/ folder only, not src/lib/workers (the bridge itself).
  regex: '^(\\.\\./)+workers/',
  allowTypeImports: true,
  message: 'The app reaches workers only through src/lib, and with `import type`.',
};

/**
 * Routes -> services -> repositories (docs/architecture.md#import-rules): a route never skips a
 * layer.
 */
const ROUTES_SKIP_NO_LAYER = {
  group: ['**/*.repository', '**/db/*', '**/engines/*'],
  message: 'routes -> services -> repositories: never skip a layer.',
};

/** The import restrictions of a file group; `home` names the library homes it belongs to. */
function importRestrictions({ home = [], extra = [] } = {}) {
  const libraries = libraryHomes
    .filter((lib) => !lib.home.some((glob) => home.includes(glob)))
    .map((lib) => ({
      group: [lib.name, `${lib.name}/*`],
      message: `${lib.name} lives in ${lib.home.join(', ')} only (docs/style.md#layers).`,
    }));
  // src/lib/workers is the bridge: it may load worker modules to run them on the main thread.
  const inApp =
    home.some((glob) => glob.startsWith('src/')) && !home.includes('src/lib/workers/**');
  return ['error', { patterns: [...libraries, ...(inApp ? [WORKER_TYPES_ONLY] : []), ...extra] }];
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'dist-*',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      'public',
      // Helpers' git worktrees inside the checkout (.gitignore): each is linted in its own.
      '.worktrees',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these two import-x parses no .ts/.tsx file, so no-cycle silently checks nothing
      // (tests/unit/lint-cycles.test.ts plants a cycle to prove it runs).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json', 'workers/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./src', './server', './workers'],
              message: 'common/ imports nothing of ours.',
            },
            {
              target: './workers',
              from: ['./src', './server'],
              message: 'workers/ import common/ only.',
            },
            {
              target: './server',
              from: ['./src', './workers'],
              message: 'The server never imports the PWA.',
            },
            { target: './src', from: './server', message: 'The PWA never imports the server.' },
            {
              target: ['./src/lib', './src/components'],
              from: ['./src/features', './src/app'],
              message: 'lib/ and components/ never import features/ or app/.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'features/ never import app/.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; app/ composes them.',
            })),
          ],
        },
      ],
      [RESTRICTED]: importRestrictions(),
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { [RESTRICTED]: importRestrictions({ home: ['src/'] }) } },
  // Each library's home may import it.
  ...libraryHomes.map((lib) => ({
    files: lib.home.map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob)),
    rules: { [RESTRICTED]: importRestrictions({ home: lib.home }) },
  })),
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Tests drive libraries directly (a real Comlink channel, sharp-made images): homes don't apply.
  { files: ['tests/**/*.{ts,tsx}'], rules: { [RESTRICTED]: 'off' } },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, ...globals.serviceworker } },
  },
  // Route handlers talk to services, never to the database or the engines directly.
  {
    files: ['server/modules/**/*.routes.ts'],
    rules: { [RESTRICTED]: importRestrictions({ extra: [ROUTES_SKIP_NO_LAYER] }) },
  },
);
