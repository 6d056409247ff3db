import type { ReactNode } from 'react'

/**
 * The band every block of a CMS page draws: a section named by its heading when staff gave one
 * (an optional h2 with the block's `id`), marked with its block type. `frame` is the inner width
 * container of blocks whose band spans the page (its background); the others are the container.
 */
export function BlockSection({
  block,
  id,
  heading,
  className,
  frame,
  headingClassName = 'mb-6 text-2xl font-bold text-navy sm:text-3xl',
  children,
}: {
  block: string
  id: string
  heading?: string | null
  className: string
  frame?: string
  headingClassName?: string
  children: ReactNode
}) {
  const content = (
    <>
      {heading ? (
        <h2 id={id} className={headingClassName}>
          {heading}
        </h2>
      ) : null}
      {children}
    </>
  )
  return (
    <section aria-labelledby={heading ? id : undefined} className={className} data-block={block}>
      {frame ? <div className={frame}>{content}</div> : content}
    </section>
  )
}
