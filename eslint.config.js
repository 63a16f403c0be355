// Lint rules of the project: TypeScript, React, hooks and accessibility of the JSX.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential' }],
    },
  },
  {
    // React Router resolves a redirect's path below the basename, and the portal's return paths
    // are addresses with the prefix: a route redirects through app/lib/redirects.ts, which
    // hands the router the path without it.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/redirects.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['redirect', 'redirectDocument', 'replace'],
              message: 'Redirect to a portal address with portalRedirect or portalRedirectDocument (app/lib/redirects.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read the sandbox's raw JSON answers, whose shape is what they assert.
    files: ['tests/**/*.{ts,tsx}'],
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
);
