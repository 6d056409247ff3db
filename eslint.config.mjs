// ESLint (flat config): Next's rules (React, React hooks, jsx-a11y, import, @next/next with the Core
// Web Vitals set), typescript-eslint's recommended rules plus a few type-aware ones, and
// eslint-config-prettier last so no stylistic rule argues with Prettier (formatting is Prettier's
// job: `npm run format`). `npm run lint` runs it; `npm test` runs it in its lint stage.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import { defineConfig } from 'eslint/config'

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
  // Type-aware rules only where they catch real faults tsc does not: a promise nobody awaits or
  // handles (a lost lead write), a promise passed where a void callback is expected (an event
  // handler's rejection vanishes), awaiting what is not a promise. The rest of typescript-eslint's
  // type-checked set (require-await, no-unsafe-* on `any` from JSON in tests…) is style that tsc's
  // strict mode already covers, and doubles the lint time on CI's two cores.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
    },
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
  // The layers of docs/ARCHITECTURE.md ("Layers and folders"), enforced: routes may use everything
  // below them; a feature, the content model and the shared parts never import a route; pure helpers
  // (src/lib) and the route table (src/i18n) stay free of server plumbing and features, so browser
  // code can import them; server plumbing never reaches up into features or pages.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.mjs'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [
                'src/features',
                'src/components',
                'src/collections',
                'src/globals',
                'src/access',
                'src/server',
                'src/lib',
                'src/i18n',
              ],
              from: 'src/app',
              message: 'Only routes live in src/app: a feature or shared module never imports a page or route.',
            },
            {
              target: ['src/lib', 'src/i18n'],
              from: ['src/server', 'src/features', 'src/collections', 'src/components'],
              message: 'src/lib and src/i18n are pure helpers that run anywhere: no server plumbing, features or components.',
            },
            {
              target: 'src/server',
              from: ['src/components', 'src/app'],
              message: 'Server plumbing does not import UI.',
            },
            {
              // One direction between the two: the page sections draw what the features give them.
              target: 'src/features',
              from: 'src/components',
              message:
                'Features never import components: a component may use a feature, not the reverse (docs/ARCHITECTURE.md, "Layers and folders").',
            },
          ],
        },
      ],
    },
  },
  // The pages' words: through the site texts' getTranslations, which reads a content namespace
  // from its CMS text group (and tags the page with that group only); next-intl's reads the files.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/features/site-texts/translations.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl/server',
              importNames: ['getTranslations'],
              message: "Use getTranslations from '@/features/site-texts/translations.server': it shows the CMS's texts.",
            },
          ],
        },
      ],
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
