import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * A migration imports nothing from the application (issue 49): what it does to a database must not
 * change when today's code changes. Only Payload's database adapter and Payload's own types.
 */
const folder = path.resolve(import.meta.dirname, '../../src/migrations/postgres')
const ALLOWED = new Set(['@payloadcms/db-postgres', 'payload'])

describe('migrations', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'))

  it.each(files)('%s imports only the database adapter, Payload or its sibling migrations', (name) => {
    const source = ts.createSourceFile(name, readFileSync(path.join(folder, name), 'utf8'), ts.ScriptTarget.Latest)
    const imports = source.statements
      .filter(ts.isImportDeclaration)
      .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    const foreign = imports.filter((from) => !ALLOWED.has(from) && !(name === 'index.ts' && /^\.\/\d{8}_\d{6}_\w+$/.test(from)))
    expect(foreign).toEqual([])
  })
})
