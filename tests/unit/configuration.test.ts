import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { runtimeStage } from '../../scripts/lib/dockerfile.mjs'

/**
 * Every setting reaches the app (issue 51): each environment variable the code in src/ and
 * scripts/ reads is in the settings reference (docs/configuration.md), in .env.example, and, when
 * a compose container reads it, reachable there through deploy/.env (compose's env_file) or set by
 * compose or the image. Variables listed in the reference's tests-and-development section are
 * exempt from the last two.
 *
 * The reads are found with TypeScript's parser, not a regex: `process.env.X`, `process.env['X']`,
 * and the same on a parameter named `env` (functions take `env = process.env`); an index that is a
 * constant of the file (`env[OPT_OUT_SECRET_ENV]`) or a parameter typed as string literals
 * (`name: 'SEED_ADMIN_PASSWORD' | …`) counts as each of its values.
 */
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/
const NOT_SOURCE = /\.test\.|\.spec\.|\.d\.m?ts$/

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file)
    return SOURCE.test(name) && !NOT_SOURCE.test(name) ? [file] : []
  })
}

const isEnvObject = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && node.text === 'env') ||
  (ts.isPropertyAccessExpression(node) &&
    node.name.text === 'env' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process')

/** The string values a name of this file stands for: a `const` string or a parameter typed as literals. */
function literalValues(file: ts.SourceFile, name: string): string[] {
  const values: string[] = []
  const literals = (type: ts.TypeNode | undefined): string[] => {
    if (!type) return []
    if (ts.isUnionTypeNode(type)) return type.types.flatMap(literals)
    if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text]
    return []
  }
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      if (ts.isStringLiteralLike(node.initializer)) values.push(node.initializer.text)
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === name) values.push(...literals(node.type))
    ts.forEachChild(node, visit)
  }
  visit(file)
  return values
}

/** Variable name → the files that read it. */
function environmentReads(files: string[]): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>()
  const add = (name: string, file: string) => {
    if (!reads.has(name)) reads.set(name, new Set())
    reads.get(name)!.add(file)
  }
  for (const file of files) {
    const text = read(file)
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && isEnvObject(node.expression)) add(node.name.text, file)
      if (ts.isElementAccessExpression(node) && isEnvObject(node.expression)) {
        const index = node.argumentExpression
        if (ts.isStringLiteralLike(index)) add(index.text, file)
        else if (ts.isIdentifier(index)) for (const value of literalValues(source, index.text)) add(value, file)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return reads
}

const reads = environmentReads([...sourceFiles('src'), ...sourceFiles('scripts')])

const reference = read('docs/configuration.md')
const DEV_HEADING = '## Tests, benchmarks and development only'
const devSection = reference.slice(reference.indexOf(DEV_HEADING))
const documented = (section: string, name: string) => section.includes(`\`${name}\``)
const devOnly = (name: string) => documented(devSection, name)

/** `X=` or `# X=` at the start of a line: an env example's setting, given or at its default. */
const listed = (example: string, name: string) => new RegExp(`^#? ?${name}=`, 'm').test(example)
const rootExample = read('.env.example')
const composeExample = read('deploy/env.example')

type Service = { env_file?: Array<{ path: string }>; environment?: Record<string, string> }
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> }
const imageEnv = runtimeStage(read('Dockerfile')).env as Record<string, string>

/** Which compose service runs a file: the tools (backups), the seed, or the app (the rest of src/). */
function serviceOf(file: string): string | null {
  if (/^scripts\/(backup|restore)\.mjs$|^scripts\/lib\/backup\//.test(file)) return 'tools'
  if (file.startsWith('src/seed/')) return 'seed'
  if (file.startsWith('src/')) return 'app'
  return null
}

describe('every environment variable the code reads (docs/configuration.md)', () => {
  it('finds the reads with the parser, constants and literal-typed parameters included', () => {
    for (const name of ['SITE_URL', 'TEXTING_OPT_OUT_SECRET', 'ERASURE_LEDGER', 'SEED_AGENT_PASSWORD', 'VAPID_PUBLIC_KEY']) {
      expect(reads.has(name), name).toBe(true)
    }
    expect(reads.get('CLIENT_IP_HEADER')).toEqual(new Set(['src/server/client-address.ts']))
    // A comment naming a variable is no read.
    expect([...reads.keys()].every((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))).toBe(true)
    expect(reads.size).toBeGreaterThan(60)
  })

  it('is in the settings reference', () => {
    const missing = [...reads.keys()].filter((name) => !documented(reference, name))
    expect(missing, 'add these to docs/configuration.md').toEqual([])
  })

  it('is in .env.example, unless it is for tests and development only', () => {
    const missing = [...reads.keys()].filter((name) => !devOnly(name) && !listed(rootExample, name))
    expect(missing, 'add these to .env.example (commented out when optional)').toEqual([])
  })

  it('reaches the compose container that reads it: deploy/.env passed whole, or set by compose or the image', () => {
    const unreachable: string[] = []
    for (const [name, files] of reads) {
      if (devOnly(name)) continue
      for (const service of new Set([...files].map(serviceOf))) {
        if (!service) continue
        const { env_file: envFile, environment = {} } = compose.services[service]!
        const fromCompose = environment[name] !== undefined && environment[name] !== ''
        const fromImage = service === 'app' && imageEnv[name] !== undefined && environment[name] === undefined
        const fromEnvFile = Boolean(envFile?.some((file) => file.path === '.env')) && environment[name] === undefined
        if (!fromCompose && !fromImage && !(fromEnvFile && listed(composeExample, name))) unreachable.push(`${service}: ${name}`)
      }
    }
    expect(unreachable, 'pass these through deploy/env.example (commented out when optional) or compose').toEqual([])
  })

  it('lists in the env examples and the reference only what exists', () => {
    const names = (example: string) => [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!)
    // Read by Payload itself, or by compose and its other images (PostgreSQL, Caddy, nginx).
    const notOurCode = new Set([
      'IMAGE',
      'VERSION',
      'POSTGRES_PASSWORD',
      'SITE_DOMAINS',
      'ACME_EMAIL',
      'HTTP_PORT',
      'HTTPS_PORT',
      'COMPOSE_PROFILES',
    ])
    for (const name of [...names(rootExample), ...names(composeExample)]) {
      expect(reads.has(name) || notOurCode.has(name), `${name} is read by nothing`).toBe(true)
      expect(documented(reference, name), `${name} in docs/configuration.md`).toBe(true)
    }
  })

  it('names the unset VAPID pair in the start-up check', async () => {
    const { missingProductionSettings } = await import('@/server/production-settings')
    expect(missingProductionSettings({}).map((setting) => setting.name)).toContain('VAPID_PUBLIC_KEY')
  })
})
