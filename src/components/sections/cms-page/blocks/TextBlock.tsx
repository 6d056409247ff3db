import { ArticleBody } from '@/components/sections/blog/ArticleBody'
import type { TextBlock as Text } from '@/payload-types'

/** Formatted text (Lexical rich text), drawn as the blog's article body is. */
export function TextBlock({ block }: { block: Text }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" data-block="text">
      <ArticleBody body={block.body} index={[]} />
    </section>
  )
}
