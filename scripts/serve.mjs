#!/usr/bin/env node
/**
 * Serves the built site: Next's own request handler behind a thin edge (scripts/lib/edge.mjs).
 * `next start` cannot be used because Next keeps a client-sent X-Forwarded-For as it is, so the app
 * could not tell visitors apart without a proxy (one shared rate-limit bucket: one client could
 * silence the forms for everyone). Here the socket address is known and written to X-Client-IP.
 * Env: PORT (3000), HOST (all interfaces), TRUST_PROXY (addresses/CIDRs of the proxies in front of us; none).
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { deferBootScripts } from './lib/boot-scripts.mjs'
import { createCompression } from './lib/compress.mjs'
import { securePrefixedCookies } from './lib/prefixed-cookies.mjs'
import { applyEdgeHeaders, EDGE_ANSWER_HEADERS, refuseBody, refuseRequest, trustedProxies } from './lib/edge.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || undefined
const { list: trusted, problem } = trustedProxies(process.env.TRUST_PROXY)
if (problem !== null) {
  // A count (`1`) or a typo would leave every visitor sharing the proxy's address, or let anyone
  // choose theirs: better not to start than to run that way.
  console.error(
    `TRUST_PROXY must name the proxies in front of the app by address or CIDR (e.g. 127.0.0.1,10.0.0.0/8), or be empty; "${problem}" is not one.`,
  )
  process.exit(1)
}
// Seconds a stopping instance lets requests in flight finish (a lead being stored) before it exits.
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000)

// Next is handed the config the build recorded (`.next/required-server-files.json`, the resolved
// config) through `__NEXT_PRIVATE_STANDALONE_CONFIG`, exactly as Next's own standalone `server.js`
// does: the Docker image has no next.config.ts, and Next's router layer (compression, headers,
// rewrites) reads its config only from that file or that variable; the public `next({ conf })`
// reaches the renderer alone, so the image ran on Next's defaults with it. The one private
// interface we keep: listed in docs/ARCHITECTURE.md ("Framework internals we still depend on"),
// and tests/api/image.test.ts fails if Next stops honouring it. In the project folder it also
// spares Next loading next.config.ts again (the build's config is what the build was made with).
// Set before Next is loaded.
const { config: builtConfig } = JSON.parse(readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'))
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig)
const { default: next } = await import('next')

// Next's own idea of its name, used for its internal requests; not the interface we listen on (with
// hostname 127.0.0.1 Next 16 answers every default-locale page with a 307 to itself).
// `quiet`: Next does not print the errors it catches; src/instrumentation.ts (onRequestError) logs
// each one once, as a JSON line with its digest.
const app = next({ dev: false, dir: root, port, hostname: 'localhost', quiet: true })
const handle = app.getRequestHandler()
await app.prepare()
// Gzip here, not in Next (`compress: false`): a cached page is compressed once, not per request,
// and its boot scripts are moved after the first paint once too (scripts/lib/boot-scripts.mjs).
// Each public page's policy names its own inline scripts instead of allowing any (script-hashes.mjs).
const compress = createCompression({ rewriteHtml: deferBootScripts, scriptHashes: true })

const server = http.createServer((req, res) => {
  const refusal = refuseRequest(req.method, req.url)
  if (refusal) {
    const headers = { ...EDGE_ANSWER_HEADERS }
    if (refusal.status === 405) headers.Allow = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
    res.writeHead(refusal.status, headers)
    res.end(JSON.stringify({ status: 'error', code: refusal.status === 405 ? 'method_not_allowed' : 'bad_request' }))
    return
  }
  if (refuseBody(req.method, req.url, req.headers['content-length'])) {
    // Answered without reading the body; the connection is closed rather than drained.
    res.writeHead(413, { ...EDGE_ANSWER_HEADERS, Connection: 'close' })
    res.end(JSON.stringify({ status: 'error', code: 'payload_too_large' }))
    return
  }
  applyEdgeHeaders(req.headers, req.socket.remoteAddress, trusted)
  compress(req, res)
  securePrefixedCookies(res)
  handle(req, res).catch((error) => {
    console.error(JSON.stringify({ level: 'error', event: 'serve.unhandled', message: String(error?.message ?? error) }))
    if (!res.headersSent) {
      res.writeHead(500, EDGE_ANSWER_HEADERS)
      res.end(JSON.stringify({ status: 'error', code: 'internal' }))
    } else res.end()
  })
})
// Slow clients must not hold sockets forever; keep-alive a little longer than common proxies' 60 s.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.requestTimeout = 60_000

server.listen(port, host, () => {
  console.log(
    `› Ready on http://${host ?? 'localhost'}:${port}${trusted ? ` (trusting X-Forwarded-For from ${process.env.TRUST_PROXY})` : ''}`,
  )
})

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`› ${signal}: finishing requests in flight, then stopping`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), DRAIN_MS).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
