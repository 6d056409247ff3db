import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { messages } from '@/messages'
import { pathOf } from '@/i18n/paths'
import { Pagination } from './Pagination'

type Mode = Omit<Parameters<typeof Pagination>[0], 'label' | 'words'>

/** The words the pages pass in (`getPagerWords`), read from the same message files. */
function words(locale: 'es' | 'en') {
  const common = messages[locale].common
  return { previous: common.previous, next: common.next, page: common.page }
}

function render(mode: Mode, locale: 'es' | 'en' = 'es') {
  const props = { ...mode, label: 'Pager', words: words(locale) }
  return renderToStaticMarkup(
    // The provider's props type wants `children` inside them; React.createElement takes it as the
    // third argument, which is what the JSX runtime does too.
    createElement(
      NextIntlClientProvider,
      { locale, messages: messages[locale], timeZone: 'UTC' } as never,
      createElement(Pagination, props),
    ),
  )
}

describe('Pagination markup', () => {
  it('shows Siguiente but not Anterior on page 1, with 3 numbers', () => {
    const html = render({ current: 1, total: 5, onSelect: () => {} })
    expect(html).toContain('Siguiente')
    expect(html).not.toContain('Anterior')
    expect(html.match(/data-testid="pagination-page"/g)).toHaveLength(3)
    expect(html).toContain('aria-current="page"')
    expect(html).toContain('aria-label="Página 2"')
  })

  it('shows Previous but not Next on the last page', () => {
    const html = render({ current: 5, total: 5, onSelect: () => {} }, 'en')
    expect(html).toContain('Previous')
    expect(html).not.toContain('>Next<')
  })

  it('renders links in link mode and nothing for a single page', () => {
    const html = render({
      current: 2,
      total: 3,
      linkFor: (n) => pathOf({ locale: 'es', href: { pathname: '/blog', query: { page: n } } }),
    })
    expect(html).toContain('href="/blog?page=3"')
    expect(html).toContain('href="/blog?page=1"')
    expect(html).not.toContain('<button')
    expect(render({ current: 1, total: 1, onSelect: () => {} })).toBe('')
  })
})
