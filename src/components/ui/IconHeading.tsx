import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icon'

/** The two sizes of the heading: a fact card's on an attorney's page, a check card's on a visa page. */
const looks = {
  small: { heading: 'text-lg', disc: 'h-10 w-10', icon: 20 },
  large: { heading: 'text-2xl', disc: 'h-11 w-11', icon: 22 },
} as const

/** A card's h2 led by its icon in a navy disc (who qualifies, requirements, languages, associations). */
export function IconHeading({
  id,
  icon,
  size,
  children,
}: {
  id?: string
  icon: IconName
  size: keyof typeof looks
  children: ReactNode
}) {
  const look = looks[size]
  return (
    // The id only when there is one: a prop given as undefined would still be written into the
    // page's RSC payload ("$undefined").
    <h2 {...(id === undefined ? {} : { id })} className={`flex items-center gap-3 ${look.heading} font-bold text-navy`}>
      <span aria-hidden="true" className={`flex ${look.disc} items-center justify-center rounded-full bg-navy text-gold`}>
        <Icon name={icon} size={look.icon} />
      </span>
      {children}
    </h2>
  )
}
