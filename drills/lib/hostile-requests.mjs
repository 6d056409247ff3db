/**
 * A seeded generator of hostile requests over every route of the site, shared by the hostile-input
 * drill (drills/hostile.mjs, 10,000 requests) and the API test (tests/api/hostile-input.test.ts,
 * ~500). Same seed, same context → same requests, so a failure can be replayed.
 *
 * A request is { method, path, headers, body } sent with undici, or { raw } — bytes written on a
 * plain TCP socket (request targets `*`, `/%ZZ`, bad request lines, raw NUL bytes) — and `label`, a
 * short description used when reporting. Page paths come from the route table src/i18n/routes.ts
 * (read as text, so this module stays plain JavaScript).
 */
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Agent, request as undiciRequest } from 'undici'

/** Mulberry32, the algorithm of src/lib/seeded-random.ts. */
export function seededRandom(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const here = path.dirname(fileURLToPath(import.meta.url))
const routesFile = path.resolve(here, '..', '..', 'src', 'i18n', 'routes.ts')

/** Every page path template of the route table in both languages ('/servicios', '/en/services', '/blog/[slug]' …). */
export function routeTemplates(source = readFileSync(routesFile, 'utf8')) {
  const block = source.slice(source.indexOf('export const pathnames'), source.indexOf('} as const'))
  const out = new Set()
  for (const m of block.matchAll(/^\s*'([^']+)':\s*(?:'([^']+)'|\{\s*es:\s*'([^']+)',\s*en:\s*'([^']+)'\s*\})/gm)) {
    const es = m[2] ?? m[3]
    const en = m[2] ?? m[4]
    out.add(es)
    out.add(en === '/' ? '/en' : `/en${en}`)
  }
  return [...out]
}

const GARBAGE = [
  '/..',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e',
  '//',
  '/index.php',
  '/.env',
  '/wp-admin',
  '/%00',
  '/%C0%AE',
  '/%FF%FE',
  '/%E2%80%AE',
  '/😀',
  '/%F0%9F%98%80',
  '/a'.repeat(300),
  '/' + 'x'.repeat(3000),
  '/;jsessionid=1',
  '/%20',
  '/~',
  '/.git/config',
  '/\'"<script>',
  '/%3Cscript%3E',
  '/null',
  '/undefined',
  '/NaN',
  '/-1',
  '/1e999',
]
const QUERIES = [
  '?page=-1',
  '?page=0',
  '?page=1e9',
  '?page=abc',
  '?page=99999999999999999999',
  '?page[]=1',
  '?page=1&page=2',
  '?q=%00',
  '?q=%FF',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?locale=zz',
  '?_rsc=1',
  '?_rsc=%00',
  '?%=',
  '?a=%ZZ',
  '?x=' + 'y'.repeat(8000),
  '?utm_source=<script>alert(1)</script>',
  '?gclid=' + '9'.repeat(500),
  '?=&=&',
  '?😀=😀',
  '?formSent=1&form=%00',
  '?error=errors.notSuccess&form=x',
  '?error=../../x',
  '?sent=%FF',
  '?draft=' + 'A'.repeat(2000),
  '?draft=%%%',
]
/**
 * What people really type (issue 20): each must survive every path of a lead — the live form, a
 * refused no-JavaScript post that comes back in the form (the draft cookie), an accepted one, the
 * outbox. tests/e2e/forms-text.spec.ts types them; here they are posted and sent back as drafts.
 */
export const HUMAN_TEXTS = [
  'Tengo 100% de ganas',
  'Pérez & Hijos "El Güero" \'Ñoño\'',
  'Hola 😀👨‍👩‍👧 ¿cómo están? ¡Gracias!',
  'أريد المساعدة في الهجرة',
  '我需要移民帮助，谢谢',
  'ñandú, pingüino, acción, corazón',
  Array.from({ length: 2000 }, (_, i) => 'Tengo 100% & "ñ" 😀 الهجرة 移民 '[i % 29]).join(''),
]

