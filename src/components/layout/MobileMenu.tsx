'use client'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { BlogSearch, type SearchSetup } from '@/features/blog-search/BlogSearch'
import { useHydrated } from '@/lib/use-hydrated'
import type { MenuLink } from './nav'

type Props = {
  search: SearchSetup
  /** The menu with its paths built by the server (`menuLinks`): no route table in the browser. */
  items: MenuLink[]
  openLabel: string
  closeLabel: string
  navLabel: string
  newTabNote: string
  /** CALL NOW and the language switch, rendered by the server. */
  footer: ReactNode
}

function MenuLinks({ items, depth, newTabNote }: { items: MenuLink[]; depth: number; newTabNote: string }) {
  return (
    <ul className={depth === 0 ? 'space-y-1' : 'ml-4 border-l border-white/20 pl-3'}>
      {items.map((item, index) => (
        <li key={`${depth}-${index}`}>
          {/* A plain link: following it reloads the page, which also closes the overlay. */}
          <a
            href={item.href}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={`block py-2 ${depth === 0 ? 'text-lg font-bold text-white' : 'text-base text-white/85'} hover:text-gold`}
          >
            {item.label}
            {item.external ? <span className="sr-only"> {newTabNote}</span> : null}
          </a>
          {item.children?.length ? <MenuLinks items={item.children} depth={depth + 1} newTabNote={newTabNote} /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The square open (☰) and close (✕) controls of the menu: a 24 px stroked icon drawn by `path`.
 * Links, not buttons, so a tap before the code arrives still works: open goes to `#mobile-menu`,
 * which CSS shows (`:target`), close goes to `#`, which hides it again. Once hydrated, the clicks
 * are taken over and only change the menu's state.
 */
function IconLink({
  linkRef,
  onClick,
  ...props
}: {
  linkRef: RefObject<HTMLAnchorElement | null>
  href: string
  label: string
  expanded?: boolean
  controls?: string
  testId: string
  onClick: () => void
  path: string
}) {
  return (
    <a
      ref={linkRef}
      href={props.href}
      aria-label={props.label}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      data-testid={props.testId}
      onClick={(event) => {
        event.preventDefault()
        onClick()
      }}
      className="flex h-11 w-11 items-center justify-center rounded text-white ring-1 ring-white/40"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={props.path} />
      </svg>
    </a>
  )
}

const MENU_ID = 'mobile-menu'

/** The menu below 1280 px (phones, tablets, small laptops: where the full menu does not fit on one row): a full-screen overlay opened by the menu button and closed by X or Escape. */
export function MobileMenu({ search, items, openLabel, closeLabel, navLabel, newTabNote, footer }: Props) {
  const [open, setOpen] = useState(false)
  const closeButton = useRef<HTMLAnchorElement>(null)
  const openButton = useRef<HTMLAnchorElement>(null)

  // Until hydrated, `:target` may show the menu (a tap on the open link before the code arrived).
  const live = useHydrated()

  useEffect(() => {
    // Tapped before the code arrived: the state takes the open menu over (replacing the address
    // does not update `:target`, hence `live`), and the address loses its fragment.
    if (window.location.hash !== `#${MENU_ID}`) return
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    // Read once from the address (an outside system) after hydration; nothing to subscribe to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true)
  }, [])

  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    document.body.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    // The open button stays mounted while the menu is open, so the node read now is the one to
    // give focus back to.
    const opener = openButton.current
    return () => {
      document.body.style.overflow = ''
      window.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [open])

  return (
    <div className="xl:hidden">
      <IconLink
        linkRef={openButton}
        href={`#${MENU_ID}`}
        label={openLabel}
        expanded={open}
        controls={MENU_ID}
        testId="menu-open"
        onClick={() => setOpen(true)}
        path="M4 6h16M4 12h16M4 18h16"
      />
      {/* Always in the page, hidden until opened: by the state, or by `:target` before hydration. */}
      <div
        id={MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={navLabel}
        data-testid="mobile-menu"
        className={`${open ? 'block' : live ? 'hidden' : 'hidden target:block'} fixed inset-0 z-50 overflow-y-auto bg-navy px-6 pb-10 pt-4`}
      >
        <div className="flex justify-end">
          <IconLink
            linkRef={closeButton}
            href="#"
            label={closeLabel}
            testId="menu-close"
            onClick={() => setOpen(false)}
            path="M6 6l12 12M18 6L6 18"
          />
        </div>
        <div className="my-4">
          <BlogSearch {...search} />
        </div>
        <nav aria-label={navLabel}>
          <MenuLinks items={items} depth={0} newTabNote={newTabNote} />
        </nav>
        <div className="mt-6 flex flex-wrap items-center gap-3">{footer}</div>
      </div>
    </div>
  )
}
