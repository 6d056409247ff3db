import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assembleRunner, migrate, removeFolder, startRunner, TEST_SECRET, throwawayDatabase } from '../../scripts/lib/image.mjs'
import { postContactLead } from '../fixtures/lead-post'
import { rawRequest } from '../fixtures/raw-http'

/**
 * The production image starts (issue 21): what the Dockerfile's last stage copies, read from its
 * COPY lines and laid out from this suite's build, started with that stage's CMD and ENV against a
 * PostgreSQL database of its own, migrated by the tools stage's CMD and never seeded, as a fresh
 * deployment is. No Docker engine runs here; this is what `docker run` of the image would run.
 */
describe.runIf(process.env.TEST_BASE_URL)('the production image (Dockerfile, last stage)', () => {
  let image: ReturnType<typeof assembleRunner> | undefined
  let database: ReturnType<typeof throwawayDatabase> | undefined
  let server: Awaited<ReturnType<typeof startRunner>> | undefined

  beforeAll(async () => {
    image = assembleRunner()
    database = throwawayDatabase()
    migrate(database.url)
    server = await startRunner({
      dir: image.dir,
      stage: image.stage,
      env: { DATABASE_URL: database.url, PAYLOAD_SECRET: TEST_SECRET, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    })
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
    database?.stop()
    if (image) removeFolder(image.dir)
  }, 60_000)

  it('runs as the node user, with Node 22 and the server the stage names', () => {
    expect(image!.stage.user).toBe('node')
    // Next's own standalone server, nothing of ours in front of it.
    expect(image!.stage.cmd).toEqual(['node', 'server.js'])
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22)
  })

  it('answers /api/health', async () => {
    const response = await fetch(`${server!.url}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  it('serves a page on the fresh database', async () => {
    const response = await fetch(`${server!.url}/contacto`)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<html lang="es"/)
  })

  it("runs on the build's recorded config (the image has no next.config.ts): Next compresses and tags pages", async () => {
    await rawRequest(`${server!.url}/contacto`)
    const page = await rawRequest(`${server!.url}/contacto`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.body).toString()).toMatch(/<html lang="es"/)
    // …and the security headers of next.config.ts (its `headers()`), which only the recorded config
    // carries; the page's own policy, with its nonce, is the proxy's.
    expect(String(page.headers['permissions-policy'])).toContain('camera=()')
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-/)
  })

  it('stores a lead', async () => {
    const response = await postContactLead({ tokenFrom: server!.url, name: 'Imagen Prueba' })
    const body = (await response.json()) as { status: string }
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.status).toBe('success')
  })

  it('holds no local state or secret from the build machine', () => {
    const found: string[] = []
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name)
        const relative = path.relative(image!.dir, full)
        if (entry.isDirectory()) {
          if (relative !== 'media' && relative !== path.join('.next', 'cache')) walk(full)
        } else if (/^\.env(\.|$)|\.(db|sqlite)(-wal|-shm|-journal)?$|^payload-secret$|^admin-credentials\.txt$/.test(entry.name))
          found.push(relative)
      }
    }
    walk(image!.dir)
    expect(found).toEqual([])
    expect(existsSync(path.join(image!.dir, 'data'))).toBe(false)
    // Only what the server's files name is traced: a path built from the working folder made Next
    // copy the whole project (tests, drills, docs and, after an `npm start`, data/) into the image.
    expect(['tests', 'drills', 'docs', 'scripts'].filter((folder) => existsSync(path.join(image!.dir, folder)))).toEqual([])
  })
})
