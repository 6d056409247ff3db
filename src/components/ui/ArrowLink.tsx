import type { ComponentProps } from 'react'
import { Link } from '@/i18n/navigation'
import { Icon } from './Icon'
import { textLink } from './ui'

/**
 * A link to another page with the arrow after its words: "all articles →", a section's call to
 * action. `path`, when given, replaces `href`: a path on this site staff set in the CMS.
 */
export function ArrowLink({
  children,
  className = textLink,
  path,
  ...props
}: ComponentProps<typeof Link> & { path?: string | null }) {
  const content = (
    <>
      {children}
      <Icon name="arrow" size={18} />
    </>
  )
  if (path) {
    const { href: _href, locale: _locale, ...anchor } = props
    return (
      <a className={className} href={path} {...anchor}>
        {content}
      </a>
    )
  }
  return (
    <Link className={className} {...props}>
      {content}
    </Link>
  )
}
