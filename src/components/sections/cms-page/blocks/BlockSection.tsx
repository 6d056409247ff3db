import { createElement, type ReactNode } from 'react'

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
  const title = heading ? (
    <h2 id={id} className={headingClassName}>
      {heading}
    </h2>
  ) : null
  // The heading and the block's own children side by side in one list, as when each block drew its
  // own section: nesting them (a fragment, or the children list inside another) would add to every
  // page's RSC payload.
  const content = [title, ...(Array.isArray(children) ? children : [children])]
  return createElement(
    'section',
    { 'aria-labelledby': heading ? id : undefined, className, 'data-block': block },
    ...(frame ? [createElement('div', { className: frame }, ...content)] : content),
  )
}
