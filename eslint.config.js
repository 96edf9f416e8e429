// One lint setup for the whole tree.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './scripts/eslint-import-boundaries.mjs';
import { fileNames } from './scripts/eslint-file-names.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One case for file names: PascalCase after the component a file holds, kebab-case otherwise.
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { 'file-names': fileNames },
    rules: { 'file-names/case': 'error' },
  },
  {
    // The rooms of the workspace (DESIGN.md), enforced rather than kept by habit.
    files: ['apps/admin/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { boundaries: importBoundaries },
    rules: {
      'boundaries/zones': [
        'error',
        {
          zones: [
            {
              from: 'apps/admin/src/features/',
              to: ['apps/admin/src/features/'],
              siblingsOnly: true,
              message:
                'A feature never imports another feature: link to its pages through app/routing/hrefs, share code through shared/ or lib/.',
            },
            {
              // The href helpers are derived from every feature's manifest, so they live where the
              // manifests are composed (app/routing). Features import that one module of app/: it
              // holds addresses only, and the manifests import their pages lazily, so a link from
              // orders to a customer loads no customers code. Everything else in app/ (router, shell,
              // providers) stays out of reach of the features.
              from: 'apps/admin/src/features/',
              to: ['apps/admin/src/app/'],
              except: ['apps/admin/src/app/routing/hrefs'],
              message:
                'A feature imports nothing from app/ but the href helpers (app/routing/hrefs).',
            },
            {
              // shared/ is domain UI that two features need, so it sits between them and lib/: it may
              // import what a feature may (lib/, the kit, the contract and the href helpers, since a
              // shared section may link to a page) but never a feature, which would make it one.
              from: 'apps/admin/src/shared/',
              to: ['apps/admin/src/features/', 'apps/admin/src/app/'],
              except: ['apps/admin/src/app/routing/hrefs'],
              message:
                'shared/ never imports a feature or app/ (but the href helpers): features import shared/.',
            },
            {
              from: 'apps/admin/src/lib/',
              to: ['apps/admin/src/features/', 'apps/admin/src/app/'],
              message: 'lib/ never imports a feature or the app: they import lib/.',
            },
            {
              from: 'packages/ui/',
              to: ['apps/', 'packages/admin-api/'],
              packages: ['@shop/admin', '@shop/admin-api', '@shop/api'],
              message:
                'The kit never imports the app or the contract, so another app can reuse it as is.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures are functions named after the fixture that receive `use`, and take `{}` when
    // they need no other fixture: neither is React.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
