import { expect, test, type Locator, type Page } from '@playwright/test'
import { localizedPath, routeInfo, staticPathnames } from '../../src/i18n/routes'
import {
  LANGS,
  STATIC_PAGES,
  attorneys,
  blogsHome,
  escapeRe,
  expectHydrated,
  expectInViewport,
  firstArticle,
  googleReviews,
  inViewport,
  json,
  postCategory,
  showHomeSliders,
  type Lang,
  type Live,
  holdScripts,
} from './support/pages'
import { LAYOUT } from './support/layout'
import { BELOW_FOLD } from '../../src/components/layout/below-fold'
import { FULL_BROWSER } from './support/browsers'
import { watchRequests } from './support/network'

/**
 * The public pages of spec §2, §4 and §9: sliders, pagers, blog list and article, visa and service
 * pages, team and profiles, contact, privacy, sitemap page, thank-you pages and reveal-on-scroll.
 * The shell (routes, language switch, 404, header, menus) is covered by shell.spec.ts.
 * Tests tagged LAYOUT run at phone width too (sliders, pagers and anchors that scroll under the
 * sticky header, buttons that scroll to a form), in one language: the layout does not depend on it.
 */
test.describe.configure({ mode: 'parallel' })

const desktopOnly = ({ viewport }: { viewport: { width: number } | null }) => (viewport?.width ?? 0) < 1024

type Settings = {
  firmName: string
  email: string
  whatsapp: string
  phones: Record<'immigration' | 'customerService' | 'personalInjury' | 'truckDrivers', { label: string; number: string }>
  offices: Array<{ street: string; city: string; name: string }>
}
const settingsFor = (page: Page, lang: Lang) =>
  json<Settings>(page.request, `/cms-api/globals/site-settings?locale=${lang}&depth=0`)

/** Index of the selected slide of a carousel (data-selected), or -1. */
const selectedIndex = (slides: Locator) =>
  slides.evaluateAll((els) => els.findIndex((el) => el.getAttribute('data-selected') === 'true'))

/** Slides visible at once: the track is exactly `n` slides wide (slide widths come from CSS). */
const slidesPerView = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const track = root.querySelector<HTMLElement>('[data-carousel-pv]')!
    const slide = track.querySelector<HTMLElement>('[data-carousel-slide]')!
    return Math.round(track.getBoundingClientRect().width / slide.getBoundingClientRect().width)
  })

/**
 * Resolves once the browser has reported the element on (or off) the screen to an intersection
 * observer made now: observers hear of a change in the order they were made, so the page's own
 * have heard of it too.
 */
const onScreen = (element: Locator, visible: boolean) =>
  element.evaluate(
    (el, wanted) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          if (entry?.isIntersecting !== wanted) return
          observer.disconnect()
          resolve()
        })
        observer.observe(el)
      }),
    visible,
  )

/**
 * Resolves once the tasks the page has already queued have run: React runs effects in scheduler
 * tasks posted through a MessageChannel (not held back by the paused fake clock), and tasks of
 * that kind run in order, so two rounds of our own message come after them.
 */
