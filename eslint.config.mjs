import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// In-site links are components/RouterLink (react-router's Link without the route-discovery marker on every link).
const ROUTER_LINK_ONLY = [
  {
    name: 'react-router-dom',
    importNames: ['Link'],
    message: "Use RouterLink from components/RouterLink (react-router's Link without data-discover).",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'client/src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['server/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/src/test/**/*.ts', 'server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Entity/resolver maps are keyed by class constructors.
    files: ['server/src/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    // Browser tests and browser measurements: their callbacks run in the page.
    files: ['scripts/browser/**/*.mjs', 'scripts/lib/interactions.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_LINK_ONLY }] },
  },
  // Features do not import each other: shared code lives in components/, lib/, messages/ (STYLE.md). A file
  // `depth` folders below features/ leaves its feature with `depth` '../': one level less stays inside it.
  ...[1, 2, 3].map((depth) => ({
    files: [`client/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_LINK_ONLY,
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)`,
              message: 'Features must not import other features; move shared code to components/ or lib/.',
            },
            {
              regex: '^(\\.\\./)+(features|app)/',
              message:
                'Features must not import other features nor the app; declare a slot in lib/slots.tsx and fill it in app/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Code flows shared → features → app: components/ and lib/ import neither.
    files: ['client/src/components/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_LINK_ONLY,
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)/',
              message: 'Shared code (components/, lib/) must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
