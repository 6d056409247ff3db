import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { NGINX_TEMPLATE_VALUES, nginxAvailable, prepareNginx, renderNginxSite } from '../../scripts/lib/nginx.mjs'
import { localizedPath } from '../../src/i18n/routes'

/**
 * The deployment a firm copies (Dockerfile, deploy/compose.yaml, deploy/nginx.conf). Docker cannot
 * build or run here, so the files are read and their topology checked; the nginx configuration is
 * run for real by tests/api/nginx-cache.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Service = {
  image?: string
  build?: { context: string; dockerfile?: string; target?: string }
  command?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  deploy?: { replicas?: number }
  healthcheck?: { test: string[] }
  volumes?: string[]
  ports?: string[]
  profiles?: string[]
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> }
const services = compose.services

/** Every variable the app reads from its environment in production, by the names the code uses. */
const APP_VARIABLES = [
  'NODE_ENV',
  'SITE_URL',
  'DATABASE_URL',
  'PAYLOAD_SECRET',
  'TRUST_PROXY',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'SMTP_HOST',
  'MAIL_FROM',
  'INTAKE_EMAIL',
]

describe('deploy/compose.yaml', () => {
  it('runs the app, PostgreSQL, Redis, nginx and an S3-compatible store', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['app', 'postgres', 'redis', 'nginx', 'minio', 'migrate']))
    expect(services.postgres!.image).toMatch(/^postgres:15/)
    expect(services.redis!.image).toMatch(/^redis:/)
    expect(services.minio!.image).toMatch(/^minio\/minio/)
  })

  it('runs two app instances of the Dockerfile image, each health-checked', () => {
    const app = services.app!
    expect(app.deploy?.replicas).toBe(2)
    expect(app.build).toMatchObject({ context: '..', dockerfile: 'Dockerfile', target: 'runner' })
    expect(app.healthcheck?.test.join(' ')).toContain('/api/health')
    for (const name of ['postgres', 'redis', 'minio', 'nginx']) expect(services[name]!.healthcheck, name).toBeDefined()
  })

  it('migrates once, to completion, before any app instance starts', () => {
    const migrate = services.migrate!
    expect(migrate.command).toEqual(['npx', 'payload', 'migrate'])
    expect(migrate.build?.target).toBe('tools')
    expect(migrate.deploy?.replicas ?? 1).toBe(1)
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy')
    expect(services.app!.depends_on?.migrate?.condition).toBe('service_completed_successfully')
    expect(services.app!.depends_on?.redis?.condition).toBe('service_healthy')
  })

  it('gives the app and the migration every variable they need, with the same values', () => {
    for (const name of ['app', 'migrate', 'seed']) {
      const environment = services[name]!.environment ?? {}
      for (const variable of APP_VARIABLES) expect(environment, `${name} ${variable}`).toHaveProperty(variable)
    }
    const app = services.app!.environment!
    expect(app.DATABASE_URL).toMatch(/^postgres:\/\/site:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/site$/)
    expect(app.REDIS_URL).toBe('redis://redis:6379')
    expect(app.S3_ENDPOINT).toBe('http://minio:9000')
    // Proxies by address: a count (`1`) would believe X-Forwarded-For from any connection.
    expect(app.TRUST_PROXY).toMatch(/^\$\{TRUST_PROXY:-[\d./,:a-f]+\}$/)
    // Secrets are required from the operator's .env, never defaulted in the file.
    for (const secret of ['PAYLOAD_SECRET', 'S3_SECRET_ACCESS_KEY']) expect(app[secret], secret).toMatch(/^\$\{\w+:\?/)
  })

  it('has every variable it sets explained in the README section "Deploying"', () => {
    const readme = read('README.md')
    const section = readme.slice(readme.indexOf('## Deploying'), readme.indexOf('\n## ', readme.indexOf('## Deploying') + 3))
    // The site's own services; the images of PostgreSQL, MinIO and nginx document theirs.
    const variables = new Set(
      ['app', 'migrate', 'seed', 'nginx'].flatMap((name) => Object.keys(services[name]!.environment ?? {})),
    )
    variables.delete('NGINX_ENVSUBST_FILTER')
    for (const variable of variables) expect(section, variable).toContain(`\`${variable}\``)
  })

  it('puts nginx in front with deploy/nginx.conf as its template, and only it published', () => {
    const nginx = services.nginx!
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/templates/default.conf.template:ro')
    expect(nginx.depends_on?.app?.condition).toBe('service_healthy')
    for (const value of NGINX_TEMPLATE_VALUES) expect(nginx.environment, value).toHaveProperty(value)
    expect(nginx.environment!.APP_UPSTREAMS).toMatch(/server app:3000 resolve/)
    expect(nginx.ports).toHaveLength(1)
    for (const [name, service] of Object.entries(services)) if (name !== 'nginx') expect(service.ports, name).toBeUndefined()
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => ({ from: m[1], name: m[2] }))
  const runner = dockerfile.slice(dockerfile.search(/^FROM\s+\S+\s+AS\s+runner\b/im))

  it('builds in stages and ships only the standalone server as the last one', () => {
    expect(stages.map((s) => s.name)).toEqual(['base', 'deps', 'build', 'tools', 'runner'])
    expect(runner).toMatch(/COPY --from=build \/app\/\.next\/standalone \.\//)
    expect(runner).toMatch(/COPY --from=build \/app\/\.next\/static \.\/\.next\/static/)
    expect(runner).toMatch(/CMD \["node", "scripts\/serve\.mjs"\]/)
    expect(read('next.config.ts')).toMatch(/output: 'standalone'/)
  })

  it('runs as a non-root user, with a health check on /api/health', () => {
    const users = [...runner.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1])
    expect(users.at(-1)).toBe('node')
    expect(runner).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m)
  })

  it('copies into the image none of the local state', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', '.next', 'data', 'media', '.env', '.git']) expect(ignored).toContain(entry)
  })
})

describe('deploy/nginx.conf', () => {
  const template = read('deploy/nginx.conf')

  it('takes only the values compose and the tests give it', () => {
    const names = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]))
    expect([...names].sort()).toEqual([...NGINX_TEMPLATE_VALUES].sort())
    expect(() => renderNginxSite('${OTHER}', {})).toThrow(/unknown value/)
  })

  it("caches the lists paged in the query at exactly the route table's paths", () => {
    const location = /location ~ \^\/\(([^)]+)\)\$ \{\n\s+proxy_no_cache \$skip_cache;/.exec(template)
    expect(location, "the paged lists' location").not.toBeNull()
    const listed = location![1]!.split('|').map((p) => `/${p}`)
    const paged = (['/reviews', '/lives', '/blog'] as const).flatMap((route) =>
      (['es', 'en'] as const).map((locale) => localizedPath(route, locale)),
    )
    expect(listed.sort()).toEqual(paged.sort())
  })

  it.runIf(nginxAvailable())('renders into a configuration nginx accepts', () => {
    const dir = prepareNginx({ upstreams: ['127.0.0.1:1', '127.0.0.1:2'], port: 1 })
    try {
      const site = readFileSync(path.join(dir, 'site.conf'), 'utf8')
      expect(site).toContain('server 127.0.0.1:1 ')
      expect(site).toContain('server 127.0.0.1:2 ')
      expect(spawnSync('/usr/sbin/nginx', ['-v']).status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
