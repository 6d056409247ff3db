import { rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Next keeps pages rendered at run time (ISR) and cached CMS reads on disk under .next/, across
 * restarts. They describe the database the last server used; the database may have changed since
 * (migrations, a restore, another DATABASE_URL), so every start begins with an empty cache and
 * pages are rendered again on their first request.
 */
export function clearRuntimeCache(root = process.cwd()) {
  for (const dir of [path.join('.next', 'cache', 'fetch-cache'), path.join('.next', 'server', 'route-cache')]) {
    rmSync(path.join(root, dir), { recursive: true, force: true })
  }
}
