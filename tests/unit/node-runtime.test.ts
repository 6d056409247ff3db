import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NODE_MAJOR } from '../../scripts/lib/node-runtime.mjs'

/** The machine's own `node` (Debian's), which `npm start` and `npm test` begin on before re-running. */
const systemNode = ['/usr/bin/node', '/usr/local/bin/node']
  .map((bin) => ({ bin, version: spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() }))
  .find(({ version }) => version && Number(version.slice(1).split('.')[0]) < NODE_MAJOR)

describe('npm start and npm test run on the site’s Node', () => {
  it.skipIf(!systemNode)(`a script started on an older Node (${systemNode?.version}) runs again on Node ${NODE_MAJOR}`, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'node-runtime-'))
    try {
      const script = path.join(dir, 'which-node.mjs')
      const runtime = path.resolve('scripts/lib/node-runtime.mjs')
      writeFileSync(
        script,
        `import { runOnSiteNode } from ${JSON.stringify(runtime)}\nrunOnSiteNode('the check')\nconsole.log('ran on ' + process.version)\n`,
      )
      const result = spawnSync(systemNode!.bin, [script], { encoding: 'utf8', timeout: 120_000 })
      expect(result.status, result.stderr).toBe(0)
      expect(result.stdout).toContain(`Running the check on Node ${NODE_MAJOR}`)
      expect(result.stdout).toMatch(new RegExp(`ran on v${NODE_MAJOR}\\.`))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
