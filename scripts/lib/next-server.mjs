/**
 * How the built site is served outside the Docker image: `next start` in the project folder, with
 * Next's own compression, ETags and SIGTERM handling (it stops taking connections and lets the
 * requests in flight, a lead being stored, finish before it exits). The image runs Next's
 * standalone `server.js` instead (Dockerfile). Next prints a warning that `next start` is not meant
 * for `output: 'standalone'`: the build serves both, and the image is the standalone one.
 *
 * The visitor's address comes from the proxy in front (CLIENT_IP_HEADER, src/server/client-address.ts).
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Next's CLI, run with the site's Node (process.execPath). */
export const NEXT_BIN = require.resolve('next/dist/bin/next')

/**
 * Arguments of `node` that serve the build on `port`. Keep-alive outlasts nginx's upstream keepalive
 * (and common load balancers' 60 s), so a reused connection is never closed under a request.
 */
export function nextStartArgs(port, { host } = {}) {
  return [NEXT_BIN, 'start', '--port', String(port), '--keepAliveTimeout', '65000', ...(host ? ['--hostname', host] : [])]
}
