import { expect, test, type Locator, type Page } from '@playwright/test'
import { atRest } from './support/at-rest'
import { LAYOUT } from './support/layout'
import { LANGS, STATIC_PAGES, expectHydrated, firstArticle, holdScripts, json, type Lang } from './support/pages'

/**
 * What a visitor sees (issue 10): the map without its frame, the contact e-mail on a phone, the
 * about-us claims, the legal contents list, the related-visa links. Layout checks (tag LAYOUT) run
 * at phone and desktop width; the others once.
 */
test.describe.configure({ mode: 'parallel' })

type Office = { name: string; street: string; city: string }
type MapSettings = { offices: Office[]; mapEmbedUrl: string }
const mapSettings = (page: Page, lang: Lang) =>
  json<MapSettings>(page.request, `/cms-api/globals/site-settings?locale=${lang}&depth=0`)
const offices = async (page: Page, lang: Lang) => (await mapSettings(page, lang)).offices

/** Google's map frame fails, as on a blocked or offline network. */
const blockMapFrame = (page: Page) => page.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.abort())

const MAP_OPEN: Record<Lang, string> = { es: 'Abrir en Google Maps', en: 'Open in Google Maps' }

async function expectMapPlaceholder(map: Locator, lang: Lang, list: Office[]) {
  const placeholder = map.getByTestId('map-placeholder')
  await expect(placeholder).toBeVisible()
  for (const office of list) await expect(placeholder).toContainText(office.street)
  const links = map.getByTestId('map-open')
  await expect(links).toHaveCount(list.length)
  for (const [i, office] of list.entries()) {
    const link = links.nth(i)
    await expect(link).toContainText(MAP_OPEN[lang])
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
    expect(decodeURIComponent((await link.getAttribute('href'))!)).toContain(office.street)
    // Nothing (above all the frame, or the browser's error page in it) lies over the link.
    const onTop = await link.evaluate((a) => {
      const r = a.getBoundingClientRect()
      return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
    })
    expect(onTop, `"${MAP_OPEN[lang]}" for ${office.name} is not covered`).toBe(true)
  }
  // The box has its size before any frame arrives, and the frame (put in once the box is near the
  // screen) lies exactly over the placeholder.
  await expect(map.getByTestId('map-frame')).toBeAttached()
  // Both boxes are read in one go: read one after the other, a page still settling after the
  // scroll (the header shrinking) can move the second by a pixel.
  const { under, frame } = await map.evaluate((box) => {
    const rect = (element: Element | null) => {
      const r = element!.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    return { under: rect(box.querySelector('[data-testid="map-placeholder"]')), frame: rect(box.querySelector('iframe')) }
  })
  expect(under.height).toBeGreaterThan(150)
  expect(Math.abs(under.width / under.height - 4 / 3)).toBeLessThan(0.02)
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(frame[key] - under[key]), key).toBeLessThan(1)
}

test.describe('map without its frame', () => {
  for (const lang of LANGS) {
    test(`contact page and footer show the offices and open Google Maps (${lang})`, { tag: LAYOUT }, async ({ page }) => {
      await blockMapFrame(page)
      const list = await offices(page, lang)
      expect(list.length).toBeGreaterThan(0)
      await page.goto(STATIC_PAGES.contact![lang])
      const contactMap = page.getByTestId('contact-map').getByTestId('map')
      await contactMap.scrollIntoViewIfNeeded()
      await expectMapPlaceholder(contactMap, lang, list)
      const footerMap = page.getByTestId('site-footer').getByTestId('map')
      await footerMap.scrollIntoViewIfNeeded()
      await expectMapPlaceholder(footerMap, lang, list)
    })
  }
})

/** Every request the page makes to Google (the map frame and whatever it would load). */
function googleRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (/^https:\/\/([\w-]+\.)*google\.com\//.test(request.url())) seen.push(request.url())
  })
  return seen
}

