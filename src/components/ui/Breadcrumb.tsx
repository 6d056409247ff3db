import { Link, type Href } from '@/i18n/navigation'

export type Crumb = { label: string; href?: Href }

/** Visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-7xl px-4 py-3 text-sm" data-testid="breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-ink/70">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} className="py-2 text-teal hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined} className="py-2 font-semibold text-navy">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
