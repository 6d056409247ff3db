import { slugify } from '@/lib/slugify'

/**
 * The article index (spec §2): the post's `sections` field lists one entry per h2 heading of the
 * body, in order. The n-th entry's anchor becomes the id of the n-th h2, so the same anchors serve
 * both translations of a post.
 */
export type IndexEntry = { title: string; id: string }

type SectionField = { title?: string | null; anchor?: string | null }[] | null | undefined

/** Safe, unique element ids from the editors' anchors ('Requisitos VAWA' → 'requisitos-vawa'). */
export function sectionIndex(sections: SectionField): IndexEntry[] {
  const seen = new Map<string, number>()
  return (sections ?? []).map((section, index) => {
    const base = slugify(section.anchor ?? '') || slugify(section.title ?? '') || `section-${index + 1}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return { title: (section.title ?? '').trim(), id: count === 1 ? base : `${base}-${count}` }
  })
}

type LexicalNode = { type?: unknown; tag?: unknown; children?: unknown }

/** The body's h2 heading nodes in document order. */
export function h2Nodes(body: unknown): object[] {
  const found: object[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as LexicalNode
    if (n.type === 'heading' && n.tag === 'h2') {
      found.push(node)
      return
    }
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk((body as { root?: unknown } | null)?.root)
  return found
}

/** Heading node → id, for the RichText heading converter (nodes are passed to it unchanged). */
export function h2Anchors(body: unknown, entries: IndexEntry[]): Map<object, string> {
  const map = new Map<object, string>()
  h2Nodes(body).forEach((node, index) => {
    const entry = entries[index]
    if (entry) map.set(node, entry.id)
  })
  return map
}