test.describe('map frame only once scrolled to', () => {
  test('on the contact page nothing goes to Google before the map is near the screen', { tag: LAYOUT }, async ({ page }) => {
    const { mapEmbedUrl } = await mapSettings(page, 'es')
    expect(mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps/)
    const google = googleRequests(page)
    await blockMapFrame(page)
    await page.goto(STATIC_PAGES.contact!.es)
    // The page has hydrated and gone quiet: the frames would have been asked for by now.
    await page.waitForLoadState('networkidle')
    const maps = page.getByTestId('map')
    await expect(maps).toHaveCount(2)
    await expect(page.getByTestId('map-frame')).toHaveCount(0)
    expect(google, 'requests to Google before scrolling').toEqual([])

    const contactMap = page.getByTestId('contact-map').getByTestId('map')
    const asked = page.waitForRequest((request) => request.url() === mapEmbedUrl)
    await contactMap.scrollIntoViewIfNeeded()
    const frame = contactMap.getByTestId('map-frame')
    await expect(frame).toHaveAttribute('src', mapEmbedUrl)
    await expect(frame).toHaveAttribute('title', /.+/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await asked
    const footerMap = page.getByTestId('site-footer').getByTestId('map')
    await footerMap.scrollIntoViewIfNeeded()
    await expect(footerMap.getByTestId('map-frame')).toHaveAttribute('src', mapEmbedUrl)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test("the browser's own lazy frame is there", async ({ page }) => {
      const { mapEmbedUrl } = await mapSettings(page, 'es')
      await blockMapFrame(page)
      await page.goto(STATIC_PAGES.contact!.es)
      for (const map of await page.getByTestId('map').all()) {
        const frame = map.getByTestId('map-frame')
        await expect(frame).toHaveAttribute('src', mapEmbedUrl)
        await expect(frame).toHaveAttribute('loading', 'lazy')
        await expect(frame).toHaveAttribute('title', /.+/)
      }
    })
  })
})

test(
  'the contact e-mail wraps only after the @ or before a dot, without horizontal scroll',
  { tag: LAYOUT },
  async ({ page }) => {
    await page.goto(STATIC_PAGES.contact!.es)
    const email = page.getByTestId('contact-email')
    await email.scrollIntoViewIfNeeded()
    // Where each line of the address starts: the characters whose box is lower than the one before.
    const breaks = await email.evaluate((link) => {
      const text = link.textContent ?? ''
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      const tops: Array<{ char: string; top: number }> = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          tops.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top })
        }
      }
      const at: string[] = []
      for (let i = 1; i < tops.length; i++) {
        if (tops[i]!.top > tops[i - 1]!.top + 2) at.push(`${tops[i - 1]!.char}|${tops[i]!.char}`)
      }
      return { text, at }
    })
    for (const pair of breaks.at) expect(pair, `line break in "${breaks.text}"`).toMatch(/^@\||^.\|\.$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  },
)

const ABOUT: Record<Lang, { fourteen: RegExp; fifteen: RegExp; graduated: RegExp }> = {
  es: { fourteen: /catorce años/gi, fifteen: /15 años/gi, graduated: /a los 23 años/gi },
  en: { fourteen: /fourteen years/gi, fifteen: /15 years/gi, graduated: /at 23\b/gi },
}

for (const lang of LANGS) {
  test(`about us says "fourteen years" once, nothing contradicting it, and "graduated at 23" once (${lang})`, async ({
    page,
  }) => {
    await page.goto(STATIC_PAGES.about![lang])
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    const count = (re: RegExp) => (text.match(re) ?? []).length
    expect(count(ABOUT[lang].fourteen), 'fourteen years').toBe(1)
    expect(count(ABOUT[lang].fifteen), '15 years').toBe(0)
    expect(count(ABOUT[lang].graduated), 'graduated at 23').toBe(1)
  })
}

test.describe('legal contents lists', () => {
  for (const [name, path] of [
    ['terms', '/terminos-y-condiciones'],
    ['privacy', '/en/privacy-policy'],
  ] as const) {
    test(`each entry's number sits on its first line (${name})`, { tag: LAYOUT }, async ({ page }) => {
      await page.goto(path)
      const entries = page.getByTestId('legal-toc').locator('li')
      const count = await entries.count()
      expect(count).toBeGreaterThan(3)
      for (let i = 0; i < count; i++) {
        const entry = entries.nth(i)
        const number = entry.getByTestId('legal-toc-number')
        await expect(number).toHaveText(`${i + 1}.`)
        const [numberTop, firstLineTop] = await entry.evaluate((li) => {
          const link = li.querySelector('a')!
          const range = document.createRange()
          range.selectNodeContents(link)
          const n = li.querySelector('[data-testid="legal-toc-number"]')!.getBoundingClientRect()
          return [n.top + n.height / 2, range.getClientRects()[0]!.top + n.height / 2]
        })
        expect(Math.abs(numberTop - firstLineTop), `entry ${i + 1}`).toBeLessThan(6)
      }
    })
  }
})

