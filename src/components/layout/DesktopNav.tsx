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

/**
 * Desktop menu (≥1280 px: below that the Spanish menu, firm name, LLAME AHORA and the language
 * switch do not fit on one row, and the menu button takes over). Dropdowns open on hover and close on leave, and open for keyboard users
 * when focus enters them (focus-within): pure CSS, so they work before any script has loaded.
 * Their looks are named classes in globals.css (nav-top, nav-drop…): the header is on every page,
 * in its HTML and again in its payload, so each class list was paid once per link, twice.
 */
export function DesktopNav({ items, label, newTabNote }: { items: NavItem[]; label: string; newTabNote: string }) {
  return (
    <nav aria-label={label} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.label} className="group relative">
            <ItemLink item={item} newTabNote={newTabNote} className="nav-top" />
            {item.children?.length ? (
              <ul className="nav-drop">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <ItemLink item={child} className="nav-sub" newTabNote={newTabNote} />
                    {child.children?.length ? (
                      <ul className="nav-grand">
                        {child.children.map((grand) => (
                          <li key={grand.label}>
                            <ItemLink item={grand} className="nav-sub text-navy/80" newTabNote={newTabNote} />
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
