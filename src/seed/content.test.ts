import path from 'node:path'
import { existsSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/i18n/locales'
import { slugify } from '@/lib/slugify'
import { countH2, headingTexts, linkUrls, wordCount } from './lexical'
import { postBody } from './documents'
import { mediaJobs } from './media'
import { categories, firm } from './content/firm'
import { attorneys } from './content/people'
import { seedPosts } from './content/posts'
import { attorneyTestimonials, giveawayAlts, lives, reviews, travelTestimonials } from './content/voices'

const videoDir = path.join(__dirname, 'assets', 'videos')
const content = { seedPosts, attorneys, categories, firm, reviews, attorneyTestimonials, lives, giveawayAlts, travelTestimonials }

/** Every `{ es, en }` pair in the content, with the path that leads to it. */
function localizedPairs(value: unknown, at = 'content'): Array<[string, Record<Locale, unknown>]> {
  if (!value || typeof value !== 'object') return []
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedPairs(item, `${at}[${i}]`))
  const keys = Object.keys(value).sort()
  if (keys.join() === [...locales].sort().join()) return [[at, value as Record<Locale, unknown>]]
  return Object.entries(value).flatMap(([key, child]) => localizedPairs(child, `${at}.${key}`))
}

const filled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim().length > 0 : Array.isArray(value) && value.length > 0 && value.every(filled)