const afterScheduledTasks = (page: Page) =>
  page.evaluate(async () => {
    // A busy machine makes React's scheduler yield and post its work again: each round lets
    // one more such task through.
    for (let round = 0; round < 6; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })

// ───────────────────────────── Home ─────────────────────────────

test.describe('home', () => {
  for (const lang of LANGS) {
    test(`hero has the four slides linking to their pages (${lang})`, async ({ page }) => {
      await page.goto(STATIC_PAGES.home![lang])
      const slides = page.getByTestId('hero-slider-slide')
      await expect(slides).toHaveCount(4)
      const targets = {
        experience: '/services/immigration-lawyer',
        vawa: '/humanitarian-visa/vawa-visa',
        t: '/humanitarian-visa/t-visa',
        u: '/humanitarian-visa/u-visa',
      } as const
      for (const [key, route] of Object.entries(targets)) {
        await expect(page.getByTestId(`hero-cta-${key}`)).toHaveAttribute('href', localizedPath(route, lang))
      }
      await expect(page.getByTestId('hero-slide-experience')).toContainText('15')
      await expect(page.getByTestId('hero-slide-vawa')).toContainText('VAWA')
      await expect(page.getByTestId('hero-slide-t')).toContainText(/\bT\b/)
      await expect(page.getByTestId('hero-slide-u')).toContainText(/\bU\b/)
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }

  test('hero autoplays every 5 s, loops, and pauses while hovered', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const hero = page.getByTestId('hero-slider')
    const slides = page.getByTestId('hero-slider-slide')
    await expect(hero).toHaveAttribute('data-playing', 'true')
    // The server's HTML already says "playing"; a hover before React owns the slider is not heard.
    await expectHydrated(hero)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    // A timer's move renders, and the effect that starts the next wait runs, in React scheduler
    // tasks after the timer: each step of the clock waits for them before the next is taken.
    const runFor = async (ms: number) => {
      await page.clock.runFor(ms)
      await afterScheduledTasks(page)
    }
    await afterScheduledTasks(page)

    // Hovering pauses it: no move however long we wait.
    const start = await selectedIndex(slides)
    expect(start).toBeGreaterThanOrEqual(0)
    await hero.hover()
    await expect(hero).toHaveAttribute('data-playing', 'false')
    await afterScheduledTasks(page)
    await runFor(15_000)
    expect(await selectedIndex(slides)).toBe(start)

    // Leaving restarts a full 5 s wait, then it advances one slide every 5 s and wraps around.
    await page.mouse.move(2, 2)
    await expect(hero).toHaveAttribute('data-playing', 'true')
    await afterScheduledTasks(page)
    await runFor(4_800)
    expect(await selectedIndex(slides), 'no move before 5 s').toBe(start)
    await runFor(300)
    await expect.poll(() => selectedIndex(slides)).toBe((start + 1) % 4)
    for (let step = 2; step <= 4; step++) {
      await afterScheduledTasks(page)
      await runFor(5_000)
      await expect.poll(() => selectedIndex(slides), `move ${step}`).toBe((start + step) % 4)
    }
  })

  test(
    'blog slider shows 2 slides on desktop and 1 on a phone; reviews 3 and 1, five stars each',
    { tag: [LAYOUT, FULL_BROWSER] },
    async ({ page, viewport }) => {
      await page.goto('/')
      await showHomeSliders(page)
      const wide = (viewport?.width ?? 0) >= 1280
      const blog = page.getByTestId('blog-slider')
      await blog.scrollIntoViewIfNeeded()
      expect(await slidesPerView(blog)).toBe(wide ? 2 : 1)
      const reviews = page.getByTestId('reviews-slider')
      await reviews.scrollIntoViewIfNeeded()
      expect(await slidesPerView(reviews)).toBe(wide ? 3 : 1)
      const cards = reviews.getByTestId('review-card')
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        const stars = cards.nth(i).getByRole('img', { name: /5/ })
        await expect(stars).toHaveCount(1)
        await expect(stars.locator('svg')).toHaveCount(5)
      }
    },
  )

  test('blog and reviews sliders pause on hover', async ({ page }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'needs a mouse')
    await page.goto('/')
    await showHomeSliders(page)
    for (const id of ['blog-slider', 'reviews-slider']) {
      const slider = page.getByTestId(id)
      await slider.scrollIntoViewIfNeeded()
      await page.mouse.move(2, 2)
      await expect(slider).toHaveAttribute('data-playing', 'true')
      await slider.locator('[data-carousel-pv]').hover()
      await expect(slider).toHaveAttribute('data-playing', 'false')
      await page.mouse.move(2, 2)
      await expect(slider).toHaveAttribute('data-playing', 'true')
    }
  })

  test('a slider off the screen waits, and moves once it is on the screen', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await showHomeSliders(page)
    const blog = page.getByTestId('blog-slider')
    const blogSlides = page.getByTestId('blog-slider-slide')
    const heroSlides = page.getByTestId('hero-slider-slide')
    await expectHydrated(blog)
    await page.evaluate(() => window.scrollTo(0, 0))
    await onScreen(blog, false)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    await afterScheduledTasks(page)
    const runFor = async (ms: number) => {
      await page.clock.runFor(ms)
      await afterScheduledTasks(page)
    }

    // 10 s: the hero on the screen moves twice (5 s each), the blog slider below (3 s) never (looked
    // at every 2.5 s: in 10 s it would have come round to where it started).
    const hero = await selectedIndex(heroSlides)
    const start = await selectedIndex(blogSlides)
    for (let step = 1; step <= 4; step++) {
      await runFor(2_500)
      expect(await selectedIndex(blogSlides), `the blog slider moved off the screen (${step * 2.5} s)`).toBe(start)
    }
    await expect.poll(() => selectedIndex(heroSlides)).toBe((hero + 2) % 4)

    // On the screen it starts a full wait, then moves.
    await blog.scrollIntoViewIfNeeded()
    await onScreen(blog, true)
    await afterScheduledTasks(page)
    await runFor(2_900)
    expect(await selectedIndex(blogSlides), 'no move before 3 s').toBe(start)
    await runFor(200)
    await expect.poll(() => selectedIndex(blogSlides)).not.toBe(start)
  })

  test(
    'videos download nothing before play, their posters nothing until near the screen, and play when pressed',
    { tag: [LAYOUT, FULL_BROWSER] },
    async ({ page }) => {
      const images: string[] = []
      const media: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url())
        if (request.resourceType() === 'media') media.push(request.url())
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      // Before play a tile holds a link to the file (VideoPlayer), not a player: nothing to build
      // or download, and without JavaScript the link opens the browser's own player.
      const travel = page.getByTestId('home-travel').locator('a[data-video-play]')
      expect(await travel.count()).toBeGreaterThan(0)
      const buttons = page.locator('.testimonial-video a[data-video-play]')
      await expect(page.locator('video')).toHaveCount(0)
      const posters = page.locator('.testimonial-video img')
      await expect(posters).toHaveCount(await buttons.count())
      for (const button of await buttons.all()) {
        await expect(button).toHaveAttribute('href', /\/cms-api\/media\/file\/.+\.(mp4|webm|mov)$/)
        await expect(button).toHaveAccessibleName(/.+/)
      }
      for (const poster of await posters.all()) {
        await expect(poster).toHaveAttribute('loading', 'lazy')
        await expect(poster).toHaveAttribute('alt', '')
      }
      // The files each poster may be drawn from (src and srcset, as the browser asks for them), of
      // the posters beyond the browser's own lazy-loading distance (1,250 px on a fast connection):
      // those of the travel section on every screen, the about video's too on a phone.
      const far = await posters.evaluateAll((imgs) =>
        imgs
          .filter((img) => img.getBoundingClientRect().top > window.innerHeight + 1250)
          .flatMap((img) =>
            [
              img.getAttribute('src') ?? '',
              ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''),
            ]
              .filter(Boolean)
              .map((url) => new URL(url, location.href).href),
          ),
      )
      expect(far.length, 'posters far below the first screen').toBeGreaterThan(0)
      expect(
        images.filter((url) => far.includes(url)),
        'posters far below fetched before scrolling',
      ).toEqual([])

      // Near the screen the poster arrives, under the play button: what the visitor presses is the button.
      const about = page.getByTestId('about-video')
      await about.scrollIntoViewIfNeeded()
      const aboutPoster = page.locator('.testimonial-video', { has: about }).locator('img')
      await expect.poll(() => aboutPoster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const onTop = await about.evaluate((button) => {
        const r = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
      })
      expect(onTop, 'the play button lies over its poster').toBe(true)
      expect(media, 'video downloaded before play').toEqual([])
      await expectHydrated(about)
      await about.click()
      // The player takes the button's place, in the page (not the browser's own player), and plays.
      await expect(page).toHaveURL(/\/$/)
      await expect(about).toHaveJSProperty('tagName', 'VIDEO')
      await expect(about).toBeFocused()
      await expect
        .poll(() => about.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0), {
          message: 'the video plays once pressed',
        })
        .toBe(true)
      await expect(page.locator('video')).toHaveCount(1)
    },
  )

  // The home page's reviews and featured posts are drawn by the browser from their endpoints
  // (spec §7), so the HTML and the RSC payload do not carry them (issue 9: home HTML ≤ 32 KB gzip).
  for (const lang of LANGS) {
    test(`reviews and featured posts come from their endpoints, not the HTML (${lang})`, async ({ page }) => {
      const path = STATIC_PAGES.home![lang]
      const [reviews, posts] = await Promise.all([googleReviews(page.request, lang), blogsHome(page.request)])
      expect(reviews.length).toBeGreaterThan(0)
      expect(posts.length).toBeGreaterThan(0)
      const html = await (await page.request.get(path)).text()
      // As text, as HTML-escaped text and as a JSON string (the payload): in none of them.
      const forms = (text: string) => [
        text,
        text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'),
        JSON.stringify(text).slice(1, -1),
      ]
      const teaser = (post: (typeof posts)[number]) => (lang === 'es' ? post.body_es : post.body_en)
      for (const text of [...reviews.map((r) => r.body.slice(0, 40)), ...posts.map((p) => teaser(p).slice(0, 40))]) {
        for (const form of forms(text)) expect(html, `"${form}" in the HTML of ${path}`).not.toContain(form)
      }
      expect(html).not.toContain('review-card')

      // In the browser, once the boxes come near: every review and every post, linked to its article.
      await page.goto(path)
      await expect(page.getByTestId('review-card')).toHaveCount(0)
      await showHomeSliders(page)
      const cards = page.getByTestId('review-card')
      await expect(cards).toHaveCount(reviews.length)
      await expect(cards.first()).toContainText(reviews[0]!.nombre)
      await expect(cards.first()).toContainText(reviews[0]!.fecha_publicado_relativo)
      const blog = page.getByTestId('blog-slider')
      await expect(blog.getByTestId('blog-slider-slide')).toHaveCount(posts.length)
      const slug = lang === 'es' ? posts[0]!.url_es : posts[0]!.url_en
      await expect(blog.getByRole('link', { name: lang === 'es' ? posts[0]!.titulo_es : posts[0]!.titulo_en })).toHaveAttribute(
        'href',
        localizedPath('/blog/[slug]', lang, { slug }),
      )
      await expect(blog.getByTestId('blog-teaser').first()).toHaveText(teaser(posts[0]!))
      // The server's links in the boxes gave way to the cards.
      await expect(page.getByTestId('reviews-box').locator(`a[href="${localizedPath('/reviews', lang)}"]`)).toHaveCount(0)
    })
  }

  test('the bands below the first screen wait while the page loads, then are all drawn', async ({ page, request }) => {
    // The server's HTML marks them (content-visibility: auto, globals.css)…
    const html = await (await request.get('/')).text()
    expect(html.match(/\bbelow-fold\b/g)?.length ?? 0).toBeGreaterThanOrEqual(6)
    // …and once the page is idle each is drawn, so a capture of the whole page shows every band.
    await page.goto('/')
    await expect(page.locator(`.${BELOW_FOLD}`)).toHaveCount(0)
    await expect(page.getByTestId('home-mission')).toBeVisible()
  })

  test(
    'the slider boxes keep their height: nothing below them moves when the cards come',
    { tag: [LAYOUT, FULL_BROWSER] },
    async ({ page }) => {
      await page.goto('/')
      // From the top of the blog section to the form under the reviews (the header above shrinks on scroll).
      const top = () =>
        page.evaluate(() => {
          const at = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().top
          return Math.round(at('home-form') - at('home-blog'))
        })
      await expect(page.getByTestId('reviews-box')).toHaveAttribute('data-state', 'waiting')
      // The bands below the first screen stand at a placeholder height until the page is idle and
      // draws them (`below-fold`, src/components/layout/below-fold.ts): measure them drawn.
      await expect(page.locator(`.${BELOW_FOLD}`)).toHaveCount(0)
      const before = await top()
      const settled = watchRequests(page)
      await showHomeSliders(page)
      await expect(page.getByTestId('review-card').first()).toBeVisible()
      // Let the images in the cards arrive too.
      await settled()
      expect(await top(), 'the form below the sliders moved').toBe(before)
    },
  )

  test('an empty review list says so; a failed list leaves the links', async ({ page }) => {
    await page.route('**/google-reviews/es', (route) => route.fulfill({ json: [] }))
    await page.goto('/')
    await page.getByTestId('reviews-box').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('reviews-empty')).toHaveText('No hay reseñas disponibles')
    await expect(page.getByTestId('review-card')).toHaveCount(0)

    await page.unroute('**/google-reviews/es')
    await page.route('**/google-reviews/en', (route) => route.fulfill({ status: 503, json: { status: 'error' } }))
    await page.route('**/api/blogs/home', (route) => route.abort())
    await page.goto('/en')
    for (const box of ['blog-box', 'reviews-box']) {
      await page.getByTestId(box).scrollIntoViewIfNeeded()
      await expect(page.getByTestId(box)).toHaveAttribute('data-state', 'failed')
    }
    await expect(page.getByTestId('reviews-box').getByRole('link', { name: 'See all reviews' })).toHaveAttribute(
      'href',
      localizedPath('/reviews', 'en'),
    )
    await expect(page.getByTestId('blog-box').getByRole('link')).toHaveAttribute('href', localizedPath('/blog', 'en'))
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const lang of LANGS) {
      test(`the slider boxes link to all reviews and to the blog (${lang})`, async ({ page }) => {
        await page.goto(STATIC_PAGES.home![lang])
        const reviews = page.getByTestId('reviews-box')
        await expect(
          reviews.getByRole('link', { name: lang === 'es' ? 'Ver todas las reseñas' : 'See all reviews' }),
        ).toHaveAttribute('href', localizedPath('/reviews', lang))
        await expect(page.getByTestId('blog-box').getByRole('link')).toHaveAttribute('href', localizedPath('/blog', lang))
        await expect(page.getByTestId('review-card')).toHaveCount(0)
        // No reserved space without scripts: the link is all the box holds.
        expect(await reviews.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(120)
      })
    }
  })
})

