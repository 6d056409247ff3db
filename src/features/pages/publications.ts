/**
 * The dated record of a CMS page (issue 24, item 4): every published version with the time it went
 * live and the time it was replaced, from Payload's versions (every version is kept: maxPerDoc 0).
 *
 * A publish writes a published version; the next publish replaces it. An unpublish writes a draft
 * version too, as a draft save does, but only an unpublish (or a publish) changes the main row: so
 * the main row's updatedAt, when it is a draft, is when the last published version came down.
 *
 * Pure (no Next, no Payload): the route and the unit tests use it as is.
 */
export type VersionRow = { id: number | string; createdAt: string; published: boolean }
export type Publication = { versionId: number | string; liveFrom: string; liveUntil: string | null }

export function publicationsOf(versions: VersionRow[], main: { published: boolean; updatedAt: string }): Publication[] {
  const published = versions.filter((v) => v.published).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return published.map((v, i) => {
    const next = published[i + 1]
    const liveUntil = next ? next.createdAt : main.published ? null : main.updatedAt
    return { versionId: v.id, liveFrom: v.createdAt, liveUntil }
  })
}

/** The publication live at an instant, if any. */
export function liveAt(publications: Publication[], at: Date): Publication | null {
  const t = at.getTime()
  return publications.find((p) => Date.parse(p.liveFrom) <= t && (p.liveUntil === null || t < Date.parse(p.liveUntil))) ?? null
}