const HOSTILE_STRINGS = [
  ...HUMAN_TEXTS,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀'.repeat(50),
  '\u202E\u202D',
  "' OR 1=1 --",
  '"; DROP TABLE leads; --',
  '<script>alert(1)</script>',
  '%',
  '_',
  '%_%',
  '\\',
  '${7*7}',
  '{{7*7}}',
  'x'.repeat(70_000),
  'ñáéíóú',
  '\r\nX-Injected: 1',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  '0x41',
  '9'.repeat(400),
  '\uFFFF',
  '\uD800',
  'true',
]
const LEAD_FIELDS = [
  'variant',
  'form_id',
  'submission_id',
  'started_at',
  'page_url',
  'locale',
  'website',
  'nombre',
  'email',
  'phone',
  'mensaje',
  'checkbox',
  'situacion',
  'seccion',
  'fecha_hora',
  '_token',
  'referidos',
  'casado',
  'estancia',
  'agente',
  'fuente',
  'link',
  'tipo',
  'consent_text',
]
const VARIANTS = [
  'home-es',
  'home-en',
  'footer-es',
  'footer-en',
  'contact-es',
  'contact-en',
  'referral-es',
  'social-media',
  'landing-parole-es',
  'x',
  '',
  '__proto__',
]
const CMS_COLLECTIONS = [
  'users',
  'leads',
  'posts',
  'categories',
  'media',
  'attorneys',
  'reviews',
  'testimonials',
  'lives',
  'call-clicks',
  'attorney-testimonials',
  'payload-jobs',
  'payload-preferences',
  'payload-migrations',
  'payload-locked-documents',
  'nope',
  '..',
  '%00',
]
const CMS_IDS = ['abc', '-1', '1e9', '0', '1', '99999999999999999999', '%00', 'null', '1;select', '😀', '1.5', ' 1', '[]']
/** Parameters given twice or with brackets: `limit=5&limit=7` answered 500 on every public collection. */
const REPEATED_AND_BRACKETED = [
  'limit=5&limit=7',
  'page=1&page=2',
  'depth=0&depth=1',
  'locale=es&locale=en',
  'fallback-locale=es&fallback-locale=en',
  'draft=true&draft=false',
  'pagination=false&pagination=true',
  'limit[]=5',
  'limit[a]=5',
  'page[]=2',
  'depth[0]=1',
  'locale[]=es',
  'sort=title&sort=-title',
  'sort[]=title',
  'sort[a]=title',
  'select=title&select=slug',
  'where[slug][equals]=a&where[slug][equals]=b',
  'where[id][equals][]=1',
  'where[][equals]=1',
  'where[]=1',
]

/** Every public collection with each repeated or bracketed parameter: a fixed list, sent by the drill and the test. */
export function repeatedParamRequests() {
  const collections = ['posts', 'media', 'reviews', 'lives', 'attorneys', 'categories', 'testimonials', 'attorney-testimonials']
  return collections.flatMap((col) =>
    REPEATED_AND_BRACKETED.map((qs) => ({ method: 'GET', path: `/cms-api/${col}?${qs}`, headers: {}, label: 'cms-api param' })),
  )
}

const CMS_QUERIES = [
  'where[id][equals]=abc',
  'where[id][like]=%',
  'where[title][wrongop]=1',
  'where[createdAt][greater_than]=notadate',
  'where[or][0][title][in]=a,b',
  'where[and]=x',
  'where[title][equals][x]=1',
  'where[author.name][equals]=x',
  'where[slug][near]=1,2,3',
  'where[id][in]=' + '1,'.repeat(500),
  'where[' + 'a]['.repeat(60) + 'equals]=1',
  'depth=999',
  'depth=-1',
  'limit=-1',
  'limit=0',
  'limit=1e9',
  'page=-5',
  'sort=x',
  'sort=-%00',
  'locale=zz',
  'fallback-locale=zz',
  'draft=true',
  'select[x]=true',
  'populate[x]=1',
  'where[email][exists]=maybe',
  'where[password][like]=a',
  'where[hash][exists]=true',
  ...REPEATED_AND_BRACKETED,
]
const GET_ENDPOINTS = [
  () => '/api/buscar',
  (s) => `/api/buscar?query=${s}`,
  (s) => `/search/blog?query=${s}`,
  (s) => `/search/blog?q=${s}&locale=${s}`,
  () => '/api/categoria',
  () => '/en/api/category',
  () => '/api/testimonios/travel',
  () => '/api/testimonios/giveaway',
  () => '/api/testimonios/x',
  (s) => `/api/testimonios/${s}`,
  () => '/api/blogs/home',
  () => '/google-reviews/es',
  () => '/google-reviews/en',
  () => '/google-reviews/xx',
  (s) => `/google-reviews/${s}`,
  () => '/api/clientestestimonios/abogado',
  (s) => `/api/clientestestimonios/abogado?id=${s}`,
  () => '/api/lives/get/en',
  () => '/api/lives/get/es',
  () => '/api/lives/get/xx',
  (s) => `/api/lives/get/${s}`,
  () => '/api/campaign-source',
  (s) => `/api/campaign-source?source=${s}`,
  () => '/csrf-token',
  (s) => `/csrf-token?${s}`,
  () => '/api/staff/leads.csv',
  (s) => `/redireccion/${s}`,
  (s) => `/en/redirect/${s}`,
  () => '/sitemap.xml',
  () => '/robots.txt',
  () => '/admin',
  (s) => `/admin/${s}`,
  () => '/favicon.ico',
  (s) => `/_next/static/${s}`,
  (s) => `/_next/image?url=${s}&w=64&q=75`,
  (s) => `/_next/image?url=/media/${s}&w=-1&q=999`,
  (s) => `/media/${s}`,
]
const ODD_METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'COPY', 'LOCK', 'CONNECT', 'TRACK', 'SEARCH', 'PURGE', 'FOO']
const CONTENT_TYPES = [
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="' + 'b'.repeat(200) + '"',
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'application/xml',
  'image/png',
  '',
  'multipart/mixed; boundary=a',
  'application/x-www-form-urlencoded; charset=utf-16',
]

