'use client'
import { useEffect, useRef, type ReactNode } from 'react'
import { useSearchParams } from 'next/navigation'
import { announceClientNavigation } from '@/lib/client-navigation'
import { Pagination, type PagerWords } from '@/components/ui/Pagination'
import { listPageFromParam, pageItems, totalPages, withListPage } from '@/lib/pagination'

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
  /** This list's query parameter in the page's language (`listPageParams` in the route table). */
  param: string
  /** The page's own path (the pager's links keep the other parameters). */
  path: string
}

/**
 * A list paged in the URL (testimonials, lives; spec §4, issue 10): the page is `?{param}=N`, so
 * the server renders it (the page renders per request), a link to page 2 opens page 2, and
 * without JavaScript the pager is plain links. With JavaScript a page change is a history entry
 * (`pushState`, which Next folds into `useSearchParams`) instead of a round trip, Back returns to
 * the previous page of the list, and every change brings the box back into view, smoothly unless
 * the visitor asked for reduced motion.
 */
export function PagedList(props: Props) {
  const { items, perPage, id, label, pagerLabel, pagerWords, testId, listClassName, itemClassName, param, path } = props
  const search = useSearchParams()
  const total = totalPages(items.length, perPage)
  const page = listPageFromParam(search.get(param), total)
  const box = useRef<HTMLDivElement>(null)
  const shown = useRef(page)
  const visible = pageItems(items, page, perPage)
  const first = (page - 1) * perPage

  useEffect(() => {
    if (shown.current === page || !box.current) return
    shown.current = page
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
      <Pagination
        current={page}
        total={total}
        label={pagerLabel}
        words={pagerWords}
        controls={listId}
        testId={`${testId}-pager`}
        linkFor={(next) => `${path}${withListPage(search.toString(), param, next)}#${id}`}
        onSelect={(next) => {
          const url = new URL(window.location.href)
          // Forms not yet live fetch their code now, or Next's router update would wait on them.
          announceClientNavigation()
          window.history.pushState(null, '', `${url.pathname}${withListPage(url.search, param, next)}`)
        }}
      />
    </div>
  )
}
