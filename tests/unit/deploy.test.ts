import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { NGINX_TEMPLATE_VALUES, nginxAvailable, prepareNginx, renderNginxSite } from '../../scripts/lib/nginx.mjs'
import { dockerIgnores, runtimeStage } from '../../scripts/lib/dockerfile.mjs'
import { NODE_MAJOR, NODE_VERSION } from '../../scripts/lib/node-runtime.mjs'
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
  env_file?: Array<{ path: string; required?: boolean }>
  build?: { context: string; dockerfile?: string; target?: string }
  command?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  deploy?: { replicas?: number }
  healthcheck?: { test: string[] }
  volumes?: string[]
  ports?: string[]
  profiles?: string[]
  restart?: string
  logging?: { driver: string; options: Record<string, string> }
  networks?: { default?: { aliases?: string[]; ipv4_address?: string } }
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
  networks?: { default?: { ipam?: { config?: Array<{ subnet?: string }> } } }
}
const services = compose.services

/**
 * What compose computes or fixes for the app and the tools, on top of deploy/.env (passed whole:
 * every other setting reaches them as the host wrote it; tests/unit/configuration.test.ts checks
 * each variable the code reads against it).
 */
const COMPUTED_VARIABLES = [
  'NODE_ENV',
  'SITE_URL',
  'DATABASE_URL',
  'PAYLOAD_SECRET',
  'MEDIA_DIR',
  'ERASURE_LEDGER',
  'OUTAGE_PAGE_DIR',
  'CLIENT_IP_HEADER',
]

