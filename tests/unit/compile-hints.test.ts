import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs'

/** A `.next` directory cut down to what the step reads: the build manifest and the chunks. */
function nextDir(manifest: object, chunks: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest))
  for (const [name, source] of Object.entries(chunks)) writeFileSync(path.join(dir, 'static/chunks', name), source)
  return dir
}

const chunkSource = (dir: string, name: string) => readFileSync(path.join(dir, 'static/chunks', name), 'utf8')
const RUNTIME = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([])'

describe('compile hints on the root main files (scripts/lib/compile-hints.mjs)', () => {
  it('marks each root main file once, first line, and leaves the route chunks alone', () => {
    const dir = nextDir(
      { rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-a.js'] },
      { 'react.js': RUNTIME, 'turbopack-a.js': RUNTIME, 'page.js': RUNTIME },
    )
    expect(addCompileHints(dir)).toEqual(['static/chunks/react.js', 'static/chunks/turbopack-a.js'])
    expect(chunkSource(dir, 'react.js')).toBe(`${COMPILE_HINT}\n${RUNTIME}`)
    expect(chunkSource(dir, 'page.js')).toBe(RUNTIME)
    // A second build step over the same output changes nothing.
    expect(addCompileHints(dir)).toEqual([])
    expect(chunkSource(dir, 'turbopack-a.js')).toBe(`${COMPILE_HINT}\n${RUNTIME}`)
  })

  it('fails the build when Next no longer names its root main files, or names one that is missing', () => {
    expect(() => addCompileHints(nextDir({ pages: {} }, {}))).toThrow(/no rootMainFiles/)
    expect(() => addCompileHints(nextDir({ rootMainFiles: ['static/chunks/gone.js'] }, {}))).toThrow(/gone\.js/)
  })
})
