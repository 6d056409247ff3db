import type { FaqBlock as Faq } from '@/payload-types'
import { BlockSection } from './BlockSection'

/** Questions and answers as native disclosure widgets: no script, open with a tap. */
export function FaqBlock({ block, id }: { block: Faq; id: string }) {
  return (
    <BlockSection block="faq" id={id} heading={block.heading} className="mx-auto max-w-3xl px-4 py-10">
      <div className="divide-y divide-navy/15 rounded-xl border border-navy/15">
        {(block.items ?? []).map((item, i) => (
          <details key={item.id ?? i} className="group px-4">
            <summary className="flex min-h-12 cursor-pointer items-center py-3 text-lg font-semibold text-navy">
              {item.question}
            </summary>
            <p className="whitespace-pre-line pb-4 leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
    </BlockSection>
  )
}
