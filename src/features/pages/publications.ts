/**
 * Which publication of the dated record (the `publications` collection, src/features/publication-
 * record) was live at an instant: live from `liveFrom` (included) until `liveUntil` (excluded), or
 * still live when `liveUntil` is empty. Between an unpublish and the next publish, none.
 *
 * Pure (no Next, no Payload): the routes, the site texts' snapshot reads and the unit tests use it.
 */
export type Dated = { liveFrom: string; liveUntil?: string | null }

export function liveAt<T extends Dated>(publications: readonly T[], at: Date): T | null {
  const t = at.getTime()
  return publications.find((p) => Date.parse(p.liveFrom) <= t && (p.liveUntil == null || t < Date.parse(p.liveUntil))) ?? null
}