describe('deploy/compose.yaml', () => {
  it('runs by default on one host: Caddy, nginx, one app instance, PostgreSQL, media on a volume', () => {
    const defaults = Object.entries(services)
      .filter(([, service]) => !service.profiles)
      .map(([name]) => name)
    expect(defaults.sort()).toEqual(['app', 'caddy', 'migrate', 'nginx', 'postgres'])
    expect(services.postgres!.image).toMatch(/^postgres:15\./)
    expect(services.app!.deploy?.replicas ?? 1).toBe(1)
    expect(services.app!.volumes).toContain('media-data:/app/media')
    // The erasure ledger outside the database, where the app writes it and `restore` reads it.
    for (const name of ['app', 'tools']) expect(services[name]!.volumes).toContain('erasure-ledger:/app/ledger')
    expect(services.app!.environment!.ERASURE_LEDGER).toBe('/app/ledger/erasure-ledger.jsonl')
    expect(services.app!.environment!.MEDIA_DIR).toBe('/app/media')
  })

  it('pins every image to a version and uses none that is unmaintained', () => {
    for (const [name, service] of Object.entries(services)) {
      // The release's own images (IMAGE at VERSION; tests/unit/release.test.ts).
      if (!service.image || service.image.startsWith('${IMAGE')) continue
      expect(service.image, name).toMatch(/^[\w./-]+:v?\d+\.\d+[\w.-]*$/)
      expect(service.image, name).not.toMatch(/minio/)
    }
    const base = /^ARG NODE_IMAGE=(\S+)/m.exec(read('Dockerfile'))?.[1]
    expect(base).toMatch(new RegExp(`^node:${NODE_VERSION.replaceAll('.', '\\.')}-`))
  })

  it('offers a second instance and S3 storage as profiles, the replica found under the same name', () => {
    const replica = services['app-replica']!
    expect(replica.profiles).toEqual(['s3'])
    expect(replica.image).toBe(services.app!.image)
    expect(replica.networks?.default?.aliases).toContain('app')
    expect(services.redis!.profiles).toEqual(['s3'])
    expect(services.seaweedfs!.profiles).toEqual(['seaweedfs'])
    expect(services.bucket!.depends_on?.seaweedfs?.condition).toBe('service_healthy')
  })

  it('health-checks every long-running service and rotates every log', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.logging, name).toMatchObject({ driver: 'json-file', options: { 'max-size': '10m', 'max-file': '5' } })
      if (service.restart === 'unless-stopped' && name !== 'caddy') expect(service.healthcheck, name).toBeDefined()
    }
    expect(services.app!.healthcheck?.test.join(' ')).toContain('/api/health')
  })

  it('migrates once, to completion, before any app instance starts', () => {
    const migrate = services.migrate!
    expect(migrate.command).toEqual(['npx', 'payload', 'migrate'])
    expect(migrate.build?.target).toBe('tools')
    expect(migrate.deploy?.replicas ?? 1).toBe(1)
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy')
    for (const name of ['app', 'app-replica']) {
      expect(services[name]!.depends_on?.migrate?.condition, name).toBe('service_completed_successfully')
    }
  })

  it('gives the app and the tools the whole of deploy/.env, and the same computed values', () => {
    for (const name of ['app', 'app-replica', 'migrate', 'seed', 'tools']) {
      expect(services[name]!.env_file, name).toEqual([{ path: '.env', required: true }])
      const environment = services[name]!.environment ?? {}
      for (const variable of COMPUTED_VARIABLES) {
        expect(environment[variable], `${name} ${variable}`).toBe(services.app!.environment![variable])
      }
    }
    // The backup passphrase reaches the tools (backup, restore), never the long-running app.
    for (const name of ['app', 'app-replica', 'migrate', 'seed'])
      expect(services[name]!.environment!.BACKUP_PASSPHRASE, name).toBe('')
    expect(services.tools!.environment!.BACKUP_PASSPHRASE).toBe('${BACKUP_PASSPHRASE:-}')
    // The outage page: written by the app, read by nginx.
    expect(services.app!.volumes).toContain('outage-page:/app/outage')
    expect(services.nginx!.volumes).toContain('outage-page:/srv/outage:ro')
    expect(services.nginx!.environment!.OUTAGE_DIR).toBe('/srv/outage')
    const app = services.app!.environment!
    expect(app.DATABASE_URL).toMatch(/^postgres:\/\/site:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/site$/)
    // nginx in front writes the visitor's address into X-Real-IP (deploy/nginx.conf).
    expect(app.CLIENT_IP_HEADER).toBe('x-real-ip')
    // Secrets are required from the operator's .env, never defaulted in the file.
    for (const secret of ['PAYLOAD_SECRET']) expect(app[secret], secret).toMatch(/^\$\{\w+:\?/)
  })

  it('believes a client-address header only where nginx writes it: the image none, compose X-Real-IP from Caddy', () => {
    // The image: no header (issue 47: it trusted every private range); without one, one shared bucket.
    expect(runtimeStage(read('Dockerfile')).env).toHaveProperty('CLIENT_IP_HEADER', '')
    // The app port is published to no host: only nginx (and the other containers) reach it.
    expect(services.app!.ports ?? []).toEqual([])
    // nginx overwrites X-Real-IP from $remote_addr, and believes X-Forwarded-For from Caddy only.
    const template = read('deploy/nginx.conf')
    expect(template).toMatch(/proxy_set_header X-Real-IP \$remote_addr;/)
    expect(template).not.toMatch(/proxy_add_x_forwarded_for/)
    const realIp = /^set_real_ip_from ([\d.]+); real_ip_header X-Forwarded-For;$/.exec(services.nginx!.environment!.REAL_IP_FROM!)
    expect(realIp?.[1]).toBe(services.caddy!.networks?.default?.ipv4_address)
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet
    expect(subnet).toMatch(/^172\.30\.47\.0\/24$/)
  })

  it('has every variable it sets explained in the settings reference (docs/configuration.md)', () => {
    const section = read('docs/configuration.md')
    // The site's own services; the images of PostgreSQL, nginx, Caddy and SeaweedFS document theirs.
    const variables = new Set(
      ['app', 'migrate', 'seed', 'tools', 'nginx', 'caddy'].flatMap((name) => Object.keys(services[name]!.environment ?? {})),
    )
    variables.delete('NGINX_ENVSUBST_FILTER')
    for (const variable of variables) expect(section, variable).toContain(`\`${variable}\``)
    for (const variable of ['IMAGE', 'VERSION', 'HTTP_PORT', 'HTTPS_PORT', 'POSTGRES_PASSWORD'])
      expect(section, variable).toContain(`\`${variable}\``)
    // …and every setting of deploy/env.example.
    for (const line of read('deploy/env.example').split('\n')) {
      const variable = /^#?\s?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1]
      if (variable) expect(section, `env.example ${variable}`).toContain(`\`${variable}\``)
    }
  })

  it('publishes only the HTTPS front, with nginx behind it using deploy/nginx.conf', () => {
    const nginx = services.nginx!
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/templates/default.conf.template:ro')
    expect(nginx.depends_on?.app?.condition).toBe('service_healthy')
    for (const value of NGINX_TEMPLATE_VALUES) expect(nginx.environment, value).toHaveProperty(value)
    expect(nginx.environment!.APP_UPSTREAMS).toMatch(/server app:3000 resolve/)
    const caddy = services.caddy!
    expect(caddy.image).toMatch(/^caddy:2\./)
    expect(caddy.ports).toEqual(['${HTTP_PORT:-80}:80', '${HTTPS_PORT:-443}:443', '${HTTPS_PORT:-443}:443/udp'])
    expect(caddy.volumes).toEqual(expect.arrayContaining(['./Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']))
    for (const [name, service] of Object.entries(services)) if (name !== 'caddy') expect(service.ports, name).toBeUndefined()
  })
})

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile')
  it('serves the site names over HTTPS (automatic certificates and redirect) through nginx', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAINS\} \{\n\treverse_proxy nginx:80\n\}/m)
    expect(caddyfile).toMatch(/email \{\$ACME_EMAIL\}/)
    // Automatic HTTPS and its HTTP → HTTPS redirect are Caddy's defaults: nothing turns them off.
    expect(caddyfile).not.toMatch(/auto_https|http:\/\/|tls internal/)
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
    expect(runner).toMatch(/CMD \["node", "server\.js"\]/)
    expect(read('next.config.ts')).toMatch(/output: 'standalone'/)
  })

  it('runs as a non-root user, with a health check on /api/health', () => {
    const users = [...runner.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1])
    expect(users.at(-1)).toBe('node')
    expect(runner).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m)
  })

  it('copies into the build context none of the local state or secrets (.dockerignore)', () => {
    const patterns = read('.dockerignore').split('\n')
    const ignored = [
      '.env',
      'deploy/.env',
      'deploy/.env.production',
      'src/.env.local',
      'data/site.db',
      'data/payload-secret',
      'data/admin-credentials.txt',
      'site.db',
      'tmp/site.db-wal',
      'media/photo.webp',
      'backups/site-2026-11-26.tar.gz',
      'backups/site-2026-11-26.tar.gz.gpg',
      'site-2026-11-26.dump',
      'deploy/certs/site.key',
      'node_modules/next/package.json',
      '.next/BUILD_ID',
      '.git/HEAD',
    ]
    for (const file of ignored) expect(dockerIgnores(patterns, file), file).toBe(true)
    const kept = ['package.json', 'package-lock.json', 'src/payload.config.ts', 'deploy/nginx.conf', 'public/favicon.ico']
    for (const file of kept) expect(dockerIgnores(patterns, file), file).toBe(false)
  })

  it("reads .dockerignore's patterns as Docker does", () => {
    expect(dockerIgnores(['.env'], 'deploy/.env')).toBe(false) // the old entry: the root's only
    expect(dockerIgnores(['**/.env'], 'deploy/.env')).toBe(true)
    expect(dockerIgnores(['data'], 'data/site.db')).toBe(true) // a folder takes what is under it
    expect(dockerIgnores(['*.db'], 'data/site.db')).toBe(false) // `*` stays within one name
    expect(dockerIgnores(['data', '!data/keep'], 'data/keep')).toBe(false) // an exception re-includes
    expect(dockerIgnores(['**/*.md', '!README.md'], 'README.md')).toBe(false) // the last match wins
  })

  it('runs Node 22 LTS, as engines and the suite do', () => {
    expect(NODE_MAJOR).toBe(22)
    expect(JSON.parse(read('package.json')).engines.node).toBe(`^${NODE_MAJOR}.12.0`)
  })

  it("lists its last stage's files in COPY lines that the image test reads", () => {
    const runner = runtimeStage(dockerfile)
    expect(runner.name).toBe('runner')
    expect(runner.workdir).toBe('/app')
    expect(runner.env).toMatchObject({ NODE_ENV: 'production', PORT: '3000', MEDIA_DIR: '/app/media' })
    const sources = runner.copies.flatMap((copy) => copy.sources)
    expect(sources).toEqual(expect.arrayContaining(['/app/.next/standalone', '/app/.next/static']))
    // Next's own standalone server, nothing of ours in front of it.
    expect(runner.cmd).toEqual(['node', 'server.js'])
    expect(runner.env).toMatchObject({ HOSTNAME: '0.0.0.0' })
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

describe('scripts/lib/dockerfile.mjs (the Dockerfile read as Docker reads it)', () => {
  const text = [
    'ARG IMAGE=node:22-slim',
    'FROM ${IMAGE} AS base',
    'WORKDIR /app',
    'FROM base AS build',
    'COPY . .',
    'FROM base AS final',
    '# a comment',
    'ENV A=1 \\',
    '    B="two words"',
    'ENV C 3',
    'COPY --from=build --chown=node:node /app/x /app/y ./lib/',
    'COPY ["a b.txt", "./c.txt"]',
    'USER node',
    'CMD ["node", "x.mjs"]',
  ].join('\n')

  it('reads stages, global ARGs, both ENV forms, continuations, COPY flags and the JSON forms', () => {
    const stage = runtimeStage(text)
    expect(stage.stages.map((s) => [s.name, s.from])).toEqual([
      ['base', 'node:22-slim'],
      ['build', 'base'],
      ['final', 'base'],
    ])
    expect(stage).toMatchObject({ name: 'final', workdir: '/app', user: 'node', cmd: ['node', 'x.mjs'] })
    expect(stage.env).toEqual({ A: '1', B: 'two words', C: '3' })
    expect(stage.copies).toEqual([
      { from: 'build', sources: ['/app/x', '/app/y'], dest: './lib/', workdir: '/app' },
      { from: null, sources: ['a b.txt'], dest: './c.txt', workdir: '/app' },
    ])
  })
})