// ───────────────────────── Reviews and lives (client-side pagers) ─────────────────────────

const LABELS: Record<Lang, { previous: string; next: string }> = {
  es: { previous: 'Anterior', next: 'Siguiente' },
  en: { previous: 'Previous', next: 'Next' },
}

/** The identity of what a paged list shows now (video sources, image sources or link targets). */
const itemKeys = (list: Locator, testId: string) =>
  list.getByTestId(`${testId}-item`).evaluateAll((items) =>
    items.map((li) => {
      const el = li.querySelector('source, img, a')
      return el?.getAttribute('src') ?? el?.getAttribute('href') ?? li.textContent ?? ''
    }),
  )

async function checkPager(page: Page, lang: Lang, testId: string, boxId: string, perPage: number, total: number) {
  const list = page.getByTestId(testId)
  const pager = page.getByTestId(`${testId}-pager`)
  const pages = Math.ceil(total / perPage)
  expect(pages, `${testId}: seed has more than one page`).toBeGreaterThan(1)

  await expect(list.getByTestId(`${testId}-item`)).toHaveCount(perPage)
  await expect(pager.getByTestId('pagination-previous')).toHaveCount(0)
  await expect(pager.getByTestId('pagination-page')).toHaveCount(Math.min(3, pages))
  await expect(pager.getByTestId('pagination-page').first()).toHaveAttribute('aria-current', 'page')
  const next = pager.getByTestId('pagination-next')
  await expect(next).toHaveText(LABELS[lang].next)

  const first = await itemKeys(list, testId)
  const box = page.locator(`#${boxId}`)
  const boxTop = () => box.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  // Scroll down to the pager so the top of the box is off screen before paging.
  await next.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 300))
  await expect.poll(boxTop, 'box top above the screen before paging').toBeLessThan(0)
  await expectHydrated(next)
  await next.click()
  await expect(list).toHaveAttribute('data-page', '2')
  await expect.poll(() => itemKeys(list, testId)).not.toEqual(first)
  const second = await itemKeys(list, testId)
  expect(
    second.some((key) => first.includes(key)),
    'page 2 shows other items',
  ).toBe(false)
  // The box scrolls back into view: its top below the sticky header, in the upper part of the screen.
  await expect.poll(boxTop, { message: 'box top after paging', timeout: 5_000 }).toBeGreaterThanOrEqual(0)
  await expect.poll(boxTop, { message: 'box top after paging', timeout: 5_000 }).toBeLessThan(320)
  await expectInViewport(box)
  await expect(pager.getByTestId('pagination-previous')).toHaveText(LABELS[lang].previous)
  await expect(pager.getByTestId('pagination-page')).toHaveCount(Math.min(3, pages))

  // Walk to the last page: Next disappears there, the window still shows 3 numbers.
  for (let p = 3; p <= pages; p++) {
    await pager.getByTestId('pagination-next').click()
    await expect(list).toHaveAttribute('data-page', String(p))
  }
  await expect(pager.getByTestId('pagination-next')).toHaveCount(0)
  await expect(pager.getByTestId('pagination-previous')).toBeVisible()
  await expect(pager.getByTestId('pagination-page')).toHaveCount(Math.min(3, pages))
  await expect(pager.locator('[aria-current="page"]')).toHaveText(String(pages))
  const lastCount = total - (pages - 1) * perPage
  await expect(list.getByTestId(`${testId}-item`)).toHaveCount(lastCount)
}

