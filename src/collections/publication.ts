import type { PayloadRequest } from 'payload'

type Versioned = { id?: number | string; _status?: 'draft' | 'published' | null }

/**
 * Whether a change of a post, a CMS page or a text group touches the public site: a publish (or an
 * edit saved as published), or an unpublish. A draft save — autosaves included — writes only a
 * version, and the published document is untouched; it looks like an unpublish (the document was
 * published, the saved one is a draft), so the main row, which a draft save leaves alone, tells
 * them apart. The posts', pages' and site texts' refresh hooks all ask this.
 */
export async function changeIsPublic(
  doc: Versioned,
  previousDoc: Pick<Versioned, '_status'> | undefined,
  req: PayloadRequest,
  source: 'posts' | 'pages' | { global: string } = 'posts',
): Promise<boolean> {
  if (doc._status === 'published') return true
  if (previousDoc?._status !== 'published') return false
  const main = (
    typeof source === 'string'
      ? await req.payload.db.findOne({ collection: source, where: { id: { equals: doc.id } }, req })
      : await req.payload.db.findGlobal({ slug: source.global, req })
  ) as Versioned | null
  return main?._status !== 'published'
}