/** encodeURIComponent that writes a lone surrogate as the bytes a careless client would send. */
function safeEncode(s) {
  try {
    return encodeURIComponent(s)
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80'
  }
}

export function makeGenerator(seed, context = {}) {
  const rnd = seededRandom(seed)
  const int = (n) => Math.floor(rnd() * n)
  const pick = (list) => list[int(list.length)]
  const chance = (p) => rnd() < p
  const enc = (s) => safeEncode(s).slice(0, 9000)
  const templates = routeTemplates()
  const slugs = context.slugs?.length ? context.slugs : ['no-such-article']
  const categories = context.categories?.length ? context.categories : ['no-such-category']
  const token = context.token ?? 'bad-token'
  const cookie = context.cookie ?? ''
  const hostile = () => pick(HOSTILE_STRINGS)

  function fill(template) {
    return template.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, spread, name) => {
      if (name === 'slug') return chance(0.6) ? pick(slugs) : enc(hostile()) || 'x'
      if (name === 'category') return chance(0.6) ? pick(categories) : enc(hostile()) || 'x'
      if (spread) return chance(0.3) ? 'as-seen-live-with-x' : `${enc(hostile()) || 'x'}/${int(100)}`
      return chance(0.5) ? pick(['maria-salazar', 'x', '-1', '%00']) : enc(hostile()) || 'x'
    })
  }

  function page() {
    let p = fill(pick(templates))
    if (chance(0.35)) p = p.replace(/\/$/, '') + pick(GARBAGE).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
    if (chance(0.5)) p += pick(QUERIES).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
    const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE'])
    return {
      method,
      path: p,
      headers: pick([
        {},
        { accept: 'text/x-component', rsc: '1' },
        { 'next-router-state-tree': '%%%' },
        { 'accept-language': 'zz;q=x' },
        { 'next-action': 'abc' },
      ]),
      label: 'page',
    }
  }

  function multipart(fields, { boundary = `b${int(1e9)}`, broken = false } = {}) {
    let body = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')
    body += broken ? `--${boundary}` : `--${boundary}--\r\n`
    return { body, contentType: `multipart/form-data; boundary=${boundary}` }
  }

  function leadFields() {
    const base = [
      ['variant', pick(VARIANTS)],
      ['form_id', 'enquiry-home-es'],
      ['submission_id', chance(0.5) ? `fuzz-${int(1e9)}` : hostile()],
      ['started_at', chance(0.5) ? String(Date.now() - 8000) : hostile()],
      ['page_url', chance(0.5) ? 'http://localhost/' : hostile()],
      ['locale', pick(['es', 'en', 'zz', ''])],
      ['website', chance(0.8) ? '' : hostile()],
      ['nombre', hostile()],
      ['email', pick(['a@b.co', hostile()])],
      ['phone', pick(['9155550123', hostile(), '+1 (915) 555-0123'])],
      ['mensaje', hostile()],
      ['checkbox', pick(['on', '', 'off', hostile()])],
      ['situacion', pick(['none', hostile()])],
      ['seccion', hostile()],
      ['fecha_hora', pick([new Date().toISOString(), hostile()])],
      ['_token', pick([token, '', 'x', hostile()])],
    ]
    const fields = base.filter(() => chance(0.85))
    if (chance(0.3)) for (let i = 0; i < 1 + int(5); i++) fields.push([pick(LEAD_FIELDS), hostile()]) // duplicates and extras
    if (chance(0.1)) for (let i = 0; i < 200; i++) fields.push([`f${i}`, 'x'])
    return fields
  }

  function leadPost() {
    const endpoint = pick([
      '/api/prospecto/agregar',
      '/api/prospecto/agregar',
      '/api/prospecto/socialmedia',
      '/en/api/prospecto/agregar',
    ])
    const headers = {
      'sec-fetch-site': pick(['same-origin', 'cross-site', 'none']),
      ...(chance(0.6) ? { accept: 'application/json' } : {}),
    }
    if (chance(0.7) && cookie) headers.cookie = cookie
    if (chance(0.2)) headers.origin = pick(['http://evil.example', 'null', 'http://localhost'])
    const style = int(8)
    const fields = leadFields()
    let body
    let contentType
    if (style <= 2) ({ body, contentType } = multipart(fields, { broken: chance(0.2) }))
    else if (style === 3) {
      body = fields.map(([k, v]) => `${safeEncode(k)}=${chance(0.9) ? safeEncode(v) : v}`).join('&')
      contentType = 'application/x-www-form-urlencoded'
    } else if (style === 4) {
      body = chance(0.5)
        ? JSON.stringify(Object.fromEntries(fields))
        : pick(['{', '[]', 'null', '{"variant":{"$gt":""}}', '"x"', '{"__proto__":{"a":1}}'])
      contentType = 'application/json'
    } else if (style === 5) {
      const m = multipart(fields)
      body = m.body
      contentType = pick(CONTENT_TYPES)
    } else if (style === 6) {
      body = pick([
        '',
        '--',
        '\u0000\u0000\u0000',
        'x'.repeat(300_000),
        '--xyz\r\nContent-Disposition: form-data; name="a"; filename="a.php"\r\nContent-Type: application/x-php\r\n\r\n<?php ?>\r\n--xyz--\r\n',
        '--xyz\r\n\r\n\r\n--xyz--',
        '--xyz\r\nContent-Disposition: form-data\r\n\r\nnoname\r\n--xyz--\r\n',
      ])
      contentType = pick(CONTENT_TYPES)
    } else {
      const m = multipart(fields, { boundary: pick(['xyz', 'a'.repeat(70), '"quoted"', ' ', '--', 'ñ']) })
      body = m.body
      contentType = `multipart/form-data; boundary=${pick(['xyz', 'other', '', '"unterminated'])}`
    }
    if (contentType) headers['content-type'] = contentType
    const method = chance(0.9) ? 'POST' : pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])
    return {
      method,
      path: endpoint + (chance(0.1) ? pick(QUERIES).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c)) : ''),
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
      label: 'lead post',
    }
  }

  function getEndpoint() {
    const p = pick(GET_ENDPOINTS)(enc(hostile()))
    const method = chance(0.85) ? 'GET' : pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])
    return {
      method,
      path: p,
      headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? undefined : pick(['{', '{}', 'x'.repeat(5000)]),
      label: 'endpoint',
    }
  }

  function trackCall() {
    const bodies = [
      '',
      '{',
      '{}',
      JSON.stringify({ phone: hostile(), source: hostile(), page: hostile() }),
      JSON.stringify({ phone: '9155550123', page: '/' }),
      'x'.repeat(200_000),
      '[1,2,3]',
      'null',
    ]
    const method = chance(0.85) ? 'POST' : pick(['GET', 'PUT', 'DELETE'])
    return {
      method,
      path: pick(['/en/api/track-call', '/api/track-call', '/en/api/track-call?x=%00']),
      headers: {
        'content-type': pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ]),
        'sec-fetch-site': pick(['same-origin', 'cross-site']),
        ...(chance(0.5) && cookie ? { cookie } : {}),
      },
      body: method === 'GET' ? undefined : pick(bodies),
      label: 'track-call',
    }
  }

  function cmsApi() {
    const col = pick(CMS_COLLECTIONS)
    const shape = int(7)
    let p
    if (shape === 0) p = `/cms-api/${col}`
    else if (shape === 1) p = `/cms-api/${col}/${pick(CMS_IDS)}`
    else if (shape === 2) p = `/cms-api/globals/${pick(['site-settings', 'nope', '%00'])}`
    else if (shape === 3)
      p = `/cms-api/${pick(['users/me', 'users/login', 'users/logout', 'users/refresh-token', 'users/forgot-password', 'users/unlock', 'access', 'graphql', 'payload-jobs/run', 'users/init', 'users/first-register'])}`
    else p = `/cms-api/${col}`
    const qs = Array.from({ length: 1 + int(3) }, () => pick(CMS_QUERIES)).join('&')
    if (shape >= 4 || chance(0.3)) p += `?${qs}`
    const method = chance(0.7) ? 'GET' : pick(['POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'])
    const body =
      method === 'GET'
        ? undefined
        : pick([
            '{',
            '{}',
            '{"email":"a@b.co","password":"x"}',
            '{"email":{"$ne":null},"password":{"$ne":null}}',
            JSON.stringify({ title: hostile() }),
            '[]',
            'x'.repeat(20000),
          ])
    return {
      method,
      path: p,
      headers:
        body !== undefined ? { 'content-type': pick(['application/json', 'multipart/form-data; boundary=x', 'text/plain']) } : {},
      body,
      label: 'cms-api',
    }
  }

  function oddMethod() {
    const method = pick(ODD_METHODS)
    const target = pick(['/', '/en', '/api/prospecto/agregar', '/cms-api/users', '/admin', '*'])
    // undici will not send CONNECT or a `*` target: those go on a raw socket.
    if (method === 'CONNECT' || target === '*') {
      return {
        raw: `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        method,
        path: target,
        label: 'odd method (raw)',
      }
    }
    return { method, path: target, headers: {}, label: 'odd method' }
  }

  function raw() {
    const host = 'Host: 127.0.0.1\r\n'
    const lines = [
      `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /%ZZ HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /en/%ZZ%ZZ?x=%ZZ HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /blog/%E0%A4%A HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET http://evil.example/ HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET /a\u0000b HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: \u0000\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/9.9\r\n${host}Connection: close\r\n\r\n`,
      `GARBAGE\r\n\r\n`,
      `GET /?${'a'.repeat(20000)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      `POST /api/prospecto/agregar HTTP/1.1\r\n${host}Content-Length: 10\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      // A multipart body cut short (its Content-Length is honest, the closing boundary never comes).
      `POST /api/prospecto/agregar HTTP/1.1\r\n${host}Content-Length: 5\r\nContent-Type: multipart/form-data; boundary=x\r\nAccept: application/json\r\nConnection: close\r\n\r\n--x\r\n`,
      `GET / HTTP/1.1\r\n${host}X-Forwarded-For: 1.2.3.4, \u0000\r\nConnection: close\r\n\r\n`,
      `GET /en HTTP/1.0\r\n\r\n`,
      `PROPFIND / HTTP/1.1\r\n${host}Depth: infinity\r\nConnection: close\r\n\r\n`,
    ]
    const line = pick(lines)
    return { raw: line, method: line.split(' ')[0], path: (line.split(' ')[1] ?? '').slice(0, 80), label: 'raw' }
  }

  function oversizedHeaders() {
    const kind = int(3)
    const headers =
      kind === 0
        ? { 'x-big': 'a'.repeat(20_000 + int(40_000)) }
        : kind === 1
          ? Object.fromEntries(Array.from({ length: 150 + int(200) }, (_, i) => [`x-h${i}`, 'v'.repeat(100)]))
          : { cookie: Array.from({ length: 400 }, (_, i) => `c${i}=${'z'.repeat(40)}`).join('; ') }
    return {
      method: pick(['GET', 'POST']),
      path: pick(['/', '/en', '/api/prospecto/agregar', '/csrf-token']),
      headers,
      label: 'oversized headers',
    }
  }

  /**
   * The form page a refused no-JavaScript post returns to (rendered per request), with the draft it
   * left (context.drafts: real ones, written by the server for HUMAN_TEXTS) or a forged one. A '%'
   * in a draft once made this answer 500.
   */
  function draftPage() {
    const real = context.drafts?.length ? pick(context.drafts) : null
    const forged = pick(['%', '%E0%A4%A', '%%%', 'AAAA', '____', '-'.repeat(5000), enc(hostile()) || 'x', 'eyJmb3JtIjoxfQ'])
    const draft = real && chance(0.6) ? real.draft : `enquiry_draft=${forged}`
    return {
      method: 'GET',
      path: real?.location ?? pick(['/consulta', '/en/enquiry', '/contacto']),
      headers: { cookie: draft },
      label: 'draft page',
    }
  }

  function randomPath() {
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-_.~!$&'()*+,;=:@%"
    const segs = Array.from({ length: 1 + int(6) }, () => Array.from({ length: 1 + int(20) }, () => pick([...alphabet])).join(''))
    const p = '/' + segs.join('/').replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    return {
      method: pick(['GET', 'GET', 'POST', 'HEAD']),
      path: (chance(0.3) ? '/en' : '') + p,
      headers: {},
      label: 'random path',
    }
  }

  const kinds = [
    [page, 30],
    [leadPost, 20],
    [getEndpoint, 14],
    [cmsApi, 14],
    [trackCall, 4],
    [oddMethod, 4],
    [raw, 5],
    [oversizedHeaders, 2],
    [randomPath, 7],
    [draftPage, 4],
  ]
  const total = kinds.reduce((a, [, w]) => a + w, 0)
  return function next() {
    let x = rnd() * total
    for (const [fn, w] of kinds) {
      if ((x -= w) < 0) return fn()
    }
    return page()
  }
}

