#!/usr/bin/env node
// Production build. Needs no database and no network: pages render on first request (ISR).
import { spawnSync } from 'node:child_process'
import { markBootChunks } from './lib/compile-hints.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
const steps = [
  [process.execPath, ['scripts/build-outbox-sw.mjs']],
  ['npx', ['payload', 'generate:importmap']],
  ['npx', ['next', 'build']],
]
for (const [cmd, args] of steps) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// The chunks every page boots with are compiled while they download (scripts/lib/compile-hints.mjs).
const marked = markBootChunks()
console.log(`Compile hint on ${marked.length} boot chunks`)
