// ESLint (flat config): Next's rules (React, React hooks, jsx-a11y, import, @next/next with the Core
// Web Vitals set), typescript-eslint's recommended rules with type information, and
// eslint-config-prettier last so no stylistic rule argues with Prettier (formatting is Prettier's
// job: `npm run format`). `npm run lint` runs it; `npm test` runs it in its lint stage.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'playwright-report/**',
      'test-results/**',
      'drills/results/**',
      'data/**',
      'media/**',
      'tmp/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Type-aware rules for TypeScript (floating promises, misused promises, unsafe any…), through the
  // TypeScript project service (tsconfig.json).
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (callback positions, destructuring away).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  // Node scripts (build, serve, test runner, drills, benchmarks): Node globals, no React.
  {
    files: ['scripts/**/*.mjs', 'drills/**/*.mjs', '*.config.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  // Playwright's fixtures use empty object patterns (`({}, testInfo) => …`) by design.
  {
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
)
