import type { ComponentProps } from 'react'
import { Link } from '@/i18n/navigation'
import { Icon } from './Icon'
import { textLink } from './ui'

/** A link to another page with the arrow after its words: "all articles →", a section's call to action. */
export function ArrowLink({ children, className = textLink, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link className={className} {...props}>
      {children}
      <Icon name="arrow" size={18} />
    </Link>
  )
}
