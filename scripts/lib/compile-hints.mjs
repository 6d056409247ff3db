import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on the background thread that compiles the script while it streams
 * in. Without it, each of Turbopack's module factories (an arrow function per module) is compiled
 * on the main thread the moment the page's code starts: React DOM's and Next's router's
 * compilation then sits in the one long task that hydration begins with, which a cheap phone feels
 * and Lighthouse counts as blocking time. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the chunks every public page boots with (Next's `rootMainFiles` in the build manifest:
 * React, React DOM, Next's client and Turbopack's runtime), whose functions nearly all run while a
 * page starts. Not the page chunks or the admin's, where most code waits for a click. Runs once
 * after `next build`, before anything serves or copies `.next/static`; marking twice is a no-op.
 */
export function markBootChunks(distDir = '.next') {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
  // A Next upgrade that renames the field would silently drop the hint: stop the build instead.
  if (!files.length) throw new Error(`${distDir}/build-manifest.json names no rootMainFiles: see scripts/lib/compile-hints.mjs`)
  for (const file of files) {
    const full = path.join(distDir, file)
    const code = readFileSync(full, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(full, COMPILE_HINT + code)
  }
  return files
}
