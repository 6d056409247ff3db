'use client'
import { useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/messages'
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_SHOWN, articlePath, resultSlug, resultTitle, searchEndpoint } from './search-contract'

type Hit = { id: string; title: string; href: string }

/** The box's words, from the page's messages (`messages[locale].search`): props, so the browser needs no message runtime. */
export type SearchLabels = Messages['search']

/** What the server gives every search box: its words, and the blog's path in the page's language. */
export type SearchSetup = { locale: Locale; labels: SearchLabels; blogPath: string }

/**
 * Blog search box (footer and phone menu). Waits for a short pause in typing and drops answers
 * to older queries, so a slow network never shows results for text the visitor already changed.
 * A blank box clears the results; failures are only logged (spec §8).
 */
export function BlogSearch({
  tone = 'dark',
  name,
  locale,
  labels,
  blogPath,
}: SearchSetup & {
  tone?: 'dark' | 'light'
  name?: string
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<Hit[] | null>(null)
  const latest = useRef<AbortController | null>(null)
  const box = useRef<HTMLInputElement>(null)

  // Words typed before the code arrived are in the box but not in the state (React adopts the
  // box as it is and fires no change for them): search for them now, or the next render would
  // empty the box.
  useEffect(() => {
    const typed = box.current?.value ?? ''
    if (typed) setQuery(typed)
  }, [])

  useEffect(() => {
    const text = query.trim()
    latest.current?.abort()
    if (!text) return
    const controller = new AbortController()
    latest.current = controller
    const search = async () => {
      try {
        const response = await fetch(`${searchEndpoint[locale]}?query=${encodeURIComponent(text)}`, {
          signal: controller.signal,
        })
        const items = (await response.json()) as Record<string, unknown>[]
        if (controller.signal.aborted || !Array.isArray(items)) return
        setHits(
          items.slice(0, SEARCH_RESULTS_SHOWN).map((item) => ({
            id: String(item.id),
            title: resultTitle(locale, item),
            href: articlePath(blogPath, resultSlug(locale, item)),
          })),
        )
      } catch (error) {
        if (!controller.signal.aborted) console.error('blog search failed', error)
      }
    }
    const timer = window.setTimeout(() => void search(), SEARCH_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale, blogPath])

  const dark = tone === 'dark'
  const noResults = hits !== null && hits.length === 0
  return (
    // `name` tells this search landmark from the other one on the page (footer and phone menu).
    <div className="relative" role="search" aria-label={name}>
      <label htmlFor={id} className={`mb-1 block text-sm font-semibold ${dark ? 'text-white' : 'text-navy'}`}>
        {labels.label}
      </label>
      <input
        ref={box}
        id={id}
        type="search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          // An emptied box closes the list at once (no request to wait for).
          if (!e.target.value.trim()) setHits(null)
        }}
        placeholder={labels.placeholder}
        autoComplete="off"
        className="w-full rounded-md border border-navy/20 bg-white px-3 py-3 text-base text-ink placeholder:text-ink/50"
      />
      {/* The live region is always in the page (so the change is announced); it becomes a visible
          panel where the results would be when nothing matched, so a sighted visitor is told too. */}
      <div
        aria-live="polite"
        data-testid="search-no-results"
        className={
          noResults
            ? 'absolute left-0 right-0 z-50 mt-1 rounded-md bg-white px-3 py-3 text-left text-sm text-ink shadow-xl ring-1 ring-black/10'
            : 'sr-only'
        }
      >
        {noResults ? labels.noResults : ''}
      </div>
      {hits && hits.length > 0 ? (
        <ul
          aria-label={labels.results}
          data-testid="search-results"
          className="absolute left-0 right-0 z-50 mt-1 max-h-80 overflow-auto rounded-md bg-white py-1 text-left shadow-xl ring-1 ring-black/10"
        >
          {hits.map((hit) => (
            <li key={hit.id}>
              <a href={hit.href} className="block px-3 py-3 text-sm text-navy hover:bg-cream focus:bg-cream">
                {hit.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