export function hostileRequests(count, seed = 20261122, context = {}) {
  const next = makeGenerator(seed, context)
  return Array.from({ length: count }, next)
}

/** Sends one raw request on a TCP socket; resolves with the status of the first answer line. */
function sendRaw(baseUrl, raw, timeoutMs, localAddress) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) })
    let data = ''
    const finish = (status) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(status)
    }
    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    socket.on('connect', () => socket.write(raw, 'latin1'))
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1')
      const m = /^HTTP\/\d\.\d (\d{3})/.exec(data)
      if (m) finish(Number(m[1]))
      else if (data.length > 20 && !data.startsWith('HTTP')) finish('garbled')
    })
    socket.on('error', () => finish(data ? 'garbled' : 'reset'))
    socket.on('end', () => finish(data ? 'garbled' : 'closed without answer'))
  })
}

/**
 * Sends one generated request. Resolves { status } with a number, or a word for a request that got
 * no HTTP answer: 'closed without answer' (Node drops some unparsable requests that way), 'reset',
 * 'timeout', 'client refused' (undici would not send it).
 */
export async function sendHostile(baseUrl, req, { timeoutMs = 30_000, dispatcher, localAddress } = {}) {
  if (req.raw) return { status: await sendRaw(baseUrl, req.raw, timeoutMs, localAddress) }
  try {
    const res = await undiciRequest(baseUrl + req.path, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      maxRedirections: 0,
    })
    await res.body.dump({ limit: 1_000_000 }).catch(() => undefined)
    return { status: res.statusCode }
  } catch (error) {
    const code = error?.code ?? error?.name ?? 'error'
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return { status: 'timeout' }
    if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED' || error instanceof TypeError)
      return { status: 'client refused', error: String(error.message).slice(0, 80) }
    if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE') return { status: 'reset' }
    return { status: `error ${code}` }
  }
}

