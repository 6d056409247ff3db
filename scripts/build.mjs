#!/usr/bin/env node
// Production build. Needs no database and no network: pages render on first request (ISR).
import { spawnSync } from 'node:child_process'
import { addCompileHints } from './lib/compile-hints.mjs'

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
// The scripts every page starts with are compiled off the main thread (scripts/lib/compile-hints.mjs).
console.log(`compile hints: ${addCompileHints('.next').length} root main files marked`)