test.describe('reviews page', () => {
  for (const lang of LANGS) {
    const tag = lang === 'es' ? LAYOUT : []
    test(`travel videos 3 per page (${lang})`, { tag }, async ({ page }) => {
      const travel = await json<unknown[]>(page.request, '/api/testimonios/travel')
      await page.goto(STATIC_PAGES.reviews![lang])
      // Play buttons, not players, until pressed (VideoPlayer).
      await expect(page.getByTestId('travel-video')).toHaveCount(3)
      await expect(page.getByTestId('travel-list').locator('video')).toHaveCount(0)
      // The first poster opens the page (its LCP image on a phone): eager, high priority and
      // preloaded from the head; the others wait until they are near the screen.
      const posters = page.getByTestId('travel-list').locator('.testimonial-video img')
      await expect(posters).toHaveCount(3)
      const first = posters.first()
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      await expect(first).not.toHaveAttribute('loading', 'lazy')
      const firstSrc = (await first.getAttribute('src'))!
      expect(
        await page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll(
            (links, src) => links.some((l) => l.getAttribute('href') === src || l.getAttribute('imagesrcset')?.includes(src)),
            firstSrc,
          ),
        'the first poster is preloaded',
      ).toBe(true)
      for (const poster of (await posters.all()).slice(1)) await expect(poster).toHaveAttribute('loading', 'lazy')
      await checkPager(page, lang, 'travel-list', 'travel-testimonials-box', 3, travel.length)
    })
    test(`giveaway photos 6 per page (${lang})`, { tag }, async ({ page }) => {
      const giveaway = await json<unknown[]>(page.request, '/api/testimonios/giveaway')
      await page.goto(STATIC_PAGES.reviews![lang])
      await checkPager(page, lang, 'giveaway-list', 'giveaway-testimonials-box', 6, giveaway.length)
    })
    test(`lives gallery 3 per page (${lang})`, { tag }, async ({ page }) => {
      const lives = await json<Live[]>(page.request, '/api/lives/get/en')
      await page.goto(STATIC_PAGES.lives![lang])
      const names = await page.getByTestId('live-link').allTextContents()
      for (const [i, name] of names.entries()) expect(name).toContain(lang === 'es' ? lives[i]!.nombre_es : lives[i]!.nombre_en)
      await checkPager(page, lang, 'lives-list', 'lives-results', 3, lives.length)
    })
  }
})

