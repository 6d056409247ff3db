import type { ReactNode } from 'react'

/**
 * A section's h2 over the short gold rule under the site's headings (the visa, overview and
 * attorney pages): `className` sets the heading's size and colour; `align="center"` centres the rule.
 */
export function RuledHeading({
  id,
  className,
  align = 'left',
  children,
}: {
  id: string
  className: string
  align?: 'left' | 'center'
  children: ReactNode
}) {
  return (
    <>
      <h2 id={id} className={className}>
        {children}
      </h2>
      <span aria-hidden="true" className={`${align === 'center' ? 'mx-auto ' : ''}mt-4 block h-1 w-16 rounded-full bg-gold`} />
    </>
  )
}
