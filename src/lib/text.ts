/** Plain text of a Lexical editor state (for teasers, meta descriptions, search). */
export function lexicalToPlainText(state: unknown): string {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; text?: unknown; children?: unknown[] }
    if (typeof n.text === 'string') out.push(n.text)
    if (Array.isArray(n.children)) {
      n.children.forEach(walk)
      if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'listitem') out.push(' ')
    }
  }
  walk((state as { root?: unknown } | null)?.root)
  return out.join('').replace(/\s+/g, ' ').trim()
}

/** The first `length` characters (code points) plus "..." when the text is longer. */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text)
  if (chars.length <= length) return text
  return `${chars.slice(0, length).join('').trimEnd()}...`
}
