import { createHash } from 'node:crypto'

/**
 * Builds Lexical editor state JSON (what Payload stores in a richText field) from plain data, so the
 * seed's articles and biographies are written as text, not as hand-made node trees. Only the node
 * kinds the seed needs: heading, paragraph, bullet/number list, text (bold) and link.
 *
 * Inline markup in strings: `**bold**` and `[label](url)`. Links to another site open in a new tab.
 */

// Type aliases, not interfaces, throughout: Payload's generated rich-text type has index
// signatures, which only type aliases satisfy implicitly.
type Direction = 'ltr'
const TEXT_FORMAT_BOLD = 1

export type LexicalText = {
  type: 'text'
  version: 1
  text: string
  format: number
  style: ''
  mode: 'normal'
  detail: 0
}

type ElementBase = {
  version: number
  direction: Direction
  format: ''
  indent: 0
}

/** Payload's link node (version 3 carries an id and the link's fields). */
export type LexicalLink = ElementBase & {
  type: 'link'
  version: 3
  id: string
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: LexicalText[]
}

export type LexicalInline = LexicalText | LexicalLink

export type LexicalParagraph = ElementBase & {
  type: 'paragraph'
  version: 1
  textFormat: 0
  textStyle: ''
  children: LexicalInline[]
}

export type HeadingTag = 'h2' | 'h3'

export type LexicalHeading = ElementBase & {
  type: 'heading'
  version: 1
  tag: HeadingTag
  children: LexicalInline[]
}

export type LexicalListItem = ElementBase & {
  type: 'listitem'
  version: 1
  value: number
  children: LexicalInline[]
}

export type LexicalList = ElementBase & {
  type: 'list'
  version: 1
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: LexicalListItem[]
}

export type LexicalBlock = LexicalParagraph | LexicalHeading | LexicalList

export type LexicalDocument = {
  root: ElementBase & { type: 'root'; version: 1; children: LexicalBlock[] }
}

const element = { direction: 'ltr', format: '', indent: 0 } as const

export function text(value: string, options: { bold?: boolean } = {}): LexicalText {
  return {
    type: 'text',
    version: 1,
    text: value,
    format: options.bold ? TEXT_FORMAT_BOLD : 0,
    style: '',
    mode: 'normal',
    detail: 0,
  }
}

export function link(label: string, url: string): LexicalLink {
  return {
    ...element,
    type: 'link',
    version: 3,
    // Stable ids keep the seed's output identical from run to run (Lexical only needs them unique).
    id: createHash('sha1').update(`${url}\u0000${label}`).digest('hex').slice(0, 24),
    fields: { linkType: 'custom', url, newTab: /^https?:\/\//i.test(url) },
    children: [text(label)],
  }
}

const INLINE_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** 'Llame **hoy** o [escríbanos](/contacto).' → text, bold text, text, link, text. */
export function inline(markup: string): LexicalInline[] {
  const nodes: LexicalInline[] = []
  let last = 0
  for (const match of markup.matchAll(INLINE_MARKUP)) {
    const start = match.index ?? 0
    if (start > last) nodes.push(text(markup.slice(last, start)))
    const [, bold, label, url] = match
    if (bold !== undefined) nodes.push(text(bold, { bold: true }))
    else if (label !== undefined && url !== undefined) nodes.push(link(label, url))
    last = start + match[0].length
  }
  if (last < markup.length) nodes.push(text(markup.slice(last)))
  return nodes
}

/** A paragraph of markup strings and ready nodes: `p('See ', link('this', '/x'), '.')` or `p('See [this](/x).')`. */
export function p(...parts: Array<string | LexicalInline>): LexicalParagraph {
  return {
    ...element,
    type: 'paragraph',
    version: 1,
    textFormat: 0,
    textStyle: '',
    children: parts.flatMap((part) => (typeof part === 'string' ? inline(part) : [part])),
  }
}

export function heading(title: string, tag: HeadingTag = 'h2'): LexicalHeading {
  return { ...element, type: 'heading', version: 1, tag, children: inline(title) }
}

export function list(items: readonly string[], listType: 'bullet' | 'number' = 'bullet'): LexicalList {
  return {
    ...element,
    type: 'list',
    version: 1,
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    children: items.map((item, index) => ({
      ...element,
      type: 'listitem',
      version: 1,
      value: index + 1,
      children: inline(item),
    })),
  }
}

export const h2 = (title: string): LexicalHeading => heading(title, 'h2')
export const h3 = (title: string): LexicalHeading => heading(title, 'h3')
export const ul = (...items: string[]): LexicalList => list(items, 'bullet')

export function doc(...blocks: LexicalBlock[]): LexicalDocument {
  return { root: { ...element, type: 'root', version: 1, children: blocks } }
}

/** Paragraphs only: for biographies and other plain prose. */
export function prose(paragraphs: readonly string[]): LexicalDocument {
  return doc(...paragraphs.map((markup) => p(markup)))
}

function inlineText(nodes: readonly LexicalInline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('')
}

/** Number of h2 headings: a post's section index has one entry per h2. */
export function countH2(state: LexicalDocument): number {
  return headingTexts(state, 'h2').length
}

/** The text of each heading with this tag, in document order. */
export function headingTexts(doc: LexicalDocument, tag: HeadingTag = 'h2'): string[] {
  return doc.root.children
    .filter((block): block is LexicalHeading => block.type === 'heading' && block.tag === tag)
    .map((block) => inlineText(block.children))
}

/** Every word of the document, blocks separated by a line break. */
export function plainText(doc: LexicalDocument): string {
  return doc.root.children
    .map((block) =>
      block.type === 'list' ? block.children.map((item) => inlineText(item.children)).join('\n') : inlineText(block.children),
    )
    .join('\n')
}

export function wordCount(doc: LexicalDocument): number {
  return plainText(doc).split(/\s+/).filter(Boolean).length
}

/** Every link URL in the document. */
export function linkUrls(doc: LexicalDocument): string[] {
  const urls: string[] = []
  const visit = (nodes: readonly LexicalInline[]): void => {
    for (const node of nodes) if (node.type === 'link') urls.push(node.fields.url)
  }
  for (const block of doc.root.children) {
    if (block.type === 'list') block.children.forEach((item) => visit(item.children))
    else visit(block.children)
  }
  return urls
}
