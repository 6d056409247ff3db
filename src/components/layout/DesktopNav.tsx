import { Link } from '@/i18n/navigation'
import { ExternalLink } from '@/components/ui/ExternalLink'
import type { NavItem } from './nav'

function ItemLink({ item, className, newTabNote }: { item: NavItem; className: string; newTabNote: string }) {
  return item.external ? (
    <ExternalLink href={item.href} className={className} newTabNote={newTabNote}>
      {item.label}
    </ExternalLink>
  ) : (
    <Link href={item.href} className={className}>
      {item.label}
    </Link>
  )
}

const subLink = 'block px-4 py-2 text-sm text-navy hover:bg-cream focus:bg-cream'

/**
 * Desktop menu (≥1280 px: below that the Spanish menu, firm name, LLAME AHORA and the language
 * switch do not fit on one row, and the menu button takes over). Dropdowns open on hover and close on leave, and open for keyboard users
 * when focus enters them (focus-within): pure CSS, so they work before any script has loaded.
 */
export function DesktopNav({ items, label, newTabNote }: { items: NavItem[]; label: string; newTabNote: string }) {
  return (
    <nav aria-label={label} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.label} className="group relative">
            <ItemLink
              item={item}
              newTabNote={newTabNote}
              className="block whitespace-nowrap rounded px-3 py-2 text-sm font-semibold tracking-wide text-white hover:text-gold focus:text-gold"
            />
            {item.children?.length ? (
              <ul className="invisible absolute left-0 top-full min-w-56 rounded-md bg-white py-2 opacity-0 shadow-xl ring-1 ring-black/5 transition duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {item.children.map((child) => (
                  <li key={child.label} className="group/sub relative">
                    <ItemLink item={child} className={subLink} newTabNote={newTabNote} />
                    {child.children?.length ? (
                      <ul className="border-l-2 border-gold/60 ml-4">
                        {child.children.map((grand) => (
                          <li key={grand.label}>
                            <ItemLink item={grand} className={`${subLink} text-navy/80`} newTabNote={newTabNote} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
