import { describe, expect, it } from 'vitest'
import {
  countH2,
  doc,
  h2,
  h3,
  headingTexts,
  inline,
  link,
  linkUrls,
  list,
  p,
  plainText,
  prose,
  text,
  ul,
  wordCount,
  type LexicalBlock,
  type LexicalInline,
} from './lexical'

/** The fields Lexical's importJSON reads from every element node. */
function expectElement(node: { version: number; direction: unknown; format: unknown; indent: unknown }): void {
  expect(node.version).toBeGreaterThanOrEqual(1)
  expect(node.direction).toBe('ltr')
  expect(node.format).toBe('')
  expect(node.indent).toBe(0)
}

describe('lexical builders', () => {
  it('builds a root holding the blocks in order', () => {
    const state = doc(h2('Uno'), p('Texto.'), ul('a', 'b'))
    expect(state.root.type).toBe('root')
    expectElement(state.root)
    expect(state.root.children.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list'])
  })

  it('gives text nodes every field Lexical serializes', () => {
    expect(text('hola')).toEqual({ type: 'text', version: 1, text: 'hola', format: 0, style: '', mode: 'normal', detail: 0 })
    expect(text('hola', { bold: true }).format).toBe(1)
  })

  it('tags headings and counts only h2', () => {
    const heading = h2('¿Qué es VAWA?')
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2', version: 1 })
    expectElement(heading)
    const state = doc(h2('A'), p('x'), h3('not an index entry'), h2('B'))
    expect(countH2(state)).toBe(2)
    expect(headingTexts(state)).toEqual(['A', 'B'])
    expect(headingTexts(state, 'h3')).toEqual(['not an index entry'])
    expect(countH2(doc(p('no headings')))).toBe(0)
  })

  it('builds paragraphs with the paragraph-only fields', () => {
    const paragraph = p('Hola')
    expect(paragraph).toMatchObject({ type: 'paragraph', version: 1, textFormat: 0, textStyle: '' })
    expectElement(paragraph)
  })

  it('builds bullet and numbered lists whose items count from 1', () => {
    const bullets = ul('uno', 'dos', 'tres')
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1, version: 1 })
    expectElement(bullets)
    expect(bullets.children.map((item) => [item.type, item.value])).toEqual([
      ['listitem', 1],
      ['listitem', 2],
      ['listitem', 3],
    ])
    for (const item of bullets.children) expectElement(item)
    expect(list(['a'], 'number')).toMatchObject({ listType: 'number', tag: 'ol' })
  })

  it('builds Payload link nodes: version 3, an id, custom fields; other sites open in a new tab', () => {
    const internal = link('contacto', '/contacto')
    expect(internal).toMatchObject({ type: 'link', version: 3, fields: { linkType: 'custom', url: '/contacto', newTab: false } })
    expect(internal.id).toMatch(/^[0-9a-f]{24}$/)
    expectElement(internal)
    expect(internal.children).toEqual([text('contacto')])
    expect(link('USCIS', 'https://www.uscis.gov/').fields.newTab).toBe(true)
    // Stable: the same link gets the same id on every run.
    expect(link('contacto', '/contacto').id).toBe(internal.id)
  })

  it('reads **bold** and [label](url) markup inside strings', () => {
    const nodes = inline('Llame **hoy** o [escríbanos](/contacto).')
    expect(nodes.map((n: LexicalInline) => (n.type === 'text' ? [n.text, n.format] : [n.fields.url]))).toEqual([
      ['Llame ', 0],
      ['hoy', 1],
      [' o ', 0],
      ['/contacto'],
      ['.', 0],
    ])
    expect(inline('sin marcas')).toEqual([text('sin marcas')])
    expect(inline('')).toEqual([])
  })

  it('mixes markup strings and ready nodes in one paragraph', () => {
    const paragraph = p('Vea ', link('esto', '/x'), ' y [aquello](/y).')
    expect(paragraph.children.map((n) => n.type)).toEqual(['text', 'link', 'text', 'link', 'text'])
  })

  it('extracts plain text, words and links for checks', () => {
    const state = doc(h2('Título'), p('Una [frase](/a) corta.'), ul('uno **dos**', 'tres'))
    expect(plainText(state)).toBe('Título\nUna frase corta.\nuno dos\ntres')
    expect(wordCount(state)).toBe(7)
    expect(linkUrls(state)).toEqual(['/a'])
  })

  it('turns prose into one paragraph per string', () => {
    const blocks: LexicalBlock[] = prose(['Uno.', 'Dos.']).root.children
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph'])
  })

  it('serializes to plain JSON (what Payload stores)', () => {
    const state = doc(h2('A'), p('[b](/c)'), ul('d'))
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})