// ───────────────────────────── Blog ─────────────────────────────

test.describe('blog list', () => {
  for (const lang of LANGS) {
    test(`?page=2 works, ?page=999 and ?page=abc are 404 (${lang})`, async ({ page }) => {
      const base = STATIC_PAGES.blog![lang]
      expect((await page.goto(base))?.status()).toBe(200)
      const firstTitles = await page.getByTestId('post-card').locator('h2').allTextContents()
      expect(firstTitles.length).toBe(9)
      await expect(page.getByTestId('blog-pager').getByTestId('pagination-previous')).toHaveCount(0)

      await page.getByTestId('blog-pager').getByTestId('pagination-next').click()
      await expect(page).toHaveURL(new RegExp(`${escapeRe(base)}\\?page=2`))
      await expect(page.getByTestId('blog-posts')).toHaveAttribute('data-page', '2')
      const secondTitles = await page.getByTestId('post-card').locator('h2').allTextContents()
      expect(secondTitles.length).toBeGreaterThan(0)
      expect(secondTitles.filter((t) => firstTitles.includes(t))).toEqual([])
      await expect(page.getByTestId('blog-pager').getByTestId('pagination-previous')).toHaveText(LABELS[lang].previous)

      expect((await page.goto(`${base}?page=2`))?.status()).toBe(200)
      expect((await page.goto(`${base}?page=999`))?.status()).toBe(404)
      expect((await page.goto(`${base}?page=abc`))?.status()).toBe(404)
    })

    test(`a category page lists only that category's posts (${lang})`, async ({ page }) => {
      const { post, path } = await firstArticle(page.request)
      const { name: categoryName, path: categoryPath } = await postCategory(page.request, post.id, lang)
      expect((await page.goto(categoryPath))?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(categoryName)
      const cards = page.getByTestId('post-card')
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(categoryName)
      await expect(cards.locator(`a[href="${path[lang]}"]`).first()).toBeAttached()
      // Fewer posts than the whole blog: other categories' posts are left out.
      await page.goto(STATIC_PAGES.blog![lang])
      const otherCategories = await page
        .getByTestId('post-card')
        .evaluateAll((els, name) => els.filter((el) => !el.textContent?.includes(name)).length, categoryName)
      expect(otherCategories, 'the blog has posts of other categories').toBeGreaterThan(0)
    })
  }
})

test.describe('blog article', () => {
  for (const lang of LANGS) {
    test(
      `breadcrumb, date, founder as author, share links, index anchors, main image alt (${lang})`,
      { tag: lang === 'es' ? LAYOUT : [] },
      async ({ page }) => {
        const { post, path, title } = await firstArticle(page.request)
        const founder = (await attorneys(page.request, lang)).find((a) => a.isFounder)
        expect(founder, 'a founding attorney in the CMS').toBeTruthy()
        expect((await page.goto(path[lang]))?.status()).toBe(200)
        await expect(page.getByTestId('article-title')).toHaveText(title[lang])

        const crumbs = page.getByTestId('breadcrumb')
        await expect(crumbs.locator(`a[href="${localizedPath('/', lang)}"]`)).toHaveCount(1)
        await expect(crumbs.locator(`a[href="${localizedPath('/blog', lang)}"]`)).toHaveCount(1)
        const category = await postCategory(page.request, post.id, lang)
        await expect(crumbs.locator(`a[href="${category.path}"]`)).toHaveText(category.name)
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title[lang])

        const date = page.getByTestId('article-date')
        await expect(date).toHaveText(lang === 'es' ? /^\d{1,2} de [a-záéíóú]+ de \d{4}$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
        await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/)

        const author = page.getByTestId('article-author')
        await expect(author).toContainText(founder!.name)
        await expect(author.getByRole('link')).toHaveAttribute(
          'href',
          localizedPath('/attorneys/[name]', lang, { name: founder!.slug }),
        )

        const share = page.getByTestId('share-links')
        const networks: Array<[string, RegExp]> = [
          ['share-facebook', /^https:\/\/(www\.)?facebook\.com\//],
          ['share-x', /^https:\/\/(x|twitter)\.com\//],
          ['share-linkedin', /^https:\/\/(www\.)?linkedin\.com\//],
        ]
        for (const [id, href] of networks) {
          const link = share.getByTestId(id)
          await expect(link).toHaveAttribute('href', href)
          await expect(link).toHaveAttribute(
            'href',
            new RegExp(encodeURIComponent(path[lang]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          )
          await expect(link).toHaveAttribute('target', '_blank')
          await expect(link).toHaveAttribute('rel', /noopener/)
          await expect(link).toHaveAttribute('rel', /noreferrer/)
        }
        const mail = share.getByTestId('share-email')
        await expect(mail).toHaveAttribute('href', /^mailto:/)
        expect(await mail.getAttribute('target')).toBeNull()

        const image = page.getByTestId('blog-article').locator('img').first()
        await expect(image).toHaveAttribute('alt', (lang === 'es' ? post.main_media_text_es : post.main_media_text_en) ?? /.+/)
        expect(((await image.getAttribute('alt')) ?? '').trim().length).toBeGreaterThan(0)

        const anchors = page.getByTestId('article-index').locator('a[href^="#"]')
        const hrefs = await anchors.evaluateAll((els) => els.map((a) => a.getAttribute('href')!))
        expect(hrefs.length, 'index entries').toBeGreaterThan(0)
        for (const href of hrefs) {
          await expect(page.getByTestId('article-body').locator(`[id="${href.slice(1)}"]`), `target of ${href}`).toHaveCount(1)
        }
        const lastHref = hrefs.at(-1)!
        await anchors.last().click()
        await expect(page).toHaveURL(new RegExp(`${escapeRe(lastHref)}$`))
        await expectInViewport(page.locator(`[id="${lastHref.slice(1)}"]`), `heading ${lastHref} in view`)
      },
    )
  }

  test('the form sits in a sticky sidebar from 1024 px and below the article at 1023 px', async ({ page }) => {
    test.skip(desktopOnly({ viewport: page.viewportSize() }), 'layout switch measured on the desktop project')
    const { path } = await firstArticle(page.request)
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto(path.es)
    const article = page.getByTestId('blog-article')
    const aside = page.getByTestId('article-form')
    const panel = aside.locator(':scope > div')
    await expect(aside.locator('form')).toHaveCount(1)
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
    let a = (await article.boundingBox())!
    let f = (await aside.boundingBox())!
    expect(f.x, 'form to the right of the article').toBeGreaterThanOrEqual(a.x + a.width - 1)
    expect(f.y).toBeLessThan(a.y + a.height)
    // Still beside the article (and on screen) after scrolling well down.
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => inViewport(panel)).toBe(true)

    await page.setViewportSize({ width: 1023, height: 800 })
    await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky')
    a = (await article.boundingBox())!
    f = (await aside.boundingBox())!
    expect(f.y, 'form below the article').toBeGreaterThanOrEqual(a.y + a.height - 1)
  })
})

// ───────────────────────────── Visa and service pages ─────────────────────────────

const FORM_PAGES: Array<{ name: string; route: Parameters<typeof localizedPath>[0] }> = [
  { name: 'immigration lawyer', route: '/services/immigration-lawyer' },
  { name: 'VAWA', route: '/humanitarian-visa/vawa-visa' },
  { name: 'T', route: '/humanitarian-visa/t-visa' },
  { name: 'U', route: '/humanitarian-visa/u-visa' },
  { name: 'K-1', route: '/k1-visa' },
]
const BUTTONS: Record<Lang, { send: string; evaluate: string }> = {
  es: { send: 'ENVIAR MENSAJE', evaluate: 'EVALUAMOS SU CASO' },
  en: { send: 'SEND MESSAGE', evaluate: 'WE EVALUATE YOUR CASE' },
}

test.describe('visa and service pages', () => {
  for (const { name, route } of FORM_PAGES) {
    for (const lang of LANGS) {
      test(
        `${name} (${lang}): both buttons scroll to the form; breadcrumb`,
        { tag: lang === 'es' ? LAYOUT : [] },
        async ({ page }) => {
          const path = localizedPath(route, lang)
          expect((await page.goto(path))?.status()).toBe(200)
          const form = page.locator('#enquiry-form')
          await expect(form).toHaveCount(1)
          expect(await inViewport(form)).toBe(false)

          const send = page.getByTestId('send-message')
          await expect(send).toHaveText(new RegExp(BUTTONS[lang].send))
          await send.click()
          await expectInViewport(form, 'form in view after SEND MESSAGE')

          // The smooth scroll may still be running: keep returning to the top until the form is out of view.
          await expect
            .poll(async () => {
              await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
              return inViewport(form)
            })
            .toBe(false)
          const evaluate = page.getByTestId('evaluate-case').first()
          await expect(evaluate).toHaveText(new RegExp(BUTTONS[lang].evaluate))
          await evaluate.click()
          await expectInViewport(form, 'form in view after WE EVALUATE YOUR CASE')

          const crumbs = page.getByTestId('breadcrumb')
          await expect(crumbs.getByRole('link').first()).toHaveAttribute('href', localizedPath('/', lang))
          await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1)
          if (route.startsWith('/humanitarian-visa/')) {
            await expect(crumbs.locator(`a[href="${localizedPath('/humanitarian-visa', lang)}"]`)).toHaveCount(1)
          }
        },
      )
    }
  }

  const CLAIMS: Record<string, Record<Lang, RegExp[]>> = {
    '/humanitarian-visa/vawa-visa': {
      es: [/dos años siguientes al divorcio/i, /mayor de 21 años/i],
      en: [/within two years of the divorce/i, /over 21/i],
    },
    '/k1-visa': {
      es: [/dentro de los 90 días/i, /menores de 21/i],
      en: [/within 90 days/i, /under 21/i],
    },
  }
  for (const [route, byLang] of Object.entries(CLAIMS)) {
    test(`${route} states the spec's time and age limits`, async ({ page }) => {
      for (const lang of LANGS) {
        await page.goto(localizedPath(route as '/k1-visa', lang))
        const text = await page.locator('main').textContent()
        for (const claim of byLang[lang]) expect(text, `${lang}: ${claim}`).toMatch(claim)
      }
    })
  }
})

// ───────────────────────────── Team and profiles ─────────────────────────────

test.describe('team', () => {
  test('two attorneys with links to their profiles and to contact', async ({ page }) => {
    for (const lang of LANGS) {
      const people = await attorneys(page.request, lang)
      expect(people.length).toBe(2)
      await page.goto(STATIC_PAGES.team![lang])
      const cards = page.locator('[data-testid^="attorney-card-"]')
      await expect(cards).toHaveCount(2)
      for (const person of people) {
        const card = page.getByTestId(`attorney-card-${person.slug}`)
        await expect(card).toContainText(person.name)
        await expect(card.getByTestId('attorney-profile-link')).toHaveAttribute(
          'href',
          localizedPath('/attorneys/[name]', lang, { name: person.slug }),
        )
        await expect(card.getByTestId('attorney-contact-link')).toHaveAttribute('href', localizedPath('/contact', lang))
      }
    }
  })

  for (const lang of LANGS) {
    test(
      `founder profile: biography, facts, testimonial slider with dots, Person JSON-LD (${lang})`,
      { tag: lang === 'es' ? LAYOUT : [] },
      async ({ page }) => {
        const founder = (await attorneys(page.request, lang)).find((a) => a.isFounder)!
        await page.goto(STATIC_PAGES.team![lang])
        await page.getByTestId(`attorney-card-${founder.slug}`).getByTestId('attorney-profile-link').click()
        await expect(page).toHaveURL(new RegExp(`${escapeRe(localizedPath('/attorneys/[name]', lang, { name: founder.slug }))}$`))
        await expect(page.locator('h1')).toHaveText(founder.name)

        expect(((await page.getByTestId('attorney-biography').textContent()) ?? '').length).toBeGreaterThan(200)
        for (const id of ['attorney-languages', 'attorney-practice-areas', 'attorney-associations']) {
          expect(await page.getByTestId(id).locator('li').count(), id).toBeGreaterThan(0)
        }
        await expect(page.getByTestId('attorney-languages')).toContainText(lang === 'es' ? 'Español' : 'Spanish')

        const texts = await page.getByTestId('attorney-testimonial-text').allTextContents()
        expect(texts.length).toBeGreaterThan(1)
        for (const text of texts) expect(text.length, text.slice(0, 40)).toBeLessThanOrEqual(303)
        expect(
          texts.some((t) => t.endsWith('...')),
          'a long testimonial is cut with "..."',
        ).toBe(true)

        const slider = page.getByTestId('attorney-testimonials')
        const dots = page.getByTestId('attorney-testimonials-dots').getByRole('button')
        expect(await dots.count()).toBeGreaterThan(1)
        await slider.scrollIntoViewIfNeeded()
        const target = (await dots.count()) - 1
        // A dot tapped before the slider's script runs does nothing (there is no slide to show
        // without it); the test checks the slider, so it waits for React to own the dots.
        await expectHydrated(dots.nth(target))
        await dots.nth(target).click()
        await expect(dots.nth(target)).toHaveAttribute('aria-current', 'true')
        await expect(page.getByTestId('attorney-testimonials-slide').nth(target)).toHaveAttribute('data-selected', 'true')
        await dots.nth(1).click()
        await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
        await expect(page.getByTestId('attorney-testimonials-slide').nth(1)).toHaveAttribute('data-selected', 'true')
        await expect(dots.nth(target)).not.toHaveAttribute('aria-current', 'true')

        const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
        const people = ld.flatMap((s) => [JSON.parse(s) as unknown].flat() as Array<{ '@type'?: string; name?: string }>)
        expect(people.find((d) => d['@type'] === 'Person')?.name).toBe(founder.name)
      },
    )
  }
})

// ───────────────────────────── Contact ─────────────────────────────

test.describe('contact', () => {
  for (const lang of LANGS) {
    test(`practice areas with labelled phones, WhatsApp, e-mail, offices, lazy map (${lang})`, async ({ page }) => {
      const settings = await settingsFor(page, lang)
      await page.goto(STATIC_PAGES.contact![lang])
      const cards = page.getByTestId('practice-card')
      await expect(cards).toHaveCount(3)
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-area')))).toEqual([
        'immigration',
        'personalInjury',
        'truckDrivers',
      ])
      const lines: Record<string, Array<keyof Settings['phones']>> = {
        immigration: ['immigration', 'customerService'],
        personalInjury: ['personalInjury'],
        truckDrivers: ['truckDrivers'],
      }
      for (const [area, keys] of Object.entries(lines)) {
        const card = page.locator(`[data-testid="practice-card"][data-area="${area}"]`)
        await expect(card.locator('a[href^="tel:"]')).toHaveCount(keys.length)
        for (const key of keys) {
          const phone = settings.phones[key]
          await expect(card.locator(`a[href="tel:${phone.number}"]`)).toHaveCount(1)
          await expect(card).toContainText(phone.label)
        }
      }
      const whatsapp = page.getByTestId('contact-whatsapp')
      await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.whatsapp}`))
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      await expect(page.getByTestId('contact-email')).toHaveAttribute('href', `mailto:${settings.email}`)
      const offices = page.getByTestId('contact-office')
      await expect(offices).toHaveCount(2)
      for (const office of settings.offices) await expect(page.getByTestId('contact-offices')).toContainText(office.street)
      await expect(page.getByTestId('contact-coverage')).toBeVisible()
      // The frame is put in only once the map is near the screen (visitor.spec.ts).
      const map = page.getByTestId('contact-map')
      await map.scrollIntoViewIfNeeded()
      await expect(map.getByTestId('map-frame')).toHaveAttribute('loading', 'lazy')
      await expect(map.getByTestId('map-frame')).toHaveAttribute('title', /.+/)
    })
  }
})

// ───────────────────────────── Privacy, sitemap page, thank-you ─────────────────────────────

const PRIVACY: Record<Lang, { headings: RegExp[]; gdpr: RegExp; under13: RegExp; stop: RegExp }> = {
  es: {
    headings: [
      /introducci[oó]n/i,
      /informaci[oó]n que recopilamos/i,
      /usamos/i,
      /compartimos/i,
      /transferencias/i,
      /derechos/i,
      /menores/i,
      /mensajes de texto/i,
    ],
    gdpr: /GDPR/,
    under13: /menores de 13 años/i,
    stop: /\bSTOP\b/,
  },
  en: {
    headings: [
      /introduction/i,
      /information we collect/i,
      /use/i,
      /share/i,
      /transfers/i,
      /rights/i,
      /children/i,
      /text messages/i,
    ],
    gdpr: /GDPR/,
    under13: /under (the age of )?13/i,
    stop: /\bSTOP\b/,
  },
}

test.describe('legal and utility pages', () => {
  for (const lang of LANGS) {
    test(`privacy policy has every section of the spec (${lang})`, async ({ page }) => {
      await page.goto(STATIC_PAGES.privacy![lang])
      const sections = page.getByTestId('legal-section')
      const headings = await sections.locator('h2').allTextContents()
      for (const heading of PRIVACY[lang].headings) {
        expect(
          headings.some((h) => heading.test(h)),
          `a section heading matching ${heading}`,
        ).toBe(true)
      }
      const rights = sections.filter({ has: page.locator('h2', { hasText: PRIVACY[lang].gdpr }) })
      await expect(rights).toHaveCount(1)
      const children = sections.filter({ hasText: PRIVACY[lang].under13 })
      expect(await children.count(), 'a section saying no data under 13').toBeGreaterThan(0)
      const stop = sections.filter({ hasText: PRIVACY[lang].stop })
      expect(await stop.count(), 'a section on replying STOP').toBeGreaterThan(0)
      // The table of contents links to every section.
      const tocTargets = await page
        .getByTestId('legal-toc')
        .locator('a')
        .evaluateAll((els) => els.map((a) => a.getAttribute('href')))
      const ids = await sections.locator('h2').evaluateAll((els) => els.map((h) => `#${h.id}`))
      expect(tocTargets).toEqual(ids)
    })

    test(`sitemap page lists the pages, attorneys and posts (${lang})`, async ({ page }) => {
      await page.goto(STATIC_PAGES.sitemap![lang])
      const hrefs = new Set(
        await page
          .getByTestId('sitemap-page')
          .locator('a')
          .evaluateAll((els) => els.map((a) => a.getAttribute('href'))),
      )
      for (const route of staticPathnames) {
        const info = routeInfo[route]
        if (!info.listed || !info.locales.includes(lang)) continue
        expect(hrefs, `sitemap page links ${localizedPath(route, lang)}`).toContain(localizedPath(route, lang))
      }
      for (const person of await attorneys(page.request, lang)) {
        expect(hrefs).toContain(localizedPath('/attorneys/[name]', lang, { name: person.slug }))
      }
      for (const post of await blogsHome(page.request)) {
        expect(hrefs).toContain(lang === 'es' ? `/blog/${post.url_es}` : `/en/blog/${post.url_en}`)
      }
    })
  }

  test('thank-you pages confirm and link home', async ({ page }) => {
    for (const [path, home] of [
      ['/gracias', '/'],
      ['/gracias/', '/'],
      ['/en/thank-you', '/en'],
      ['/gracias-referidos', '/'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(200)
      await expect(page.getByTestId('thank-you-message')).toBeVisible()
      await expect(page.getByTestId('thank-you-home'), path).toHaveAttribute('href', home)
    }
    // Once React owns the link, the click is the router's navigation, which fetches the home
    // page's payload: on a busy machine that has taken over the default 10 s.
    await expectHydrated(page.getByTestId('thank-you-home'))
    await page.getByTestId('thank-you-home').click()
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  })
})

// ───────────────────────────── Reveal on scroll and reduced motion ─────────────────────────────

test.describe('reveal on scroll', () => {
  test('data-reveal elements fade in once scrolled into view', { tag: LAYOUT }, async ({ page }) => {
    await page.goto('/')
    const last = page.locator('[data-reveal]').last()
    await expect(last).not.toHaveAttribute('data-revealed', '')
    await expect(last).toHaveCSS('opacity', '0')
    await last.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 150))
    await expect(last).toHaveAttribute('data-revealed', '')
    await expect(last).toHaveCSS('opacity', '1')
  })

  test('what the visitor already sees when the code arrives is never hidden', { tag: LAYOUT }, async ({ page }) => {
    // Every element marked to wait is recorded with where it stood at that moment.
    await page.addInitScript(() => {
      const hiddenInView: string[] = []
      Object.assign(window, { hiddenInView })
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (!(target instanceof HTMLElement) || !target.hasAttribute('data-reveal-waiting')) continue
          const box = target.getBoundingClientRect()
          if (box.top < innerHeight && box.bottom > 0) hiddenInView.push(target.outerHTML.slice(0, 120))
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-reveal-waiting'] })
    })
    // The visitor scrolls to the first cards while the page's code is still on its way.
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => document.fonts.ready)
    const first = page.locator('[data-reveal]').first()
    await first.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    release()
    // The code has sorted the page: what lies further down waits for the visitor.
    await expect(page.locator('[data-reveal]').last()).toHaveAttribute('data-reveal-waiting', '')
    await expect(first).toHaveAttribute('data-revealed', '')
    await expect(first).toHaveCSS('opacity', '1')
    expect(await page.evaluate(() => (window as unknown as { hiddenInView: string[] }).hiddenInView)).toEqual([])
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing is hidden and the hero does not autoplay', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const hero = page.getByTestId('hero-slider')
    await expect(hero.getByRole('button').first()).toBeVisible()
    await expect(hero).toHaveAttribute('data-playing', 'false')
    await expect(page.getByTestId('hero-slider-pause')).toHaveCount(0)
    const hidden = await page
      .locator('[data-reveal]')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== '1').length)
    expect(hidden, 'data-reveal elements hidden under reduced motion').toBe(0)
    const slides = page.getByTestId('hero-slider-slide')
    const start = await selectedIndex(slides)
    await page.clock.runFor(16_000)
    expect(await selectedIndex(slides)).toBe(start)
  })
})
