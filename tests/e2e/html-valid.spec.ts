import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { publicPages } from './support/pages'

/**
 * The W3C HTML checker (the Nu Html Checker, npm `vnu-jar`, needs Java) on the served HTML of
 * every public page type in both languages (`publicPages`: the route table plus one page of each
 * dynamic route and the 404): no errors. All pages are checked in one JVM run, which costs a few
 * seconds; a JVM per page would cost that per page. Runs once (desktop project only).
 */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

test('every public page is valid HTML (W3C Nu Html Checker)', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    const pages = await publicPages(request)
    const fileToPage = new Map<string, string>()
    for (const [i, page] of pages.entries()) {
      const response = await request.get(page.path)
      expect(response.status(), `GET ${page.path}`).toBe(page.name === 'notFound' ? 404 : 200)
      const file = path.join(dir, `${String(i).padStart(2, '0')}.html`)
      writeFileSync(file, await response.text())
      fileToPage.set(file, `${page.path} (${page.name})`)
    }

    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...fileToPage.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 150_000,
    })
    expect(run.error, 'java not found: install a Java runtime (Debian: default-jre-headless)').toBeUndefined()
    // vnu writes its JSON report to stderr and exits 1 when it found errors.
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal')
    const report = errors
      .map((m) => {
        const file = decodeURIComponent(new URL(m.url).pathname)
        return `${fileToPage.get(file) ?? file}:${m.lastLine ?? '?'}: ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 160)}`
      })
      .join('\n')
    expect(errors.length, `HTML errors on ${pages.length} pages:\n${report}`).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
