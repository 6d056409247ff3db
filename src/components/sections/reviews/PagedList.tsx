'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Pagination, type PagerWords } from '@/components/ui/Pagination'
import { pageItems, totalPages } from '@/lib/pagination'

type Props = {
  /** Every item, already rendered on the server; only the current page's are shown. */
  items: ReactNode[]
  perPage: number
  /** id of the box the page scrolls to when the page changes. */
  id: string
  /** Accessible name of the list and of its pager. */
  label: string
  pagerLabel: string
  pagerWords: PagerWords
  testId: string
  listClassName: string
  itemClassName?: string
}

/**
 * A list paged in the browser (testimonials, lives; spec §4): page 1 first, and a change of page
 * brings the box back into view, smoothly unless the visitor asked for reduced motion. Without
 * JavaScript the first page shows and the pager stays hidden (the `js` class is set in <head>
 * before the first paint, so showing it causes no layout shift).
 */
export function PagedList({ items, perPage, id, label, pagerLabel, pagerWords, testId, listClassName, itemClassName }: Props) {
  const [page, setPage] = useState(1)
  const box = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const total = totalPages(items.length, perPage)
  const visible = pageItems(items, page, perPage)
  const first = (Math.min(page, total) - 1) * perPage

  useEffect(() => {
    if (!moved.current || !box.current) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    box.current.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' })
    // The button pressed may be gone (Previous on page 1): keep keyboard focus in the list.
    box.current.focus({ preventScroll: true })
  }, [page])

  const listId = `${id}-list`
  return (
    <div
      ref={box}
      id={id}
      tabIndex={-1}
      aria-label={label}
      role="region"
      data-testid={testId}
      data-page={page}
      className="scroll-mt-28 outline-none"
    >
      <ul id={listId} className={listClassName}>
        {visible.map((item, index) => (
          <li key={first + index} className={itemClassName} data-testid={`${testId}-item`}>
            {item}
          </li>
        ))}
      </ul>
      <div className="hidden [.js_&]:block">
        <Pagination
          current={page}
          total={total}
          label={pagerLabel}
          words={pagerWords}
          controls={listId}
          testId={`${testId}-pager`}
          onSelect={(next) => {
            moved.current = true
            setPage(next)
          }}
        />
      </div>
    </div>
  )
}
