import 'server-only'
import { cache } from 'react'
import { cookies, draftMode } from 'next/headers'
import { payloadClient } from '@/server/payload'
import { SNAPSHOT_COOKIE, snapshotOfCookie, type SnapshotRender } from './snapshot-request'

/**
 * A page rendered for a dated snapshot (src/app/api/snapshot): a draft-mode request with the
 * snapshot cookie, signed with a key made from the Payload secret. Draft mode is checked first and
 * the cookie read only then, so a public render stays as cached as before; the texts
 * (src/features/site-texts/texts.server.ts) and the posts, testimonials and reviews
 * (src/features/content/queries.ts) read what was there at the instant.
 */
export const snapshotRender = cache(async (): Promise<SnapshotRender | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
  } catch {
    // Outside a request (a script, a test, a cached read): no snapshot.
    return null
  }
  const value = (await cookies()).get(SNAPSHOT_COOKIE)?.value
  return value ? snapshotOfCookie((await payloadClient()).secret, value) : null
})

/**
 * The text groups each snapshot render read, by its id, so the snapshot's note lists the groups the
 * page shows and no others. The render is a loopback request to this same server
 * (`loopbackOrigin`), so the route and the render share this process; on `globalThis` because the
 * route's bundle and the pages' bundle each have their own copy of this module.
 */
const KEY = Symbol.for('site.snapshot.groupsShown')
const renders = ((globalThis as { [KEY]?: Map<string, Set<string>> })[KEY] ??= new Map())

/** Starts noting the groups a snapshot render reads. */
export function openSnapshotRender(id: string): void {
  renders.set(id, new Set())
}

/** Notes that a snapshot render read a text group (its global's slug); nothing for a render nobody opened. */
export function noteGroupShown(id: string, slug: string): void {
  renders.get(id)?.add(slug)
}

/** The groups the render read, and forgets it. */
export function closeSnapshotRender(id: string): Set<string> {
  const groups = renders.get(id) ?? new Set<string>()
  renders.delete(id)
  return groups
}
