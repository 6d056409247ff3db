/**
 * `npm run migrate:reversible -- NAME…`: whether `payload migrate:down` can undo these migrations
 * of this release (src/migrations/postgres, the one set). It reads no database.
 * A migration is reversible when its module exports a `down` function and does not export
 * `irreversible` — the mark a migration whose down() would lose data carries, with the reason:
 *   export const irreversible = 'merges the two phone columns: the split cannot be recovered'
 * Prints one line per migration; exit 1 when any is not reversible or not found, 2 on bad usage.
 * deploy/rollback.sh asks this of the newer release's tools image before it runs migrate:down.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const names = process.argv.slice(2).filter((arg) => arg !== '--')
if (names.length === 0 || names.some((name) => !/^\w+$/.test(name))) {
  console.error('usage: npm run migrate:reversible -- MIGRATION_NAME…')
  process.exit(2)
}
const folder = path.resolve(import.meta.dirname, '..', 'src', 'migrations', 'postgres')

// `irreversible`: the reason, as the header says (true when none is given).
type MigrationModule = { down?: unknown; irreversible?: string | true }

let reversible = true
for (const name of names) {
  const file = ['.ts', '.js'].map((ext) => path.join(folder, name + ext)).find((candidate) => existsSync(candidate))
  if (!file) {
    console.log(`✗ ${name}: not in ${path.relative(process.cwd(), folder)} of this release`)
    reversible = false
    continue
  }
  const migration = (await import(pathToFileURL(file).href)) as MigrationModule
  if (typeof migration.down !== 'function') {
    console.log(`✗ ${name}: has no down()`)
    reversible = false
  } else if (migration.irreversible) {
    console.log(`✗ ${name}: irreversible: ${migration.irreversible === true ? 'marked so' : migration.irreversible}`)
    reversible = false
  } else console.log(`✓ ${name}: down() reverses it`)
}
process.exit(reversible ? 0 : 1)
