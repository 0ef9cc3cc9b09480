import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { housePlugin } from './infra/lint/no-issue-numbers.mjs';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The deployable apps: none may import another (they share code through packages/). */
const apps = ['gateway', ...foldersIn('./services/').map((name) => `services/${name}`)];

/** The house's layering (docs/ARCHITECTURE.md "Rules of the house"), checked on resolved paths. */
const layering = [
  ...foldersIn('./frontend/src/features/').map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to frontend/src/shared.',
  })),
  ...['./frontend/src/features', './frontend/src/app'].map((from) => ({
    target: './frontend/src/shared',
    from,
    message: 'Layering is shared → features → app: shared code imports neither features nor the app.',
  })),
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    message: 'Layering is shared → features → app: a feature never imports the app.',
  },
  ...apps.map((app) => ({
    target: `./${app}/src`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps never import each other: share code through packages/.',
  })),
  {
    target: './packages',
    from: ['./gateway', './services', './frontend'],
    message: 'packages/ are shared by the apps and never import one.',
  },
];

// Kebab-case files (role suffixes like `.controller`, `.spec` allowed), hooks `useThing`, PascalCase .tsx components.
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const HOOK = 'use[A-Z]*([A-Za-z0-9])';
const PASCAL = '[A-Z]*([A-Za-z0-9])';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', 'frontend/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest modules are classes with only decorators.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mjs,js,cjs}': `@(${KEBAB}|${HOOK})`, '**/*.tsx': `@(${KEBAB}|${HOOK}|${PASCAL})` },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,mjs,js,cjs}'],
    plugins: { house: housePlugin },
    rules: { 'house/no-issue-numbers': 'error' },
  },
  {
    // Component and store tests render with the app's real store: the one import they may make upward.
    files: ['frontend/src/**/*.spec.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layering.map((zone) =>
            zone.from === './frontend/src/app' ? { ...zone, except: ['./store.ts'] } : zone,
          ),
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  prettier,
);
