// Lint for the whole repo (run from the root: `pnpm lint`). Syntax-only typescript-eslint rules
// (no type information: it stays fast on CI's 2 cores); the type checker is a separate step.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default defineConfig(
  globalIgnores(['**/node_modules/**', '**/dist/**', '**/generated/**', '**/test-output/**', '**/coverage/**', '**/.data/**']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // import cycles: the resolver follows explicit .ts/.tsx paths and the workspace packages' "exports"
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/ignore': ['node_modules', '/generated/'],
      // the workspace packages are ours: cycles through them count
      'import-x/internal-regex': '^@aseo/',
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // apps/web: browser globals and the rules of hooks. Only the two classic rules: the React Compiler
  // rules of eslint-plugin-react-hooks 7's "recommended" double the lint time of apps/web.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },

  // boundaries: an API module or a web feature reaches another one only through its index.ts;
  // web features never reach into src/routes (the app's route table and guards)
  {
    files: ['apps/api/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-routes', pattern: 'apps/web/src/routes' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'api-module' } },
              disallow: { to: { element: { type: 'api-module', fileInternalPath: '**' } } },
              message: 'An API module imports another module only through its index.ts ({{ to.element.captured.module }}/index.ts)',
            },
            { from: { element: { type: 'api-module' } }, allow: { to: { element: { type: 'api-module', fileInternalPath: 'index.ts' } } } },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature', fileInternalPath: '**' } } },
              message: 'A feature imports another feature only through its index.ts ({{ to.element.captured.feature }}/index.ts)',
            },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } } },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-routes' } } },
              message: 'A feature never imports from src/routes/ (the route layer imports features, not the reverse)',
            },
          ],
        },
      ],
    },
  },

  // the apps never ship seed code (tests and benches may use it)
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aseo/db/seed*', '**/prisma/src/seed*'], message: 'apps/*/src never imports seed code (@aseo/db/seed*): only tests and benches may.' },
          ],
        },
      ],
    },
  },
);
