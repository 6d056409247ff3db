import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { h2Anchors, type IndexEntry } from './article-anchors'

const subHeadings = new Set(['h3', 'h4', 'h5', 'h6'])

/**
 * The article body. Headings get a converter of their own: the n-th h2 carries the id of the n-th
 * index entry (the index links jump to it), and an h1 typed in the editor is shown as an h2 so the
 * page keeps a single h1 (the title).
 */
export function ArticleBody({ body, index }: { body: unknown; index: IndexEntry[] }) {
  const anchors = h2Anchors(body, index)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      if (node.tag === 'h1' || node.tag === 'h2') {
        return <h2 id={anchors.get(node)}>{children}</h2>
      }
      const Tag = subHeadings.has(node.tag) ? node.tag : 'h3'
      return <Tag>{children}</Tag>
    },
    // Payload writes `value` (the item's number) on every <li>; HTML allows it only in an <ol>.
    listitem: (args) => {
      const { node, nodesToJSX, parent } = args
      const fallback = defaultConverters.listitem
      if (!('listType' in parent) || parent.listType !== 'bullet')
        return typeof fallback === 'function' ? fallback(args) : fallback
      const nested = node.children.some((child) => child.type === 'list')
      return (
        <li className={nested ? 'nestedListItem' : ''} style={nested ? { listStyleType: 'none' } : undefined}>
          {nodesToJSX({ nodes: node.children })}
        </li>
      )
    },
  })
  return <RichText data={body as DefaultTypedEditorState} converters={converters} className="prose-article text-lg" />
}