const RELATED: Record<Lang, RegExp> = { es: /otras visas/i, en: /other visas/i }

for (const lang of LANGS) {
  test(`visa pages end with headed related-visa links, headings in order (${lang})`, async ({ page }) => {
    for (const path of [STATIC_PAGES.vawa![lang], STATIC_PAGES.k1![lang]]) {
      await page.goto(path)
      const related = page.getByRole('navigation', { name: RELATED[lang] })
      await expect(related, path).toBeVisible()
      await expect(related.getByRole('heading', { level: 2 })).toHaveText(RELATED[lang])
      await expect(related.getByRole('link')).toHaveCount(3)
      const levels = await page
        .locator('main :is(h1,h2,h3,h4,h5,h6)')
        .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))))
      expect(levels[0], `${path} starts with h1`).toBe(1)
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${path} heading ${i}: h${levels[i - 1]} then h${levels[i]}`).toBeLessThanOrEqual(1)
      }
    }
  })
}

test.describe('blog search with nothing found', () => {
  const NO_RESULTS: Record<Lang, string> = {
    es: 'No encontramos artículos con esa búsqueda.',
    en: 'No articles match your search.',
  }
  for (const lang of LANGS) {
    test(`says so where the results would be (${lang})`, { tag: LAYOUT }, async ({ page }) => {
      await page.goto(lang === 'es' ? '/' : '/en')
      const footer = page.getByTestId('site-footer')
      const box = footer.getByRole('searchbox')
      await box.scrollIntoViewIfNeeded()
      await box.fill('zzqxjv')
      const status = footer.getByTestId('search-no-results')
      await expect(status).toHaveText(NO_RESULTS[lang])
      // Shown, not only announced: a screen-reader-only region is 1 px wide.
      const shown = await status.boundingBox()
      expect(shown?.width).toBeGreaterThan(100)
      expect(shown?.height).toBeGreaterThan(20)
      await expect(footer.getByTestId('search-results')).toHaveCount(0)
      // A blank box closes it again.
      await box.fill('')
      await expect(status).toHaveText('')
    })
  }

  test('typed before the code arrives, it still searches', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/en', { waitUntil: 'domcontentloaded' })
    const footer = page.getByTestId('site-footer')
    const box = footer.getByRole('searchbox')
    await box.fill('zzqxjv')
    release()
    await expect(footer.getByTestId('search-no-results')).toHaveText(NO_RESULTS.en)
    await expect(box).toHaveValue('zzqxjv')
  })
})

test.describe('the header fits one row at every width', () => {
  // The home page is a sensitive page: its row starts with the quick exit. The contact page's has none.
  // The quick exit's label is the CMS's: a longer one than the seeded must not break the row either.
  const LONG_EXIT_LABEL = 'Exit this page quickly and safely now'
  for (const lang of LANGS) {
    test(`320 to 1920 px, no sideways scroll, the language switch in view (${lang})`, async ({ page }) => {
      const failures: string[] = []
      for (const [name, path, label] of [
        ['home', STATIC_PAGES.home![lang], null],
        ['home, long quick exit label', STATIC_PAGES.home![lang], LONG_EXIT_LABEL],
        ['contact', STATIC_PAGES.contact![lang], null],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 800 })
        await page.goto(path)
        const sensitive = name !== 'contact'
        await expect(page.locator('header [data-quick-exit]')).toHaveCount(sensitive ? 1 : 0)
        const exitLabel = page.locator('header [data-quick-exit] > span').first()
        if (label) {
          // Once React owns the page (its hydration would put the server's words back).
          await expectHydrated(page.locator('header [data-quick-exit]'))
          await exitLabel.evaluate((el, text) => (el.textContent = text), label)
        }
        for (let width = 320; width <= 1920; width += 16) {
          await page.setViewportSize({ width, height: 800 })
          const m = await page.evaluate(() => {
            const header = document.querySelector('header')!
            const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
            const other = document.documentElement.lang === 'es' ? 'en' : 'es'
            const switchLink = [...document.querySelectorAll(`header [data-testid="lang-${other}"]`)].find(shown)
            const box = switchLink?.getBoundingClientRect()
            const logoLink = header.querySelector('[data-testid="logo"]')!
            const logo = logoLink.getBoundingClientRect()
            const exit = header.querySelector('[data-quick-exit]')?.getBoundingClientRect()
            const inView = (r: DOMRect) => r.width > 0 && r.left >= 0 && r.right <= window.innerWidth
            return {
              scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              headerScroll: header.scrollWidth - header.clientWidth,
              height: header.getBoundingClientRect().height,
              logoHeight: logo.height,
              logoName: logoLink.textContent?.trim() ?? '',
              switchIn: Boolean(box && inView(box)),
              // In the row, in view, on the screen before the logo (as it is before it in the keyboard order).
              exit: exit && {
                inView: inView(exit),
                height: exit.height,
                beforeLogo: exit.right <= logo.left,
                sameRow: Math.abs(exit.top + exit.height / 2 - (logo.top + logo.height / 2)) < 2,
              },
            }
          })
          const problems = [
            m.scroll > 0 && `page scrolls sideways by ${m.scroll} px`,
            m.headerScroll > 0 && `header overflows by ${m.headerScroll} px`,
            // One row: 44 px controls plus the header's padding (two lines of the firm name would be
            // more), the quick exit's page's as any other's.
            m.height > 72 && `header ${Math.round(m.height)} px high`,
            m.logoHeight > 48 && `logo ${Math.round(m.logoHeight)} px high (wrapped)`,
            !m.logoName.includes('Salazar') && `the logo link is named "${m.logoName}"`,
            !m.switchIn && 'language switch not in view',
            sensitive && !m.exit && 'no quick exit',
            m.exit && !m.exit.inView && 'quick exit not in view',
            m.exit && m.exit.height > 48 && `quick exit ${Math.round(m.exit.height)} px high`,
            m.exit && !m.exit.beforeLogo && 'quick exit not before the logo',
            m.exit && !m.exit.sameRow && 'quick exit not in the logo’s row',
          ].filter(Boolean)
          if (problems.length) failures.push(`${name}, ${width} px: ${problems.join(', ')}`)
        }
        if (label) await expect(exitLabel).toHaveText(label)
      }
      expect(failures).toEqual([])
    })
  }
})

/** Reads, after the page settled, every shown control a shown floating button lies over. */
async function controlsUnderFloatingButtons(page: Page): Promise<string[]> {
  // The guard checks once a frame after a scroll and at a transition's end: two frames after the
  // scroll were not enough while the header's scrolled-state transition or a section's reveal
  // still moved the page's controls (a control read on its way, under a button the guard had
  // not yet seen it under).
  for (let tries = 0; ; tries++) {
    await atRest(page)
    // Something that started moving between the rest and the reading (a carousel's autoplay) is
    // read again once at rest; the last try reads whatever is there.
    const hits = await readControlsUnderFloatingButtons(page, tries < 5)
    if (hits !== null) return hits
  }
}

function readControlsUnderFloatingButtons(page: Page, onlyAtRest: boolean): Promise<string[] | null> {
  return page.evaluate((onlyAtRest) => {
    const moving = document.getAnimations().some((a) => 'transitionProperty' in a && a.playState === 'running')
    if (moving && onlyAtRest) return null
    const aside = document.querySelector('[data-floating-buttons]')
    if (!aside || getComputedStyle(aside).visibility === 'hidden' || getComputedStyle(aside).opacity === '0') return []
    const buttons = [...aside.children].map((b) => b.getBoundingClientRect())
    const hits: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]),select,textarea,button,a[role=button]',
    )) {
      if (aside.contains(control)) continue
      const r = control.getBoundingClientRect()
      if (r.width < 2 || r.height < 2 || r.bottom <= 0 || r.top >= innerHeight) continue
      // Shown: the control itself is what is at its centre (not hidden, not under the header).
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1)
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1)
      const top = document.elementFromPoint(x, y)
      if (!top || !(control === top || control.contains(top) || (control as HTMLInputElement).labels?.[0]?.contains(top)))
        continue
      if (buttons.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)) {
        hits.push(
          `${control.tagName.toLowerCase()}[name=${control.getAttribute('name') ?? ''}] "${control.textContent?.trim().slice(0, 30) ?? ''}" at ${Math.round(r.top)}`,
        )
      }
    }
    return hits
  }, onlyAtRest)
}

test.describe('the floating buttons never lie over a control', () => {
  test('scrolling through the landing, parole, article, about and contact pages', { tag: LAYOUT }, async ({ page }) => {
    // Five pages, a stop every third of a screen, each read once the page is at rest: on the phone
    // about 42 s on an idle CI machine, 47 s on a busy one, past the default 45 s.
    test.setTimeout(120_000)
    const { path: article } = await firstArticle(page.request)
    for (const path of ['/youtube', '/parole', article.es, '/nosotros', '/contacto']) {
      await page.goto(path)
      const failures: string[] = []
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const step = Math.round(page.viewportSize()!.height / 3)
      for (let y = 0; y <= height; y += step) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        for (const hit of await controlsUnderFloatingButtons(page)) failures.push(`${path} at ${y}: ${hit}`)
      }
      // And at the very end of the page (the footer's last lines).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      for (const hit of await controlsUnderFloatingButtons(page)) failures.push(`${path} at the end: ${hit}`)
      expect(failures).toEqual([])
      // They are there when nothing lies under them: at the end of the page, past the last line.
      await expect(page.locator('[data-floating-buttons]')).toBeVisible()
    }
  })
})

test.describe('testimonial and lives pages in the URL', () => {
  const LIVES: Record<Lang, { path: string; param: string }> = {
    es: { path: '/en-vivo', param: 'pagina' },
    en: { path: '/en/lives', param: 'page' },
  }
  for (const lang of LANGS) {
    test(`a link opens its page, paging adds history, Back returns (${lang})`, { tag: LAYOUT }, async ({ page }) => {
      const { path, param } = LIVES[lang]
      await page.goto(`${path}?${param}=2`)
      const list = page.getByTestId('lives-list')
      await expect(list).toHaveAttribute('data-page', '2')
      await expect(list.getByTestId('pagination-page').and(page.locator('[aria-current="page"]'))).toHaveText('2')
      const second = await list.getByTestId('live-link').allTextContents()
      await expectHydrated(list.getByTestId('pagination-next'))
      await list.getByTestId('pagination-next').click()
      await expect(page).toHaveURL(new RegExp(`\\?${param}=3$`))
      await expect(list).toHaveAttribute('data-page', '3')
      await list.getByTestId('pagination-page').first().click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`\\?${param}=3$`))
      await expect(list).toHaveAttribute('data-page', '3')
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`\\?${param}=2$`))
      await expect(list).toHaveAttribute('data-page', '2')
      await expect(list.getByTestId('live-link')).toHaveText(second)
      // The list is back in view (smoothly; the test waits for it to arrive).
      await expect.poll(() => list.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(320)
    })
  }

  test('the reviews page pages its two lists apart, each with its own parameter', async ({ page }) => {
    await page.goto('/testimonios?pagina-viajes=2&pagina-sorteos=2')
    await expect(page.getByTestId('travel-list')).toHaveAttribute('data-page', '2')
    await expect(page.getByTestId('giveaway-list')).toHaveAttribute('data-page', '2')
    await expectHydrated(page.getByTestId('giveaway-list').getByTestId('pagination-previous'))
    await page.getByTestId('giveaway-list').getByTestId('pagination-previous').click()
    await expect(page).toHaveURL(/\/testimonios\?pagina-viajes=2$/)
    await expect(page.getByTestId('travel-list')).toHaveAttribute('data-page', '2')
    await expect(page.getByTestId('giveaway-list')).toHaveAttribute('data-page', '1')
    await page.goto('/en/reviews?page-giveaway=2')
    await expect(page.getByTestId('giveaway-list')).toHaveAttribute('data-page', '2')
    await expect(page.getByTestId('travel-list')).toHaveAttribute('data-page', '1')
    // A stale or broken number is not an error: the nearest page.
    await page.goto('/testimonios?pagina-viajes=999&pagina-sorteos=abc')
    await expect(page.getByTestId('giveaway-list')).toHaveAttribute('data-page', '1')
    await expect(page.getByTestId('travel-list')).not.toHaveAttribute('data-page', '1')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the pager is links, and page 2 is rendered by the server', async ({ page }) => {
      await page.goto('/en-vivo')
      const list = page.getByTestId('lives-list')
      await expect(list.getByTestId('pagination-next')).toBeVisible()
      await list.getByTestId('pagination-next').click()
      await expect(page).toHaveURL(/\/en-vivo\?pagina=2#lives-results$/)
      await expect(list).toHaveAttribute('data-page', '2')
    })
  })
})