describe('seed content', () => {
  it('has at least the counts the site needs', () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(10)
    expect(seedPosts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3)
    expect(categories.length).toBeGreaterThanOrEqual(4)
    expect(attorneys).toHaveLength(2)
    expect(attorneys.filter((a) => a.isFounder).map((a) => a.slug)).toEqual(['adriana-salazar'])
    expect(travelTestimonials).toHaveLength(8)
    expect(giveawayAlts).toHaveLength(14)
    expect(reviews).toHaveLength(8)
    expect(lives).toHaveLength(9)
    expect(attorneyTestimonials).toHaveLength(8)
  })

  it('fills both languages of every localized text', () => {
    const pairs = localizedPairs(content)
    expect(pairs.length).toBeGreaterThan(200)
    for (const [at, pair] of pairs) {
      for (const locale of locales) expect(filled(pair[locale]), `${at}.${locale}`).toBe(true)
      if (Array.isArray(pair.es)) expect((pair.en as unknown[]).length, `${at}: same number of items`).toBe(pair.es.length)
    }
  })

  describe.each(seedPosts.map((post) => [post.slug.es, post] as const))('post %s', (_, post) => {
    it.each(locales)('has one h2 per index entry, with the same titles, in %s', (locale) => {
      const body = postBody(post, locale)
      expect(countH2(body)).toBe(post.sections.length)
      expect(headingTexts(body)).toEqual(post.sections.map((s) => s.title[locale]))
    })

    it('has 3 to 5 sections with unique, URL-safe anchors', () => {
      expect(post.sections.length).toBeGreaterThanOrEqual(3)
      expect(post.sections.length).toBeLessThanOrEqual(5)
      const anchors = post.sections.map((s) => s.anchor)
      expect(new Set(anchors).size).toBe(anchors.length)
      for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    })

    it.each(locales)('reads as an article in %s: 250 to 450 words, a bullet list and a link', (locale) => {
      const body = postBody(post, locale)
      const words = wordCount(body)
      expect(words).toBeGreaterThanOrEqual(250)
      expect(words).toBeLessThanOrEqual(450)
      expect(body.root.children.some((b) => b.type === 'list' && b.listType === 'bullet')).toBe(true)
      const urls = linkUrls(body)
      expect(urls.length).toBeGreaterThanOrEqual(1)
      // Internal links stay within the article's language.
      for (const url of urls.filter((u) => u.startsWith('/'))) {
        expect(url.startsWith('/en/') || url === '/en', url).toBe(locale === 'en')
      }
    })

    it('has normalized slugs, a known category and a date in 2025 or 2026', () => {
      for (const locale of locales) expect(slugify(post.slug[locale])).toBe(post.slug[locale])
      expect(categories.map((c) => c.key)).toContain(post.category)
      expect(post.publishedAt).toMatch(/^202[56]-\d\d-\d\dT/)
      expect(Number.isNaN(Date.parse(post.publishedAt))).toBe(false)
    })
  })

  it.each(locales)('has unique post and category slugs in %s', (locale) => {
    const postSlugs = seedPosts.map((p) => p.slug[locale])
    expect(new Set(postSlugs).size).toBe(postSlugs.length)
    const categorySlugs = categories.map((c) => c.slug[locale])
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length)
    for (const slug of categorySlugs) expect(slugify(slug)).toBe(slug)
  })

  it('spreads posts over 2025 and 2026 and uses every category', () => {
    const years = new Set(seedPosts.map((p) => p.publishedAt.slice(0, 4)))
    expect([...years].sort()).toEqual(['2025', '2026'])
    expect(new Set(seedPosts.map((p) => p.category))).toEqual(new Set(categories.map((c) => c.key)))
  })

  it("states the spec's claims", () => {
    const all = (locale: Locale) =>
      [
        ...seedPosts.map((p) => JSON.stringify(postBody(p, locale))),
        ...attorneys.map((a) => [a.summary[locale], ...a.biography[locale]].join(' ')),
      ].join(' ')
    expect(all('es')).toMatch(/dos años siguientes al divorcio/)
    expect(all('en')).toMatch(/within two years of the divorce/)
    expect(all('es')).toMatch(/hijo o hija ciudadano mayor de 21/)
    expect(all('en')).toMatch(/citizen son or daughter over 21/)
    expect(all('es')).toMatch(/90 días después de la llegada/)
    expect(all('en')).toMatch(/within 90 days of your fiancé’s arrival/)
    expect(all('es')).toMatch(/solteros menores de 21 años de su prometido/)
    expect(all('en')).toMatch(/unmarried children under 21/)
    expect(all('es')).toMatch(/primera llamada gratuita/)
    const founder = attorneys.find((a) => a.isFounder)!
    expect(founder.summary.es).toMatch(/a los 23 años.*más de 15 años/)
    expect(founder.summary.en).toMatch(/at 23.*more than 15 years/)
  })

  it('has attorney testimonials for both attorneys, some longer than the 300-character cut', () => {
    expect(attorneyTestimonials.filter((t) => t.founder).length).toBeGreaterThan(attorneyTestimonials.length / 2)
    expect(attorneyTestimonials.some((t) => !t.founder)).toBe(true)
    for (const locale of locales) {
      expect(attorneyTestimonials.filter((t) => t.body[locale].length > 300).length).toBeGreaterThanOrEqual(2)
    }
    expect(attorneyTestimonials.some((t) => t.photo)).toBe(true)
    expect(attorneyTestimonials.some((t) => !t.photo)).toBe(true)
  })

  it('has reviews and lives with plausible dates and links', () => {
    for (const review of reviews) expect(review.daysAgo).toBeGreaterThan(0)
    const liveDays = lives.map((l) => l.daysAgo)
    expect([...liveDays].sort((a, b) => a - b)).toEqual(liveDays)
    for (const live of lives) expect(live.url).toMatch(/^https:\/\//)
  })

  it("fills the site settings with the firm's facts", () => {
    expect(firm.phones.immigration.label).toEqual({ es: 'Inmigración', en: 'Immigration' })
    expect(firm.phones.customerService.label).toEqual({ es: 'Servicio al cliente', en: 'Customer service' })
    expect(firm.phones.personalInjury.label).toEqual({ es: 'Accidentes personales', en: 'Personal injury' })
    expect(firm.phones.truckDrivers.label).toEqual({ es: 'Reclutamiento de camioneros', en: 'Truck drivers' })
    for (const phone of Object.values(firm.phones)) expect(phone.number).toMatch(/^\+1915555\d{4}$/)
    expect(firm.whatsapp).toMatch(/^1\d{10}$/)
    expect(firm.offices.map((o) => o.region)).toEqual(['TX', 'DC'])
    expect(firm.show).toMatchObject({ name: 'Salazar en Vivo', slug: 'adriana-salazar' })
    expect(firm.show.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/)
    expect(firm.agents).toHaveLength(7)
    expect(firm.agents.at(-1)).toBe('Cuenta general')
    expect(firm.intakeEmail).toMatch(/@salazarimmigration\.example$/)
    for (const url of [...Object.values(firm.socials), ...Object.values(firm.externalSites), firm.mapEmbedUrl]) {
      expect(url).toMatch(/^https:\/\//)
    }
  })
})

describe('seed media', () => {
  const jobs = mediaJobs(videoDir)

  it('names every file uniquely, never ending in a digit (Payload would count it up into another name)', () => {
    const keys = jobs.map((j) => j.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9-]*[a-z]$/)
  })

  it('has the pictures and videos every document refers to', () => {
    const keys = new Set(jobs.map((j) => j.key))
    for (const post of seedPosts) expect(keys).toContain(`blog-${post.slug.es}`)
    for (let i = 1; i <= travelTestimonials.length; i++) {
      expect(keys).toContain(`travel-${i}-video`)
      expect(keys).toContain(`travel-${i}-poster`)
    }
    for (let i = 1; i <= lives.length; i++) for (const locale of locales) expect(keys).toContain(`live-${i}-${locale}`)
  })

  it('ships the eight travel videos, small MP4 files', () => {
    for (let i = 1; i <= 8; i++) {
      const file = path.join(videoDir, `travel-${i}.mp4`)
      expect(existsSync(file), file).toBe(true)
      expect(statSync(file).size).toBeLessThan(120 * 1024)
    }
  })
})
