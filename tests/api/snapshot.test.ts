import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { seededStaff, signInOverHttp } from '../fixtures/staff-session'
import { cmsClient } from '../fixtures/cms-rest'

/**
 * The admin's dated snapshot of any public page (src/app/api/snapshot): a route-table page rendered
 * with each text group at the version live then — an unpublished group showing the files' texts as
 * the site did — and a CMS page from the publication record; admins only; 4xx for bad input.
 */
describe('the dated snapshot of a page', () => {
  const stamp = Date.now().toString(36)
  const intro = { es: 'Por favor lea estas condiciones antes de usar el sitio o de enviarnos sus datos.', en: 'Please read the' }
  let admin = ''
  let agent = ''
  let pageId = 0
  let postId = 0
  let reviewId = 0

  const cms = cmsClient(() => admin)
  const snapshot = (query: string, token = admin) =>
    fetch(`${BASE_URL}/api/snapshot?${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  const at = (path: string, instant: Date, extra = '') =>
    snapshot(`path=${encodeURIComponent(path)}&at=${encodeURIComponent(instant.toISOString())}${extra}`)
  const pause = () => new Promise((resolve) => setTimeout(resolve, 60))
  const publishTermsIntro = (text: string) =>
    cms('POST', '/globals/texts-legal?locale=es', { terms: { intro: text }, _status: 'published' })

  beforeAll(async () => {
    const staff = seededStaff()
    admin = (await signInOverHttp(BASE_URL, staff.admin)).token
    agent = (await signInOverHttp(BASE_URL, staff.agent)).token
  })

  afterAll(async () => {
    await publishTermsIntro(intro.es)
    if (pageId) await cms('DELETE', `/pages/${pageId}`)
    if (postId) await cms('DELETE', `/posts/${postId}`)
    if (reviewId) await cms('DELETE', `/reviews/${reviewId}`)
  })

  it('renders a route-table page with its texts as they were live: edited, unpublished (the files), published again', async () => {
    const first = `Primera lectura ${stamp}`
    const second = `Segunda lectura ${stamp}`
    expect((await publishTermsIntro(first)).status).toBe(200)
    await pause()
    const t1 = new Date()
    await pause()
    expect((await publishTermsIntro(second)).status).toBe(200)
    await pause()
    const t2 = new Date()
    await pause()
    expect((await cms('POST', '/globals/texts-legal', { _status: 'draft' })).status).toBe(200)
    await pause()
    const t3 = new Date()
    await pause()
    expect((await cms('POST', '/globals/texts-legal?locale=es', { _status: 'published' })).status).toBe(200)

    const one = await at('/terminos-y-condiciones', t1)
    expect(one.status).toBe(200)
    expect(one.headers.get('content-disposition')).toMatch(
      /^attachment; filename="snapshot-terminos-y-condiciones-\d{4}-\d{2}-\d{2}\.html"$/,
    )
    const oneHtml = await one.text()
    expect(oneHtml).toContain(first)
    expect(oneHtml).not.toContain(second)
    expect(oneHtml).not.toMatch(/<script/i)
    expect(oneHtml).toContain('<style>')
    expect(oneHtml).toContain('Como estaba publicada el')
    // The note lists the text groups this page read while it rendered, not every group.
    const listed = /<details><summary>[^<]*<\/summary><ul>([\s\S]*?)<\/ul>/.exec(oneHtml)?.[1] ?? ''
    expect(listed).toContain('Términos, privacidad y mapa del sitio: versión')
    expect(listed).not.toContain('Programa en vivo')
    expect(listed).not.toContain('Blog (portada y categorías)')
    expect(oneHtml).toContain('Ajustes del sitio (teléfonos, direcciones, horario) y abogados: los de hoy')

    const two = await (await at('/terminos-y-condiciones', t2)).text()
    expect(two).toContain(second)
    // Unpublished: the site showed the files' texts, and so does the snapshot.
    const three = await (await at('/terminos-y-condiciones', t3, '&ui=en')).text()
    expect(three).toContain(intro.es)
    expect(three).not.toContain(second)
    expect(three).toContain('As published on')
    // The English page was never edited: its own words at every instant.
    const english = await (await at('/en/terms-and-conditions', t2)).text()
    expect(english).toContain(intro.en)
    expect(english).not.toContain(second)
    // The live page is untouched by the snapshots: it shows the republished text, and no draft mode.
    const live = await fetch(`${BASE_URL}/terminos-y-condiciones`)
    expect(await live.text()).toContain(second)
  })

  it('gives a CMS page by its path from the publication record, and the home page by the day', async () => {
    const created = await cms('POST', '/pages?locale=es', {
      title: 'Instantánea',
      path: `/instantanea-${stamp}`,
      layout: [{ blockType: 'banner', heading: `Campaña ${stamp}` }],
      _status: 'published',
    })
    expect(created.status).toBe(201)
    pageId = Number((created.body?.doc as { id: number }).id)
    const page = await (await at(`/instantanea-${stamp}`, new Date())).text()
    expect(page).toContain(`Campaña ${stamp}`)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date())
    const home = await snapshot(`path=/&date=${today}`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Abogados de inmigración')
  })

  it('shows only the posts published and the reviews added by then; the live pages are untouched', async () => {
    await pause()
    const before = new Date()
    await pause()
    // A demo post lends its image and body.
    const found = await cms('GET', '/posts?limit=1&depth=0&locale=es')
    const model = (found.body?.docs as Array<{ mainImage: number; body: unknown }>)[0]!
    const postTitle = `Entrada posterior ${stamp}`
    const post = await cms('POST', '/posts?locale=es', {
      title: postTitle,
      slug: `entrada-posterior-${stamp}`,
      publishedAt: new Date().toISOString(),
      // Featured: the home page's slider shows it first.
      featured: true,
      mainImage: model.mainImage,
      mainImageAlt: 'Familia',
      body: model.body,
      _status: 'published',
    })
    expect(post.status, JSON.stringify(post.body)).toBe(201)
    postId = Number((post.body?.doc as { id: number }).id)
    const reviewer = `Opinión Posterior ${stamp}`
    const review = await cms('POST', '/reviews?locale=es', {
      reviewerName: reviewer,
      publishedAt: new Date().toISOString(),
      relativeDate: 'hace un momento',
      body: 'Me ayudaron con mi caso.',
    })
    expect(review.status, JSON.stringify(review.body)).toBe(201)
    reviewId = Number((review.body?.doc as { id: number }).id)

    const blogThen = await (await at('/blog', before)).text()
    expect(blogThen).not.toContain(postTitle)
    expect(blogThen).toMatch(/<details><summary>[^<]*<\/summary><ul>[^]*Blog \(portada y categorías\)/)
    expect(await (await at('/blog', new Date())).text()).toContain(postTitle)
    expect(await (await at('/testimonios', before)).text()).not.toContain(reviewer)
    expect(await (await at('/testimonios', new Date())).text()).toContain(reviewer)
    // The home page's sliders load in the browser; a snapshot has no scripts, so its render draws them as of then.
    const homeThen = await (await at('/', before)).text()
    expect(homeThen).toContain('data-testid="blog-slider"')
    expect(homeThen).not.toContain(postTitle)
    expect(homeThen).not.toContain(reviewer)
    const homeNow = await (await at('/', new Date())).text()
    expect(homeNow).toContain(postTitle)
    expect(homeNow).toContain(reviewer)
    expect(await (await fetch(`${BASE_URL}/`)).text()).not.toContain(postTitle)
    // The public pages show both, as they did before any snapshot.
    expect(await (await fetch(`${BASE_URL}/blog`)).text()).toContain(postTitle)
    expect(await (await fetch(`${BASE_URL}/testimonios`)).text()).toContain(reviewer)
  })

  it('answers 4xx, never 5xx, to bad paths and dates, and only to admins', async () => {
    const now = encodeURIComponent(new Date().toISOString())
    expect((await snapshot(`path=/no-existe-${stamp}&at=${now}`)).status).toBe(404)
    expect((await snapshot(`path=//evil.example&at=${now}`)).status).toBe(400)
    expect((await snapshot(`path=/contacto&date=2026-02-30`)).status).toBe(400)
    expect((await snapshot(`path=/contacto&at=not-a-date`)).status).toBe(400)
    expect((await snapshot(`path=/contacto`)).status).toBe(400)
    expect((await snapshot(`path=/contacto&date=2999-01-01`)).status).toBe(400)
    // Before the record began, what the texts said is not known.
    expect((await snapshot(`path=/contacto&date=2001-01-01`)).status).toBe(404)
    expect((await snapshot(`path=/contacto&at=${now}`, agent)).status).toBe(403)
    expect((await snapshot(`path=/contacto&at=${now}`, '')).status).toBe(401)
  })
})
