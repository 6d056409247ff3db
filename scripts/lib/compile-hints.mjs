/**
 * V8's explicit compile hint on the scripts every page runs as it starts: Next's root main files
 * (React DOM, the App Router, Turbopack's runtime), as `.next/build-manifest.json` lists them.
 *
 * Without the hint, Chromium compiles a function on the main thread the first time it runs, so
 * starting React is one long task of compiling and running. A script whose first line is the magic
 * comment `//# allFunctionsCalledOnLoad` is compiled whole on the background thread that streams it
 * in (https://v8.dev/blog/explicit-compile-hints; Chromium 136 and later, which is what Android
 * phones run; other browsers read a comment). Only for code that runs at start: compiling code that
 * never runs would cost the phone time and memory for nothing, so the route's own chunks and the
 * code loaded on first use (a form's) are left as they are.
 *
 * Measured on the built site, Chromium with its CPU slowed 4x: the start-up task of /gracias went
 * from 378-498 ms to 187-223 ms, and Lighthouse's blocking time there from 393 to 135 ms.
 *
 * Run by scripts/build.mjs after `next build`; idempotent (a marked file is left alone). The chunk
 * names stay: they are Next's own, and the hint is the same on every build of the same code.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The root main files Next's build manifest names, relative to the `.next` directory. */
function rootMainFiles(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  if (!Array.isArray(manifest.rootMainFiles) || manifest.rootMainFiles.length === 0) {
    // Next renamed or dropped the list: fail the build rather than ship pages that start slowly unnoticed.
    throw new Error(`${nextDir}/build-manifest.json has no rootMainFiles: see scripts/lib/compile-hints.mjs`)
  }
  return manifest.rootMainFiles
}

/** Puts the hint on the first line of each root main file; returns the files it marked. */
export function addCompileHints(nextDir) {
  const marked = []
  for (const file of rootMainFiles(nextDir)) {
    const full = path.join(nextDir, file)
    if (!file.endsWith('.js') || !existsSync(full)) throw new Error(`root main file ${file} is not a script in ${nextDir}`)
    const source = readFileSync(full, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(full, `${COMPILE_HINT}\n${source}`)
    marked.push(file)
  }
  return marked
}
