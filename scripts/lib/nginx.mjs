/**
 * The shipped reverse-proxy configuration (deploy/nginx.conf) rendered and run by a throwaway
 * nginx: a temp prefix, a free loopback port, `nginx -p DIR -c DIR/nginx.conf -g 'daemon off;'`,
 * stopped and removed by `stop()`. For the tests (tests/api/nginx-cache.test.ts), the benchmark
 * and the multi-instance test. Debian's nginx (`apt-get install nginx`; CI installs it).
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './net.mjs'
import { ensureSystemPackages } from './system-packages.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
export const NGINX_TEMPLATE = path.join(root, 'deploy', 'nginx.conf')
/** The values deploy/nginx.conf is rendered with (compose passes the same names to envsubst). */
export const NGINX_TEMPLATE_VALUES = ['APP_UPSTREAMS', 'LISTEN', 'CACHE_DIR', 'OUTAGE_DIR', 'ACCESS_LOG', 'REAL_IP_FROM']
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

/** The template with each ${NAME} of NGINX_TEMPLATE_VALUES replaced; any other ${…} is an error. */
export function renderNginxSite(template, values) {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) => {
    if (!NGINX_TEMPLATE_VALUES.includes(name)) throw new Error(`deploy/nginx.conf: unknown value ${whole}`)
    if (values[name] === undefined) throw new Error(`deploy/nginx.conf: no value for ${whole}`)
    return values[name]
  })
}

/** `server 127.0.0.1:3001; server 127.0.0.1:3002;` for the upstream block. */
export function upstreamServers(addresses) {
  return addresses.map((address) => `server ${address} max_fails=1 fail_timeout=2s;`).join(' ')
}

/**
 * The main configuration around the site file: what Debian's /etc/nginx/nginx.conf and the nginx
 * image give in production (pid, logs, temp paths, mime types), here all inside the prefix.
 * `extraHttp` adds http-context text (the benchmark's static server).
 */
function mainConfig(dir, { workers, extraHttp }) {
  const asRoot = process.getuid?.() === 0
  return `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    access_log off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/site.conf;
${extraHttp ?? ''}
}
`
}

/** Whether Debian's nginx is installed here. */
export function nginxAvailable() {
  return spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status === 0
}

/**
 * Renders the files into a fresh prefix and checks them with `nginx -t`; returns the prefix. The
 * access log is DIR/access.log; `outageDir` is where the app writes its outage page (the app's
 * OUTAGE_PAGE_DIR), by default an empty DIR/outage.
 */
export function prepareNginx({
  upstreams,
  port,
  workers = 1,
  extraHttp,
  outageDir,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-throwaway-'))
  // Workers run as nobody when we are root: they must reach the cache and temp directories.
  chmodSync(dir, 0o755)
  mkdirSync(path.join(dir, 'tmp'), { mode: 0o777 })
  chmodSync(path.join(dir, 'tmp'), 0o777)
  const site = renderNginxSite(template, {
    APP_UPSTREAMS: upstreamServers(upstreams),
    LISTEN: `127.0.0.1:${port}`,
    CACHE_DIR: path.join(dir, 'cache'),
    OUTAGE_DIR: outageDir ?? path.join(dir, 'outage'),
    ACCESS_LOG: path.join(dir, 'access.log'),
    // Visitors reach it directly here: their own address is $remote_addr.
    REAL_IP_FROM: '',
  })
  writeFileSync(path.join(dir, 'site.conf'), site)
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, { workers, extraHttp }))
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  })
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`nginx -t refused the rendered configuration:\n${check.stderr}`)
  }
  return dir
}

/**
 * A throwaway nginx with deploy/nginx.conf in front of `upstreams` (['127.0.0.1:3001', …]) on a
 * free loopback port. Resolves once it answers; `stop()` ends it and removes its prefix.
 */
export async function startNginx({ upstreams, workers = 1, extraHttp, port, outageDir } = {}) {
  ensureSystemPackages(['nginx'])
  const listenPort = port ?? (await freePort())
  const dir = prepareNginx({ upstreams, port: listenPort, workers, extraHttp, outageDir })
  const errorLog = path.join(dir, 'error.log')
  const child = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = `http://127.0.0.1:${listenPort}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}${readLog(errorLog)}`)
    try {
      await fetch(`${url}/_nginx_probe`, { method: 'HEAD' })
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}: ${readLog(errorLog)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    port: listenPort,
    dir,
    errorLog: () => readLog(errorLog),
    accessLog: () => readLog(path.join(dir, 'access.log')),
    async stop() {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
