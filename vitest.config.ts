import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // `server-only` throws outside a React Server Components bundle; tests are server code.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
}

/**
 * next-intl's ESM imports `next/navigation` without an extension, which Node's resolver refuses
 * outside Next; letting Vite bundle it resolves the import (next-intl's testing docs). Unit tests
 * and the Local API tests both reach code that builds paths with it.
 */
const server = { deps: { inline: ['next-intl'] } }

/**
 * Unit test files share one module graph per worker (isolate: false): loading it once instead of
 * once per file took the unit tests from 78 s to 29 s of CPU. A file that replaces a module with
 * `vi.mock` needs a graph of its own (another file may have loaded the real one first), so those
 * files, found by that call, run isolated in the project `unit-mocks`; `--project 'unit*'` runs both.
 */
const UNIT_TESTS = ['src/**/*.test.ts', 'tests/unit/**/*.test.ts']
const unitMockingTests = ['src', 'tests/unit']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...unitMockingTests],
          isolate: false,
          environment: 'node',

          server,
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-mocks', include: unitMockingTests, environment: 'node', server },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          globalSetup: ['tests/int/helpers/template-database.ts'],
          environment: 'node',
          // No schedule timer: it calls a site on this process's PORT, and no site runs beside these
          // tests (they run the schedule through the Local API, runScheduledPublishing); each tick
          // failed and logged an error into the stage's output.
          // The tests speak for their visitors as the shipped nginx does (src/server/client-address.ts).
          env: { PUBLISH_WORKER: '0', CLIENT_IP_HEADER: 'x-real-ip' },
          server,
          testTimeout: 60_000,
          // A file's beforeAll migrates a fresh database and starts Payload: under a busy CI
          // machine (the browser stage runs beside this one) that has taken over 120 s.
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // HTTP tests against the built site that scripts/test.mjs starts (BASE_URL).
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',

          // The schedule test queues its jobs through the Local API, as Payload's admin does.
          server,
          testTimeout: 60_000,
          // A staff sign-in in a beforeAll may wait for a fresh 30-second TOTP step (each code is
          // accepted once per account, and other files sign the same accounts in).
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // HTTP tests against the built site on an empty database (scripts/test.mjs, stage empty).
          name: 'empty',
          include: ['tests/empty/**/*.test.ts'],
          environment: 'node',

          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Several instances of the built site sharing PostgreSQL, Redis and S3; each file starts
          // its own throwaway topology (scripts/lib/topology.mjs). Run only when asked.
          name: 'multi',
          include: ['tests/multi/**/*.test.ts'],
          environment: 'node',

          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
