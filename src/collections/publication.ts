import type { PayloadRequest } from 'payload'

type Versioned = { id?: number | string; _status?: 'draft' | 'published' | null }
type Source = 'posts' | 'pages' | { global: string }

const keyOf = (source: Source, id: unknown) =>
  `publicBefore:${typeof source === 'string' ? `${source}:${String(id)}` : source.global}`

async function mainRow(source: Source, id: unknown, req: PayloadRequest): Promise<Versioned | null> {
  return (
    typeof source === 'string'
      ? await req.payload.db.findOne({ collection: source, where: { id: { equals: id } }, req })
      : await req.payload.db.findGlobal({ slug: source.global, req })
  ) as Versioned | null
}

/**
 * A before-change hook that notes whether the public site had the document before this save (its
 * main row published). After a draft save the previous document Payload hands the after-change
 * hooks is that draft, so an unpublish that follows an autosave looked like a draft save.
 */
export function rememberPublicState(source: Source) {
  return async ({ originalDoc, req }: { originalDoc?: Versioned; req: PayloadRequest }): Promise<void> => {
    const id = originalDoc?.id
    if (typeof source === 'string' && id === undefined) return
    req.context[keyOf(source, id)] = (await mainRow(source, id, req))?._status === 'published'
  }
}

/**
 * Whether a change of a post, a CMS page or a text group touches the public site: a publish (or an
 * edit saved as published), or an unpublish. A draft save — autosaves included — writes only a
 * version, and the published document is untouched; it looks like an unpublish (the document was
 * published, the saved one is a draft), so the main row, which a draft save leaves alone, tells
 * them apart. The posts', pages' and site texts' refresh hooks all ask this. Where the collection or
 * global also runs `rememberPublicState` before the change, the main row as it was before the save
 * says whether it was public (the previous document may be a draft saved since).
 */
export async function changeIsPublic(
  doc: Versioned,
  previousDoc: Pick<Versioned, '_status'> | undefined,
  req: PayloadRequest,
  source: Source = 'posts',
): Promise<boolean> {
  if (doc._status === 'published') return true
  const before = req.context[keyOf(source, doc.id)]
  const wasPublic = typeof before === 'boolean' ? before : previousDoc?._status === 'published'
  if (!wasPublic) return false
  return (await mainRow(source, doc.id, req))?._status !== 'published'
}
