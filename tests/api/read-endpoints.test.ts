import { beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getJson } from '../fixtures/base-url'

type HomeBlog = {
  id: number
  url_es: string
  url_en: string
  titulo_es: string
  titulo_en: string
  body_es: string
  body_en: string
  main_media: string | null
  main_media_text_es: string
  main_media_text_en: string
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

describe('read endpoints of spec §7', () => {
  let blogs: HomeBlog[] = []
  beforeAll(async () => {
    blogs = (await getJson<HomeBlog[]>('/api/blogs/home')).body
  })

  it('GET /api/categoria lists Spanish categories', async () => {
    const { status, body, headers } = await getJson<Array<Record<string, string>>>('/api/categoria')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(3)
    for (const c of body) {
      expect(c.url_es).toMatch(/^[a-z0-9-]+$/)
      expect(c.nombre_es).toBeTruthy()
    }
    expect(headers.get('cache-control')).toMatch(/public/)
  })

  it('GET /en/api/category lists English categories', async () => {
    const { status, body } = await getJson<Array<Record<string, string>>>('/en/api/category')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(3)
    for (const c of body) {
      expect(c.url_en).toMatch(/^[a-z0-9-]+$/)
      expect(c.nombre_en).toBeTruthy()
    }
    const es = (await getJson<Array<Record<string, string>>>('/api/categoria')).body
    expect(body.map((c) => c.nombre_en)).not.toEqual(es.map((c) => c.nombre_es))
  })

  it('GET /api/testimonios/travel lists videos', async () => {
    const { status, body } = await getJson<Array<{ id: number; foto: string; url: string }>>('/api/testimonios/travel')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(7)
    for (const t of body) expect(t.foto).toMatch(/\.(mp4|webm)$/)
    const video = await fetch(`${BASE_URL}${body[0]!.url}`)
    expect(video.status).toBe(200)
    expect(video.headers.get('content-type')).toMatch(/video\//)
  })

  it('GET /api/testimonios/giveaway lists images with Spanish alt text', async () => {
    const { status, body } = await getJson<Array<{ id: number; foto: string; alt_es: string }>>('/api/testimonios/giveaway')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(13)
    for (const t of body) {
      expect(t.foto).toMatch(/\.(webp|jpe?g|png)$/)
      expect(t.alt_es).toBeTruthy()
    }
  })

  it('GET /api/testimonios/other is a 404, not a 500, in the one JSON error shape of the site', async () => {
    for (const path of ['/api/testimonios/other', '/api/lives/get/fr', '/google-reviews/fr']) {
      const { status, body } = await getJson(path)
      expect(status, path).toBe(404)
      expect(body, path).toMatchObject({ status: 'error', code: 'not_found' })
    }
  })

  it('GET /api/blogs/home gives featured posts with a 100-character teaser', async () => {
    expect(blogs.length).toBeGreaterThanOrEqual(3)
    for (const post of blogs) {
      expect(post.url_es).toBeTruthy()
      expect(post.url_en).toBeTruthy()
      expect(post.titulo_es).not.toBe(post.titulo_en)
      expect(post.main_media).toBeTruthy()
      expect(post.main_media_text_es).toBeTruthy()
      for (const body of [post.body_es, post.body_en]) {
        expect(body.endsWith('...')).toBe(true)
        expect(Array.from(body.slice(0, -3)).length).toBeLessThanOrEqual(100)
        expect(body).not.toMatch(/<[a-z]/i)
      }
    }
  })

  it.each(['es', 'en'])('GET /google-reviews/%s lists reviews', async (locale) => {
    const { status, body, headers } = await getJson<Array<Record<string, unknown>>>(`/google-reviews/${locale}`)
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(6)
    for (const r of body) {
      expect(r.nombre).toBeTruthy()
      expect(r.fecha_publicado_relativo).toBeTruthy()
      expect(r.body).toBeTruthy()
      expect(typeof r.time).toBe('number')
    }
    // The home page draws its review cards from this answer in the browser: the avatar's size and
    // renditions, and an answer browsers and the nginx micro-cache may keep.
    const withImage = body.find((r) => r.imagen)
    expect(withImage).toMatchObject({ imagen_width: expect.any(Number), imagen_height: expect.any(Number) })
    expect(withImage?.imagen_srcset).toMatch(/\.webp \d+w/)
    expect(headers.get('cache-control')).toMatch(/^public, /)
  })

  it('GET /api/blogs/home gives what the home slider draws: image size and renditions, a cacheable answer', async () => {
    const { headers, body } = await getJson<Array<Record<string, unknown>>>('/api/blogs/home')
    expect(headers.get('cache-control')).toMatch(/^public, /)
    for (const post of body) {
      expect(post).toMatchObject({ main_media_width: expect.any(Number), main_media_height: expect.any(Number) })
      expect(post.main_media_srcset).toMatch(/\.webp \d+w/)
      expect(Number.isNaN(Date.parse(String(post.created_at)))).toBe(false)
    }
  })

  it('GET /api/clientestestimonios/abogado lists attorney testimonials in both languages', async () => {
    const { status, body } = await getJson<Array<Record<string, string | null>>>('/api/clientestestimonios/abogado')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(6)
    for (const t of body) {
      expect(t.body_es).toBeTruthy()
      expect(t.body_en).toBeTruthy()
      expect(t.body_es).not.toBe(t.body_en)
    }
  })

  it('GET /api/lives/get/en lists lives with both languages', async () => {
    const { status, body } = await getJson<Array<Record<string, string | null>>>('/api/lives/get/en')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(7)
    for (const live of body) {
      expect(live.url).toMatch(/^https?:\/\//)
      expect(live.nombre_es).toBeTruthy()
      expect(live.nombre_en).toBeTruthy()
      expect(live.imagen_es).toBeTruthy()
      expect(live.imagen_en).toBeTruthy()
    }
  })

  describe('blog search', () => {
    it('finds a post by a word of its Spanish title, in upper case and without accents, in both endpoints', async () => {
      const post = blogs[0]!
      const word = post.titulo_es.split(/\s+/).find((w) => w.length >= 5) ?? post.titulo_es
      const query = fold(word).toUpperCase()
      const es = await getJson<Array<{ id: number; titulo_es: string; url_es: string }>>(
        `/api/buscar?query=${encodeURIComponent(query)}`,
      )
      expect(es.status).toBe(200)
      expect(es.body.map((r) => r.id)).toContain(post.id)
      expect(es.body.find((r) => r.id === post.id)).toEqual({ id: post.id, titulo_es: post.titulo_es, url_es: post.url_es })

      const en = await getJson<Array<{ id: number; titulo_en: string; url_en: string }>>(
        `/search/blog?query=${encodeURIComponent(query)}`,
      )
      expect(en.body.find((r) => r.id === post.id)).toEqual({ id: post.id, titulo_en: post.titulo_en, url_en: post.url_en })
    })

    it('finds a post by its English title from the Spanish endpoint too', async () => {
      const post = blogs[1] ?? blogs[0]!
      const res = await getJson<Array<{ id: number }>>(`/api/buscar?query=${encodeURIComponent(post.titulo_en.slice(0, 12))}`)
      expect(res.body.map((r) => r.id)).toContain(post.id)
    })

    const hostile: Array<[string, string]> = [
      ['empty', ''],
      ['blank', '   '],
      ['5,000 characters', 'a'.repeat(5000)],
      ['percent', '%'],
      ['underscore', '_'],
      ['single quote', "'"],
      ['double quote', '"'],
      ['sql', "'; DROP TABLE posts; --"],
      ['emoji', '😀🇲🇽'],
      ['NUL', '\u0000'],
      ['RTL mark', '\u202e'],
      ['html', '<script>alert(1)</script>'],
    ]
    it.each(hostile)('answers %s with a JSON array, never a 5xx', async (_name, query) => {
      for (const path of ['/api/buscar', '/search/blog']) {
        const res = await getJson<unknown[]>(`${path}?query=${encodeURIComponent(query)}`)
        expect(res.status).toBe(200)
        expect(Array.isArray(res.body)).toBe(true)
        expect(res.body.length).toBeLessThanOrEqual(10)
      }
    })

    it('treats % and _ as plain characters (no wildcard)', async () => {
      expect((await getJson<unknown[]>('/api/buscar?query=%25')).body).toEqual([])
      expect((await getJson<unknown[]>('/api/buscar?query=_')).body).toEqual([])
    })

    it('answers a missing query and a malformed escape', async () => {
      expect((await getJson<unknown[]>('/api/buscar')).body).toEqual([])
      const res = await getJson<unknown[]>('/search/blog?query=%E0%A4%A')
      expect(res.status).toBeLessThan(500)
    })
  })

  it('GET /csrf-token gives a token', async () => {
    const { status, body, headers } = await getJson<{ token: string }>('/csrf-token')
    expect(status).toBe(200)
    expect(typeof body.token).toBe('string')
    expect(body.token.length).toBeGreaterThan(16)
    expect(headers.get('cache-control')).toMatch(/no-store/)
  })

  describe('old language-switch links', () => {
    it('/en/redirect/blog/{url_es} → 301 /en/blog/{url_en}', async () => {
      const post = blogs[0]!
      const res = await fetch(`${BASE_URL}/en/redirect/blog/${post.url_es}`, { redirect: 'manual' })
      expect(res.status).toBe(301)
      expect(new URL(res.headers.get('location')!).pathname).toBe(`/en/blog/${post.url_en}`)
    })

    it('/redireccion/en/blog/{url_en} → 301 /blog/{url_es}', async () => {
      const post = blogs[0]!
      const res = await fetch(`${BASE_URL}/redireccion/en/blog/${post.url_en}`, { redirect: 'manual' })
      expect(res.status).toBe(301)
      expect(new URL(res.headers.get('location')!).pathname).toBe(`/blog/${post.url_es}`)
    })

    it('unknown paths fall back to the home of the target language', async () => {
      const toEs = await fetch(`${BASE_URL}/redireccion/en/no-such-page`, { redirect: 'manual' })
      expect(new URL(toEs.headers.get('location')!).pathname).toBe('/')
      const toEn = await fetch(`${BASE_URL}/en/redirect/no-such-page`, { redirect: 'manual' })
      expect(new URL(toEn.headers.get('location')!).pathname).toBe('/en')
    })
  })
})
