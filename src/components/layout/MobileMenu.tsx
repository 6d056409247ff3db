'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocale } from 'next-intl'
import { getPathname } from '@/i18n/navigation'
import { BlogSearch } from '@/features/blog-search/BlogSearch'
import type { NavItem } from './nav'

type Props = {
  items: NavItem[]
  openLabel: string
  closeLabel: string
  navLabel: string
  newTabNote: string
  /** CALL NOW and the language switch, rendered by the server. */
  footer: ReactNode
}

function MenuLinks({ items, depth, newTabNote }: { items: NavItem[]; depth: number; newTabNote: string }) {
  const locale = useLocale()
  return (
    <ul className={depth === 0 ? 'space-y-1' : 'ml-4 border-l border-white/20 pl-3'}>
      {items.map((item, index) => (
        <li key={`${depth}-${index}`}>
          {/* A plain link: following it reloads the page, which also closes the overlay. */}
          <a
            href={item.external ? item.href : getPathname({ locale, href: item.href })}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={`block py-2 ${depth === 0 ? 'text-lg font-bold text-white' : 'text-base text-white/85'} hover:text-gold`}
          >
            {item.label}
            {item.external ? <span className="sr-only"> {newTabNote}</span> : null}
          </a>
          {item.children?.length ? (
            <MenuLinks items={item.children} depth={depth + 1} newTabNote={newTabNote} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Phone menu (< 1024 px): a full-screen overlay opened by the menu button and closed by X or Escape. */
export function MobileMenu({ items, openLabel, closeLabel, navLabel, newTabNote, footer }: Props) {
  const [open, setOpen] = useState(false)
  const closeButton = useRef<HTMLButtonElement>(null)
  const openButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    document.body.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = ''
      window.removeEventListener('keydown', onKey)
      openButton.current?.focus()
    }
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={openButton}
        type="button"
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-testid="menu-open"
        onClick={() => setOpen(true)}
        className="flex h-11 w-11 items-center justify-center rounded text-white ring-1 ring-white/40"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open ? (
        <div
          id="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label={navLabel}
          data-testid="mobile-menu"
          className="fixed inset-0 z-50 overflow-y-auto bg-navy px-6 pb-10 pt-4"
        >
          <div className="flex justify-end">
            <button
              ref={closeButton}
              type="button"
              aria-label={closeLabel}
              data-testid="menu-close"
              onClick={() => setOpen(false)}
              className="flex h-11 w-11 items-center justify-center rounded text-white ring-1 ring-white/40"
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="my-4">
            <BlogSearch />
          </div>
          <nav aria-label={navLabel}>
            <MenuLinks items={items} depth={0} newTabNote={newTabNote} />
          </nav>
          <div className="mt-6 flex flex-wrap items-center gap-3">{footer}</div>
        </div>
      ) : null}
    </div>
  )
}
