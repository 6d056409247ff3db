import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ArticleBody } from './ArticleBody'
import { sectionIndex } from './article-anchors'

const text = (value: string) => ({ type: 'text', text: value, version: 1, format: 0, detail: 0, mode: 'normal', style: '' })
const heading = (tag: string, value: string) => ({ type: 'heading', tag, version: 1, children: [text(value)] })
const body = {
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      heading('h1', 'Typed as h1'),
      { type: 'paragraph', version: 1, children: [text('Texto <b>')] },
      heading('h2', 'Qué es'),
      heading('h3', 'Detalle'),
      heading('h2', 'Requisitos'),
    ],
  },
}

describe('ArticleBody', () => {
  const html = renderToStaticMarkup(
    createElement(ArticleBody, {
      body,
      index: sectionIndex([
        { title: 'Qué es', anchor: 'que-es' },
        { title: 'Requisitos', anchor: 'requisitos' },
      ]),
    }),
  )

  it('gives the index anchors to the h2 headings in order', () => {
    expect(html).toContain('<h2 id="que-es">Qué es</h2>')
    expect(html).toContain('<h2 id="requisitos">Requisitos</h2>')
    expect(html).toContain('<h3>Detalle</h3>')
  })

  it('keeps the page to one h1 and escapes text', () => {
    expect(html).not.toContain('<h1')
    expect(html).toContain('<h2>Typed as h1</h2>')
    expect(html).toContain('Texto &lt;b&gt;')
  })
})
