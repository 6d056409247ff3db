#!/usr/bin/env node
// Writes the enquiry outbox's service worker, public/outbox-sw.js, from the outbox's own code
// (src/features/leads/enquiry/outbox/core.ts, which imports nothing), so the worker and the pages share
// one implementation. TypeScript only strips the types; run by `npm run build` and `npm run dev`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import ts from 'typescript'

const source = readFileSync('src/features/leads/enquiry/outbox/core.ts', 'utf8')
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
})
mkdirSync('public', { recursive: true })
// A module worker (registered with type: 'module'): the file's own exports are harmless there.
writeFileSync('public/outbox-sw.js', `${outputText}\ninstallOutboxWorker(self)\n`)
