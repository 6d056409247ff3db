import type { ReactNode } from 'react'
import { fillLabel } from './carousel-options'
import { pagerState } from '@/lib/pagination'

/** The pager's words in the page's language (`getPagerWords`); `page` is a template with {page}. */
export type PagerWords = { previous: string; next: string; page: string }

type Props = {
  current: number
  total: number
  /** Accessible name of the pager (several pagers can share a page). */
  label: string
  /** Passed in rather than translated here: a client list's pager then needs no messages in the browser. */
  words: PagerWords
  /**
   * Link mode (a list paged in the URL: the blog, a list inside a larger page): the page's address.
   * With `onSelect`, a plain click calls it instead of following the link (a new tab still opens it).
   */
  linkFor?: (page: number) => string
  /** Button mode (client-side paging): called with the chosen page. */
  onSelect?: (page: number) => void
  /** id of the list the buttons change. */
  controls?: string
  testId?: string
  className?: string
}

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-base font-semibold transition-colors'
const idle = 'border-navy/30 bg-white text-navy hover:border-navy hover:bg-cream'
const active = 'border-navy bg-navy text-white'

/**
 * Previous / a window of 3 page numbers / Next (spec §4, §9): Previous only after page 1, Next
 * only before the last page; nothing when there is a single page. No client code of its own, so
 * server pages use it with links and client lists with buttons.
 */
export function Pagination({
  current,
  total,
  label,
  words,
  linkFor,
  onSelect,
  controls,
  testId = 'pagination',
  className,
}: Props) {
  const state = pagerState(current, total)
  if (state.total <= 1) return null

  const control = (page: number, content: ReactNode, options: { testId: string; ariaLabel?: string; current?: boolean }) => {
    const common = {
      'aria-label': options.ariaLabel,
      'aria-current': options.current ? ('page' as const) : undefined,
      'data-testid': options.testId,
      'data-page': page,
      className: `${base} ${options.current ? active : idle}`,
    }
    if (linkFor) {
      return (
        <a
          href={linkFor(page)}
          // Only a client list passes onSelect; a server page (the blog) cannot hand a handler to the DOM.
          onClick={
            onSelect
              ? (event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                  event.preventDefault()
                  onSelect(page)
                }
              : undefined
          }
          {...common}
        >
          {content}
        </a>
      )
    }
    return (
      <button type="button" aria-controls={controls} onClick={() => onSelect?.(page)} {...common}>
        {content}
      </button>
    )
  }

  return (
    <nav aria-label={label} data-testid={testId} className={className ?? 'mt-8'}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {state.hasPrevious ? <li>{control(state.current - 1, words.previous, { testId: 'pagination-previous' })}</li> : null}
        {state.pages.map((page) => (
          <li key={page}>
            {control(page, page, {
              testId: 'pagination-page',
              ariaLabel: fillLabel(words.page, { page }),
              current: page === state.current,
            })}
          </li>
        ))}
        {state.hasNext ? <li>{control(state.current + 1, words.next, { testId: 'pagination-next' })}</li> : null}
      </ul>
    </nav>
  )
}
