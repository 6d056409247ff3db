import type { AnchorHTMLAttributes, ReactNode } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
  children: ReactNode
  /** Screen-reader note that the link opens a new tab, in the page's language. */
  newTabNote?: string
}

/** Every link that leaves the site opens a new tab without giving the other site a handle on ours. */
export function ExternalLink({ children, newTabNote, ...rest }: Props) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      {newTabNote ? <span className="sr-only"> {newTabNote}</span> : null}
    </a>
  )
}
