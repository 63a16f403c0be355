// Lint rules of the project: TypeScript, React, hooks and accessibility of the JSX.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React Router resolves a redirect's path below the basename, and the portal's return paths
// are addresses with the prefix: a route redirects through app/lib/redirects.ts, which hands
// the router the path without it.
const ROUTER_REDIRECTS = [
  {
    name: 'react-router',
    importNames: ['redirect', 'redirectDocument', 'replace'],
    message: 'Import redirect, redirectDocument and replace from app/lib/redirects.ts, which take a portal address as well as a path below the basename.',
  },
];

// conform reads a posted field's name as a path before any rule runs (`z[40000000]` is an array
// of that length): an action parses its form with parseForm, which reads the form's own fields only.
const RAW_FORM_PARSES = ['@conform-to/zod', '@conform-to/zod/v4', '@conform-to/zod/v3'].map((name) => ({
  name,
  importNames: ['parseWithZod'],
  message: "Parse a posted form with parseForm (app/forms/form-schema.server.ts), which reads only the form's own fields.",
}));
const RESTRICTED_PATHS = [...ROUTER_REDIRECTS, ...RAW_FORM_PARSES];

/**
 * The layers of app/, top to bottom (docs/architecture.md, "Layers"). Each unit is a folder of
 * app/ or a module at its top; at the bottom stands what imports nothing of the app (the list
 * of screens, the configuration, the texts, the style sheets). A module imports from its own unit and the layers
 * below it, never from a layer above, and from another unit of its own layer only where
 * SIDEWAYS allows it (the app's top-level modules import one another freely).
 */
const LAYERS = [
  ['routes/', 'routes.ts', 'root.tsx', 'entry.client.tsx', 'entry.server.tsx'],
  ['shell/', 'dashboard/', 'leads/', 'playbook/', 'assets/', 'news/', 'search/', 'support/', 'profile/'],
  ['auth/'],
  ['ui/'],
  ['forms/'],
  ['upstream/'],
  ['i18n/'],
  ['lib/'],
  ['screens.ts', 'load-context.ts', 'config.server.ts', 'locales/', 'styles/'],
];

/**
 * The dashboard and the search show other areas' items: the dashboard the pinned products and
 * the portfolios, the search its hits (the assets' videos among them).
 */
const SIDEWAYS = { 'dashboard/': ['playbook/'], 'search/': ['assets/', 'playbook/'] };

const layerOf = (unit) => LAYERS.findIndex((layer) => layer.includes(unit));
const isFolder = (unit) => unit.endsWith('/');
/** How an import names a unit: `lib`, `config.server`, `root`. */
const importName = (unit) => unit.replace(/\/$|\.tsx?$/, '');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The imports a unit may not make, by the names its modules would use: `~/upstream/…`, or `../upstream/…` from a folder, `./upstream/…` from the top. */
function forbiddenFor(unit) {
  const layer = layerOf(unit);
  const others = LAYERS.flatMap((units, index) => {
    if (index < layer) return units;
    if (index > layer || layer === 0) return [];
    return units.filter((other) => other !== unit && !(SIDEWAYS[unit] ?? []).includes(other));
  });
  // From a folder (or a folder inside it) the way up is `..` (or `../..`); from the top, `.`.
  const prefix = isFolder(unit) ? '(?:~|\\.\\.(?:/\\.\\.)*)' : '(?:~|\\.)';
  // routes/ and routes.ts are both `~/routes`: one pattern.
  const named = others.filter((other, index) => others.findIndex((first) => importName(first) === importName(other)) === index);
  return named.map((other) => ({
    regex: `^${prefix}/${escapeRegExp(importName(other))}(?:/|$)`,
    message: `app/${unit} imports nothing from app/${other}, ${layerOf(other) < layer ? 'a layer above it' : 'beside it in its layer'} (docs/architecture.md, "Layers").`,
  }));
}

/** A unit test beside its module: it may import from any layer, as it sets up what the module meets. */
const TEST_FILE = /\.test\.tsx?$/;
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

// A new folder or top-level module of app/ takes its place in a layer before it lints.
const unplaced = readdirSync(new URL('./app', import.meta.url), { withFileTypes: true })
  .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
  .filter((unit) => !unit.startsWith('.') && !unit.endsWith('.d.ts') && !TEST_FILE.test(unit) && layerOf(unit) === -1);
if (unplaced.length > 0) throw new Error(`eslint.config.js: place ${unplaced.map((unit) => `app/${unit}`).join(', ')} in a layer (LAYERS)`);

/** One block per unit: its modules, with the router's redirects, conform's raw parse and the imports its layer forbids (one rule, given whole). */
function layerBlocks() {
  return LAYERS.flat().map((unit) => ({
    files: [isFolder(unit) ? `app/${unit}**/*.{ts,tsx}` : `app/${unit}`],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS, patterns: forbiddenFor(unit) }] },
  }));
}

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', '.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Control characters are matched on purpose: to refuse or strip them from addresses and texts.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('…')` names the type of a module a test loads late, after its environment is set.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Hostile input costs linear time: no pattern of what serves requests can backtrack
    // super-linearly, whether it is anchored (backtracking) or searched for (move).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'server.ts', 'sandbox/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential' }],
    },
  },
  // The router's redirects and the layers, for every module of app/; the redirect module itself
  // may import the router's.
  ...layerBlocks(),
  { files: ['app/lib/redirects.ts'], rules: { 'no-restricted-imports': ['error', { paths: RAW_FORM_PARSES, patterns: forbiddenFor('lib/') }] } },
  { files: ['app/forms/form-schema.server.ts'], rules: { 'no-restricted-imports': ['error', { paths: ROUTER_REDIRECTS, patterns: forbiddenFor('forms/') }] } },
  {
    // Tests read the sandbox's raw JSON answers, whose shape is what they assert.
    files: ['tests/**/*.{ts,tsx}', ...TEST_FILES],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['app/**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // Hooks live in .ts modules as well as in components.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
