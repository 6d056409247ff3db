/**
 * Builds Lexical editor state (the JSON Payload's rich-text fields store) for seed content.
 * Only the node types the seed needs: paragraphs with plain and linked text, h2/h3 headings and
 * bullet lists.
 */
type TextNode = {
  type: 'text'
  version: 1
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
}
type LinkNode = {
  type: 'link'
  version: 3
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
}
type Inline = TextNode | LinkNode
type ElementBase = { version: 1; direction: 'ltr'; format: ''; indent: 0 }
type ParagraphNode = ElementBase & { type: 'paragraph'; children: Inline[]; textFormat: 0; textStyle: '' }
type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: Inline[] }
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: Inline[] }
type ListNode = ElementBase & { type: 'list'; listType: 'bullet'; start: 1; tag: 'ul'; children: ListItemNode[] }
export type Block = ParagraphNode | HeadingNode | ListNode
export type LexicalState = { root: ElementBase & { type: 'root'; children: Block[] } }

const base: ElementBase = { version: 1, direction: 'ltr', format: '', indent: 0 }

export function text(value: string, bold = false): TextNode {
  return { type: 'text', version: 1, text: value, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '' }
}

export function link(label: string, url: string): LinkNode {
  return {
    type: 'link',
    version: 3,
    fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) },
    children: [text(label)],
    direction: 'ltr',
    format: '',
    indent: 0,
  }
}

/** A paragraph; strings become plain text, so `p('See ', link('this', '/x'), '.')` works. */
export function p(...parts: Array<string | Inline>): ParagraphNode {
  return {
    ...base,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: parts.map((part) => (typeof part === 'string' ? text(part) : part)),
  }
}

export function h2(value: string): HeadingNode {
  return { ...base, type: 'heading', tag: 'h2', children: [text(value)] }
}

export function h3(value: string): HeadingNode {
  return { ...base, type: 'heading', tag: 'h3', children: [text(value)] }
}

export function ul(...items: string[]): ListNode {
  return {
    ...base,
    type: 'list',
    listType: 'bullet',
    start: 1,
    tag: 'ul',
    children: items.map((item, index) => ({ ...base, type: 'listitem', value: index + 1, children: [text(item)] })),
  }
}

export function doc(...blocks: Block[]): LexicalState {
  return { root: { ...base, type: 'root', children: blocks } }
}

/** Number of h2 headings: a post's section index has one entry per h2. */
export function countH2(state: LexicalState): number {
  return state.root.children.filter((b) => b.type === 'heading' && b.tag === 'h2').length
}
