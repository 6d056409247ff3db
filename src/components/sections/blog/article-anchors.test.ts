import { describe, expect, it } from 'vitest'
import { h2Anchors, h2Nodes, sectionIndex } from './article-anchors'

const heading = (tag: string, text: string) => ({
  type: 'heading',
  tag,
  children: [{ type: 'text', text }],
})
const body = {
  root: {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', text: 'Intro' }] },
      heading('h2', 'Qué es'),
      heading('h3', 'Detalle'),
      heading('h2', 'Requisitos'),
      heading('h2', 'Sin entrada en el índice'),
    ],
  },
}

describe('sectionIndex', () => {
  it('turns anchors into safe unique ids', () => {
    expect(
      sectionIndex([
        { title: 'Qué es', anchor: 'Qué es' },
        { title: 'Requisitos', anchor: 'requisitos' },
        { title: 'Otra vez', anchor: 'requisitos' },
        { title: 'Sin ancla', anchor: '"><script>' },
        { title: '', anchor: '' },
      ]),
    ).toEqual([
      { title: 'Qué es', id: 'que-es' },
      { title: 'Requisitos', id: 'requisitos' },
      { title: 'Otra vez', id: 'requisitos-2' },
      { title: 'Sin ancla', id: 'script' },
      { title: '', id: 'section-5' },
    ])
    expect(sectionIndex(null)).toEqual([])
  })
})

describe('h2Anchors', () => {
  it('gives the n-th entry to the n-th h2 only', () => {
    const entries = sectionIndex([
      { title: 'Qué es', anchor: 'que-es' },
      { title: 'Requisitos', anchor: 'requisitos' },
    ])
    const nodes = h2Nodes(body)
    expect(nodes).toHaveLength(3)
    const anchors = h2Anchors(body, entries)
    expect(anchors.get(nodes[0]!)).toBe('que-es')
    expect(anchors.get(nodes[1]!)).toBe('requisitos')
    expect(anchors.has(nodes[2]!)).toBe(false)
    expect(anchors.size).toBe(2)
  })

  it('copes with an empty or odd body', () => {
    expect(h2Nodes(null)).toEqual([])
    expect(h2Nodes({ root: { children: 'x' } })).toEqual([])
  })
})
