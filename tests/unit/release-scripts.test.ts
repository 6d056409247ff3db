import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * deploy/upgrade.sh and deploy/rollback.sh as far as they go without a Docker engine: the shell
 * parses them (and shellcheck finds nothing, where it is installed), each refusal that comes
 * before any `docker` command exits 2 with its reason, and what they call exists (the compose
 * services, the tools scripts). They run for real, end to end, in the runbook drill
 * (drills/runbook.mjs, steps 5 and 6, with a `docker` of the drill's own).
 */
const root = path.resolve(import.meta.dirname, '../..')
const scripts = ['deploy/upgrade.sh', 'deploy/rollback.sh', 'deploy/release-lib.sh']
const hasShellcheck = spawnSync('shellcheck', ['--version']).status === 0

let site: string | undefined
afterEach(() => {
  if (site) rmSync(site, { recursive: true, force: true })
  site = undefined
})

/** A copy of deploy/ (with `env` as its .env when given) and a `docker` that fails loudly if run. */
function siteCopy(env?: string) {
  site = mkdtempSync(path.join(tmpdir(), 'release-scripts-'))
  const deploy = path.join(site, 'deploy')
  mkdirSync(deploy)
  for (const file of ['compose.yaml', 'upgrade.sh', 'rollback.sh', 'release-lib.sh'])
    copyFileSync(path.join(root, 'deploy', file), path.join(deploy, file))
  if (env !== undefined) writeFileSync(path.join(deploy, '.env'), env)
  const bin = path.join(site, 'bin')
  mkdirSync(bin)
  writeFileSync(path.join(bin, 'docker'), '#!/bin/sh\necho "docker was called: $*" >&2\nexit 99\n')
  chmodSync(path.join(bin, 'docker'), 0o755)
  const run = (script: string, ...args: string[]) => {
    const result = spawnSync('bash', [path.join(deploy, script), ...args], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, VERSION: 'v9.9.9' },
    })
    return { status: result.status, output: result.stdout + result.stderr }
  }
  return { deploy, run }
}

describe('deploy/upgrade.sh and deploy/rollback.sh', () => {
  it('parse (bash -n), are executable, and set -euo pipefail', () => {
    for (const script of scripts) {
      const check = spawnSync('bash', ['-n', path.join(root, script)], { encoding: 'utf8' })
      expect(check.stderr, script).toBe('')
      expect(check.status, script).toBe(0)
    }
    for (const script of scripts.slice(0, 2)) {
      expect(readFileSync(path.join(root, script), 'utf8')).toMatch(/^#!\/usr\/bin\/env bash\n[\s\S]*^set -Eeuo pipefail$/m)
      expect(spawnSync('test', ['-x', path.join(root, script)]).status, `${script} is executable`).toBe(0)
    }
  })

  it.skipIf(!hasShellcheck)('pass shellcheck', () => {
    const check = spawnSync('shellcheck', ['-x', ...scripts], { cwd: root, encoding: 'utf8' })
    expect(check.stdout).toBe('')
    expect(check.status).toBe(0)
  })

  it('refuse bad requests with the reason, exit 2, before any docker command', () => {
    const env = 'IMAGE=ghcr.io/example/site\nVERSION=v1.4.0\n'
    const { run } = siteCopy(env)
    const cases: Array<[string[], RegExp]> = [
      [['upgrade.sh'], /usage: deploy\/upgrade\.sh VERSION/],
      [['upgrade.sh', 'latest'], /'latest' is not a release version/],
      [['upgrade.sh', 'v1.4.0'], /v1\.4\.0 runs already/],
      [['rollback.sh', 'v1.3.0'], /usage: deploy\/rollback\.sh/],
      [['rollback.sh'], /no upgrade by deploy\/upgrade\.sh to roll back/],
    ]
    for (const [args, reason] of cases) {
      const { status, output } = run(args[0]!, ...args.slice(1))
      expect(output, args.join(' ')).toMatch(reason)
      expect(output, args.join(' ')).not.toContain('docker was called')
      expect(status, args.join(' ')).toBe(2)
    }
  })

  it('upgrade.sh needs deploy/.env; rollback.sh refuses when deploy/.env moved on since the upgrade', () => {
    expect(siteCopy().run('upgrade.sh', 'v1.5.0').output).toMatch(/no .*deploy\/\.env/)
    const { deploy, run } = siteCopy('IMAGE=ghcr.io/example/site\nVERSION=v1.6.0\n')
    writeFileSync(
      path.join(deploy, '.release'),
      'PREVIOUS_VERSION=v1.4.0\nUPGRADED_TO=v1.5.0\nBACKUP=/srv/site/backups/x\nBATCH_BEFORE=3\nMIGRATIONS_BEFORE=a b\nMIGRATIONS=\n',
    )
    const { status, output } = run('rollback.sh')
    expect(output).toMatch(/runs v1\.6\.0 but the last upgrade went to v1\.5\.0/)
    expect(output).not.toContain('docker was called')
    expect(status).toBe(2)
  })

  it('call only compose services and tools scripts that exist', () => {
    const compose = parse(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8')) as {
      services: Record<string, { entrypoint?: string[] }>
    }
    const text = scripts.map((script) => readFileSync(path.join(root, script), 'utf8')).join('\n')
    const services = new Set(
      [...text.matchAll(/\bdc (?:run --rm -T|exec -T|pull) ([\w-]+(?: [\w-]+)*)/g)].flatMap((m) => m[1]!.split(' ')),
    )
    for (const service of ['tools', 'migrate', 'postgres', 'nginx', 'app'])
      expect(services.has(service) || text.includes(`'${service}'`), service).toBe(true)
    for (const service of ['tools', 'migrate', 'postgres', 'nginx', 'app'])
      expect(compose.services[service], service).toBeDefined()
    // `run tools SCRIPT` is `npm run SCRIPT` in the tools image.
    expect(compose.services.tools!.entrypoint).toEqual(['npm', 'run'])
    const npmScripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts
    for (const script of [...text.matchAll(/dc run --rm -T tools ([\w:]+)/g)].map((m) => m[1]!))
      expect(npmScripts[script], `npm run ${script}`).toBeDefined()
    expect(npmScripts['migrate:down']).toBe('payload migrate:down')
  })

  it('migrate:reversible: every committed PostgreSQL migration after the baseline has a down(); the baseline and an unknown name are refused', () => {
    const migrations = readdirSync(path.join(root, 'src/migrations/postgres'))
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
    // The baseline's down() would drop every table: marked irreversible, rollback.sh restores instead.
    const baseline = migrations.find((name) => name.endsWith('_baseline'))!
    const names = migrations.filter((name) => name !== baseline)
    const check = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/migrate-reversible.ts', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      })
    const all = check(...names)
    expect(all.stdout.match(/^✓ /gm)?.length).toBe(names.length)
    expect(all.status).toBe(0)
    const first = check(baseline)
    expect(first.stdout).toMatch(new RegExp(`✗ ${baseline}: irreversible: drops the whole schema`))
    expect(first.status).toBe(1)
    const unknown = check('20990101_000000_not_here')
    expect(unknown.stdout).toMatch(/✗ 20990101_000000_not_here: not in src\/migrations\/postgres/)
    expect(unknown.status).toBe(1)
  }, 60_000)
})