/** Runs requests at a bounded concurrency within a time limit; returns counts and the failing ones. */
export async function runHostile(
  baseUrl,
  requests,
  { concurrency = 16, timeLimitMs = 300_000, timeoutMs = 30_000, onProgress, localAddress } = {},
) {
  // From its own loopback address (when given), so the fuzz's stored leads never use up another
  // client's rate limit (the other API tests post from 127.0.0.1).
  const dispatcher = localAddress ? new Agent({ localAddress, connections: concurrency }) : undefined
  const statuses = {}
  const failures = new Map()
  let faults = 0
  const started = Date.now()
  let next = 0
  let sent = 0
  async function worker() {
    while (next < requests.length && Date.now() - started < timeLimitMs) {
      const req = requests[next++]
      const { status } = await sendHostile(baseUrl, req, { timeoutMs, dispatcher, localAddress })
      sent++
      const key = typeof status === 'number' ? `${Math.floor(status / 100)}xx` : status
      statuses[status] = (statuses[status] ?? 0) + 1
      // 505 is HTTP's own answer to a version no server speaks (`HTTP/9.9`, nginx's), not a fault.
      const unsupportedVersion = status === 505 && typeof req.raw === 'string' && !/^[^\r\n]* HTTP\/1\.[01]\r\n/.test(req.raw)
      if ((typeof status === 'number' && status >= 500 && !unsupportedVersion) || status === 'timeout') {
        if (status !== 'timeout') faults++
        const id = `${req.method} ${String(req.path).slice(0, 160)} → ${status}`
        if (!failures.has(id))
          failures.set(id, {
            method: req.method,
            path: req.path,
            status,
            label: req.label,
            headers: req.headers,
            bodyHead: typeof req.body === 'string' ? req.body.slice(0, 300) : undefined,
            raw: req.raw?.slice(0, 300),
          })
      }
      void key
      if (onProgress && sent % 1000 === 0) onProgress(sent)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  await dispatcher?.close().catch(() => undefined)
  return { sent, seconds: (Date.now() - started) / 1000, statuses, faults, failures: [...failures.values()] }
}

/** Real article and category slugs and a visitor's CSRF session, so part of the fuzz reaches deep code. */
export async function hostileContext(baseUrl) {
  const json = async (p) => {
    try {
      return await (await fetch(baseUrl + p)).json()
    } catch {
      return []
    }
  }
  const last = (u) =>
    String(u ?? '')
      .split('/')
      .filter(Boolean)
      .pop()
  const blogs = await json('/api/blogs/home')
  const es = await json('/api/categoria')
  const en = await json('/en/api/category')
  const slugs = (Array.isArray(blogs) ? blogs : []).flatMap((b) => [last(b.url_es), last(b.url_en)]).filter(Boolean)
  const categories = [
    ...(Array.isArray(es) ? es : []).map((c) => last(c.url_es)),
    ...(Array.isArray(en) ? en : []).map((c) => last(c.url_en)),
  ].filter(Boolean)
  let token
  let cookie
  try {
    const res = await fetch(`${baseUrl}/csrf-token`)
    token = (await res.json()).token
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  } catch {
    // no session: the generator uses a bad token
  }
  const drafts = await refusedDrafts(baseUrl)
  return { slugs, categories, token, cookie, drafts }
}

/**
 * Posts each of HUMAN_TEXTS as a browser without JavaScript would, with a phone too short, and
 * keeps what the refusal set: the redirect and the draft cookie.
 */
async function refusedDrafts(baseUrl) {
  const drafts = []
  // From an address of their own, so the rate limit of the other tests' address does not refuse them first.
  const dispatcher =
    new URL(baseUrl).hostname === '127.0.0.1' ? new Agent({ connect: { localAddress: '127.0.0.62' } }) : undefined
  for (const [i, text] of HUMAN_TEXTS.entries()) {
    const fields = {
      variant: 'contact-es',
      form_id: 'enquiry-form-form',
      locale: 'es',
      nombre: text.slice(0, 100),
      phone: '12',
      mensaje: text,
      page_url: `${baseUrl}/contacto`,
    }
    const boundary = `draft${i}x${Date.now()}`
    const body =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`
    try {
      // undici's request, not fetch: fetch sets Sec-Fetch-Mode itself, and this must be a navigation.
      const res = await undiciRequest(`${baseUrl}/api/prospecto/agregar`, {
        method: 'POST',
        dispatcher,
        body: Buffer.from(body, 'utf8'),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'sec-fetch-mode': 'navigate',
          'sec-fetch-site': 'same-origin',
          'sec-fetch-dest': 'document',
        },
      })
      await res.body.dump()
      const setCookie = res.headers['set-cookie'] ?? []
      const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0])
      const draft = cookies.find((c) => c.startsWith('enquiry_draft='))
      const location = res.headers.location
      if (res.statusCode === 303 && draft && typeof location === 'string') drafts.push({ location, draft, cookies })
    } catch {
      // no draft for this text: draftPage forges one
    }
  }
  return drafts
}
