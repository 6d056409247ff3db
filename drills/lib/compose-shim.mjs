/**
 * The Docker engine the runbook drill does not have: a loopback server that answers the `docker`
 * shim (drills/lib/docker-shim/docker, put first on PATH) with the drill's own releases, so that
 * deploy/upgrade.sh and deploy/rollback.sh run unchanged. Exactly the commands those scripts use
 * are understood; any other is refused (exit 125), so a script that starts using a new command
 * fails the drill until the drill maps it:
 *   docker compose -f FILE pull SERVICE…                       (VERSION from the environment)
 *   docker compose -f FILE run --rm -T migrate                 the release's migrations
 *   docker compose -f FILE run --rm -T tools SCRIPT [-- ARG…]  the tools image's `npm run SCRIPT`
 *   docker compose -f FILE exec -T postgres psql … -Atc SQL
 *   docker compose -f FILE exec -T nginx curl … http://127.0.0.1/PATH
 *   docker compose -f FILE ps --services --status running
 *   docker compose -f FILE stop SERVICE…
 *   docker compose -f FILE up -d --no-deps --wait --wait-timeout N SERVICE…
 *   docker image ls REPO --format {{.Tag}} · docker image rm REPO:TAG · docker image prune -f
 * VERSION is the shell's (`VERSION=v1.1.0 dc …`) or else deploy/.env's, as compose resolves it.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const SHIM_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'docker-shim')

/** `docker compose` arguments → { sub, options: Map, rest: [] } (a flag's value follows it). */
export function parseCompose(args) {
  // Compose's own flags that take a value (a command's flags come after its service, in `rest`).
  const withValue = new Set(['-f', '--file', '--wait-timeout', '--format', '--status'])
  let i = 0
  let file
  while (args[i] === '-f' || args[i] === '--file') {
    file = args[i + 1]
    i += 2
  }
  const sub = args[i++]
  const options = new Map()
  const rest = []
  // Options come before the service; what follows the service belongs to its command.
  while (i < args.length && args[i].startsWith('-')) {
    const flag = args[i]
    if (withValue.has(flag)) {
      options.set(flag, args[i + 1])
      i += 2
    } else {
      options.set(flag, true)
      i += 1
    }
  }
  while (i < args.length) rest.push(args[i++])
  return { file, sub, options, rest }
}

const versionIn = (envFile) => /^VERSION=(.*)$/m.exec(readFileSync(envFile, 'utf8'))?.[1]?.trim()

/**
 * Starts the server; `handlers` does the work: pull(version, services), migrate(version),
 * tools(version, script, args), psql(sql), nginxCurl(args), running(), stop(services),
 * up(version, services, waitSeconds), imageTags(repo), imageRemove(ref). Each resolves
 * { stdout?, stderr?, status? }. Returns { url, calls, refused, close() }: every command, and those not mapped.
 */
export async function startComposeShim(handlers) {
  const calls = []
  const refused = []
  const dispatch = async ({ args, version }) => {
    calls.push(args.join(' '))
    const refuse = () => {
      refused.push(args.join(' '))
      return { stderr: `docker (runbook drill shim): not mapped: docker ${args.join(' ')}\n`, status: 125 }
    }
    if (args[0] === 'image') {
      const [, verb, ...more] = args
      if (verb === 'ls' && more[1] === '--format' && more[2] === '{{.Tag}}') return handlers.imageTags(more[0])
      if (verb === 'rm' && more.length === 1) return handlers.imageRemove(more[0])
      if (verb === 'prune' && more[0] === '-f') return { stdout: 'Total reclaimed space: 0B\n' }
      return refuse()
    }
    if (args[0] !== 'compose') return refuse()
    const { file, sub, options, rest } = parseCompose(args.slice(1))
    if (!file) return refuse()
    const release = version ?? versionIn(path.join(path.dirname(file), '.env'))
    switch (sub) {
      case 'pull':
        return handlers.pull(release, rest)
      case 'run':
        if (!options.has('--rm')) return refuse()
        if (rest[0] === 'migrate' && rest.length === 1) return handlers.migrate(release)
        if (rest[0] === 'tools' && rest[1])
          return handlers.tools(
            release,
            rest[1],
            rest.slice(2).filter((arg) => arg !== '--'),
          )
        return refuse()
      case 'exec': {
        const sqlAt = rest.indexOf('-Atc')
        if (rest[0] === 'postgres' && rest[1] === 'psql' && sqlAt > 0) return handlers.psql(rest[sqlAt + 1])
        if (rest[0] === 'nginx' && rest[1] === 'curl') return handlers.nginxCurl(rest.slice(2))
        return refuse()
      }
      case 'ps':
        if (options.has('--services') && options.get('--status') === 'running') return handlers.running()
        return refuse()
      case 'stop':
        return handlers.stop(rest)
      case 'up':
        if (!options.has('-d') || !options.has('--no-deps') || !options.has('--wait')) return refuse()
        return handlers.up(release, rest, Number(options.get('--wait-timeout') ?? 60))
      default:
        return refuse()
    }
  }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', async () => {
      let answer
      try {
        answer = await dispatch(JSON.parse(body))
      } catch (error) {
        answer = { stderr: `docker (runbook drill shim): ${error instanceof Error ? error.message : error}\n`, status: 1 }
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ stdout: answer.stdout ?? '', stderr: answer.stderr ?? '', status: answer.status ?? 0 }))
    })
  })
  // Requests may last minutes (a migration, a start bounded by --wait-timeout).
  server.requestTimeout = 0
  server.headersTimeout = 0
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    refused,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
