import type { BenefitsBlock as Benefits } from '@/payload-types'
import { BlockSection } from './BlockSection'

/** A list of reasons, each with a check mark. */
export function BenefitsBlock({ block, id }: { block: Benefits; id: string }) {
  return (
    <BlockSection
      block="benefits"
      id={id}
      heading={block.heading}
      className="mx-auto max-w-6xl px-4 py-10"
      headingClassName="text-2xl font-bold text-navy sm:text-3xl"
    >
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {(block.items ?? []).map((item, i) => (
          <li key={item.id ?? i} className="flex gap-3 text-lg">
            <span
              aria-hidden="true"
              className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-gold text-sm font-bold text-navy"
            >
              ✓
            </span>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
