import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeDraft } from '@/features/leads/enquiry/draft-cookie.server'
import {
  csrfPair,
  jobCount,
  jobsOfLead,
  leadCount,
  leadForm,
  ORIGIN,
  postLead,
  postRequest,
  staffCookie,
  startLeadEnv,
  validFields,
  type LeadEnv,
} from './helpers/lead-env'
import { staffSessionCookie } from '@/lib/cookie-names'

let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv({ RATE_LIMIT_LEADS: '3/600', INTAKE_EMAIL: 'intake@salazarimmigration.example' })
})
afterAll(async () => {
  await env?.close()
})

let ipCounter = 10
/**
 * Each test posts from its own address (X-Real-IP, as the shipped nginx writes it), so the
 * per-client limit only bites where it is tested.
 */
function freshIp(): Record<string, string> {
  ipCounter += 1
  return { 'x-real-ip': `198.51.100.${ipCounter}` }
}

async function leadBySubmission(submissionId: string) {
  const found = await env.payload.find({
    collection: 'leads',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
  })
  return found.docs[0]
}

describe('POST /api/prospecto/agregar', () => {
  it('stores a valid lead with its consent record and queues its notification', async () => {
    const fields = validFields()
    const before = await jobCount(env)
    const response = await postLead(env, fields, { headers: { ...freshIp(), cookie: 'campaign_source=google%2Fparole' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'success' })
    const lead = await leadBySubmission(fields.submission_id as string)
    expect(lead).toBeDefined()
    expect(lead).toMatchObject({
      name: 'Ana María Pérez',
      email: 'ana@example.com',
      phone: '9155550142',
      section: 'Formulario General Inglés',
      variant: 'general-en',
      channel: 'web',
      locale: 'en',
      status: 'new',
      spam: { flagged: false },
      notifications: { email: 'pending', webhook: 'skipped' },
    })
    expect(lead!.campaignSource).toBe('google/parole')
    expect(lead!.consent).toMatchObject({
      accepted: true,
      language: 'en',
      timeZone: 'UTC',
      ip: `198.51.100.${ipCounter}`,
      userAgent: 'vitest',
      pageUrl: `${ORIGIN}/en/services`,
      sectionLabel: 'Formulario General Inglés',
    })
    expect(lead!.consent?.text).toMatch(/Reply STOP to opt out/)
    expect(lead!.consent?.versionHash).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.now() - Date.parse(lead!.consent!.at!)).toBeLessThan(60_000)
    // Committed with the lead: one job per channel to send (e-mail only here: no webhook, no VAPID
    // keys, no confirmation asked), due now, and its escalation at 5 minutes.
    expect(lead!.notifications).toMatchObject({ email: 'pending' })
    const jobs = await jobsOfLead(env, lead!.id)
    expect(jobs.map((job) => job.taskSlug)).toEqual(['notify-email', 'escalate-lead'])
    expect(jobs[0]!.waitUntil ?? null).toBeNull()
    expect(Math.abs(Date.parse(jobs[1]!.waitUntil!) - Date.parse(lead!.createdAt) - 5 * 60_000)).toBeLessThan(2_000)
    expect(await jobCount(env)).toBe(before + 2)
  })

  it('takes the campaign source from the posted section when there is no cookie', async () => {
    const fields = validFields({ seccion: 'Formulario General Inglés - facebook' })
    expect((await postLead(env, fields, { headers: freshIp() })).status).toBe(200)
    const lead = await leadBySubmission(fields.submission_id as string)
    expect(lead).toMatchObject({ section: 'Formulario General Inglés', campaignSource: 'facebook' })
  })

  describe('each invalid field → 422 with its message, nothing stored', () => {
    const cases: Array<[string, Record<string, string>, string, string, string]> = [
      ['empty name', { nombre: '  ' }, 'nombre', 'errors.name', 'Please enter your name.'],
      ['name of symbols only', { nombre: '!!! ###' }, 'nombre', 'errors.name', 'Please enter your name.'],
      ['bad email', { email: 'ana@example' }, 'email', 'errors.email', 'Please enter a valid email address.'],
      ['email with a space', { email: 'ana maria@example.com' }, 'email', 'errors.email', 'Please enter a valid email address.'],
      ['short phone', { phone: '91555501' }, 'phone', 'errors.phone', 'Please enter a valid phone number.'],
      ['long phone', { phone: '1234567890123456' }, 'phone', 'errors.phone', 'Please enter a valid phone number.'],
      ['terms not accepted', { checkbox: '' }, 'checkbox', 'errors.terms', 'Please accept the terms and conditions.'],
    ]
    it.each(cases)('%s', async (_label, overrides, field, key, text) => {
      const before = await leadCount(env)
      const response = await postLead(env, validFields(overrides), { headers: freshIp() })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ status: 'error', code: 'validation', message: key, text, field })
      expect(await leadCount(env)).toBe(before)
    })

    it('answers in Spanish for a Spanish form, in its check order (terms first)', async () => {
      const response = await postLead(
        env,
        validFields({ variant: 'home-es', locale: 'es', checkbox: '', nombre: '', phone: '1', situacion: 'nope' }),
        { headers: freshIp() },
      )
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({
        message: 'errors.terms',
        text: 'Por favor acepte los términos y condiciones.',
        field: 'checkbox',
      })
      const situation = await postLead(env, validFields({ variant: 'home-es', locale: 'es', situacion: 'nope' }), {
        headers: freshIp(),
      })
      expect(await situation.json()).toMatchObject({
        message: 'errors.situation',
        text: 'Por favor seleccione una situación.',
        field: 'situacion',
      })
    })

    it('refuses an unknown variant and the staff variant on the public endpoint', async () => {
      for (const variant of ['nope', '__proto__', 'social-media-es', 'spec-es']) {
        const response = await postLead(env, validFields({ variant }), { headers: freshIp() })
        expect(response.status).toBe(422)
        expect(await response.json()).toMatchObject({ status: 'error', message: 'errors.notSuccess' })
      }
    })
  })

  describe('a post with only the spec’s fields (§3, §7), from any client', () => {
    const specOnly = (token: string, overrides: Record<string, string> = {}) =>
      leadForm({
        nombre: 'José Núñez',
        email: 'jose@example.com',
        phone: '(915) 555-0177',
        mensaje: 'Necesito ayuda',
        checkbox: '1',
        seccion: 'Landing Hermana - facebook',
        fecha_hora: new Date().toISOString(),
        _token: token,
        ...overrides,
      })

    it.each([
      [
        'a plain fetch with no Accept header',
        { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
      ],
      ['a server-to-server client (no Fetch Metadata, no Accept)', {}],
    ])('is answered JSON and stored with its seccion: %s', async (_label, headers) => {
      const { token, cookie } = await csrfPair(env)
      const before = await leadCount(env)
      const response = await env.routes.agregar(
        new Request(`${ORIGIN}/api/prospecto/agregar`, {
          method: 'POST',
          body: specOnly(token),
          headers: { ...headers, ...freshIp(), cookie },
        }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'success' })
      expect(await leadCount(env)).toBe(before + 1)
      const lead = (await env.payload.find({ collection: 'leads', sort: '-createdAt', limit: 1, overrideAccess: true })).docs[0]
      expect(lead).toMatchObject({
        name: 'José Núñez',
        phone: '9155550177',
        section: 'Landing Hermana',
        campaignSource: 'facebook',
        variant: 'spec-es',
        locale: 'es',
      })
      expect(lead?.consent).toMatchObject({ accepted: true, text: null })
      // No started_at: the fill time is unknown, so it waits in review rather than being mailed.
      expect(lead?.spam).toMatchObject({ flagged: true })
    })

    it('is held to the general rules, in JSON, in the page’s language', async () => {
      const { token, cookie } = await csrfPair(env)
      const cases: Array<[Record<string, string>, string]> = [
        [{ nombre: '' }, 'errors.name'],
        [{ phone: '91555' }, 'errors.phone'],
        [{ email: 'nope' }, 'errors.email'],
        [{ situacion: 'nope' }, 'errors.situation'],
        [{ casado: 'maybe' }, 'errors.married'],
        [{ estancia: 'x' }, 'errors.stay'],
      ]
      for (const [overrides, message] of cases) {
        const response = await env.routes.agregar(
          new Request(`${ORIGIN}/api/prospecto/agregar`, {
            method: 'POST',
            body: specOnly(token, overrides),
            headers: { ...freshIp(), cookie },
          }),
        )
        expect(response.status).toBe(422)
        expect(await response.json()).toMatchObject({ status: 'error', message })
      }
      const english = await env.routes.agregar(
        new Request(`${ORIGIN}/api/prospecto/agregar`, {
          method: 'POST',
          body: specOnly(token, { nombre: '' }),
          headers: { ...freshIp(), cookie, referer: `${ORIGIN}/en/contact` },
        }),
      )
      expect(await english.json()).toMatchObject({ text: 'Please enter your name.' })
    })

    it('answers a browser’s native form post with a 303', async () => {
      const { token, cookie } = await csrfPair(env)
      const response = await env.routes.agregar(
        new Request(`${ORIGIN}/api/prospecto/agregar`, {
          method: 'POST',
          body: specOnly(token),
          headers: {
            ...freshIp(),
            cookie,
            'sec-fetch-mode': 'navigate',
            'sec-fetch-dest': 'document',
            'sec-fetch-site': 'same-origin',
            accept: 'application/json',
          },
        }),
      )
      expect(response.status).toBe(303)
    })
  })

  describe('CSRF and origin', () => {
    it('refuses a missing token with 403 and stores nothing', async () => {
      const before = await leadCount(env)
      const response = await postLead(env, validFields(), { withToken: false, headers: freshIp() })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ status: 'error', code: 'csrf', message: 'errors.notSuccess' })
      expect(await leadCount(env)).toBe(before)
    })

    it('refuses a forged token, a token without its cookie, and another visitor’s token', async () => {
      const before = await leadCount(env)
      const mine = await csrfPair(env)
      const theirs = await csrfPair(env)
      const attempts: Array<{ token: string; cookie?: string }> = [
        { token: 'lz0.AAAAAAAAAAAAAAAA.forged', cookie: mine.cookie },
        { token: `${mine.token.slice(0, -2)}xx`, cookie: mine.cookie },
        { token: mine.token },
        { token: theirs.token, cookie: mine.cookie },
      ]
      for (const { token, cookie } of attempts) {
        const response = await postLead(env, validFields({ _token: token }), { cookie, headers: freshIp() })
        expect(response.status).toBe(403)
      }
      expect(await leadCount(env)).toBe(before)
    })

    it('refuses a cross-site post even with a valid token', async () => {
      const before = await leadCount(env)
      // As browsers send them: another site's page says cross-site; an old browser only names its Origin.
      const hostile: Array<Record<string, string>> = [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example', 'sec-fetch-site': '' },
        { origin: 'https://localhost.evil.example', 'sec-fetch-site': 'same-site' },
      ]
      for (const headers of hostile) {
        const response = await postLead(env, validFields(), { headers: { ...freshIp(), ...headers } })
        expect(response.status).toBe(403)
        expect(await response.json()).toMatchObject({ code: 'origin' })
      }
      expect(await leadCount(env)).toBe(before)
    })
  })

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await leadCount(env)
    const response = await postLead(env, validFields({ mensaje: 'x'.repeat(70 * 1024) }), { headers: freshIp() })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ status: 'error', code: 'payload_too_large' })
    expect(await leadCount(env)).toBe(before)
  })

  it('refuses a body that is not a form with 415', async () => {
    const { token, cookie } = await csrfPair(env)
    const response = await env.routes.agregar(
      postRequest(`${ORIGIN}/api/prospecto/agregar`, JSON.stringify({ ...validFields(), _token: token }), {
        cookie,
        headers: { 'content-type': 'application/json', ...freshIp() },
      }),
    )
    expect(response.status).toBe(415)
  })

  it('answers success to a retry of the same submission without a second lead', async () => {
    const fields = validFields()
    const headers = freshIp()
    expect((await postLead(env, fields, { headers })).status).toBe(200)
    const before = await leadCount(env)
    const jobsBefore = await jobCount(env)
    const retry = await postLead(env, fields, { headers })
    expect(retry.status).toBe(200)
    expect(await retry.json()).toEqual({ status: 'success' })
    // Double click: two at once.
    const [a, b] = await Promise.all([postLead(env, fields, { headers }), postLead(env, fields, { headers })])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await leadCount(env)).toBe(before)
    expect(await jobCount(env)).toBe(jobsBefore)
  })

  it('over its limit (3 here) a client’s enquiries are held for review, far past it refused with 429; others go on', async () => {
    const headers = freshIp()
    for (let i = 0; i < 3; i++) expect((await postLead(env, validFields(), { headers })).status).toBe(200)
    const held = validFields()
    const heldAnswer = await postLead(env, held, { headers })
    expect(heldAnswer.status).toBe(200)
    expect(await heldAnswer.json()).toEqual({ status: 'success' })
    const stored = await leadBySubmission(held.submission_id as string)
    expect(stored?.spam).toMatchObject({ flagged: true, reason: 'held: over the limit for this client' })
    expect(stored?.notifications?.email ?? null).toBeNull()
    // 3 × 5 held in all, then the client is refused.
    for (let i = 0; i < 14; i++) expect((await postLead(env, validFields(), { headers })).status).toBe(200)
    const before = await leadCount(env)
    const limited = await postLead(env, validFields(), { headers })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    expect(await limited.json()).toMatchObject({ status: 'error', code: 'rate_limited', message: 'errors.notSuccess' })
    expect(await leadCount(env)).toBe(before)
    // A retry of a lead already stored is still answered success.
    expect((await postLead(env, held, { headers })).status).toBe(200)
    const other = validFields()
    expect((await postLead(env, other, { headers: freshIp() })).status).toBe(200)
    expect((await leadBySubmission(other.submission_id as string))?.spam).toMatchObject({ flagged: false })
  })

  it('spam does not count against anyone: a client’s honeypot posts leave its real enquiries admitted', async () => {
    const headers = freshIp()
    for (let i = 0; i < 10; i++) expect((await postLead(env, validFields({ website: 'x' }), { headers })).status).toBe(200)
    const real = validFields()
    expect((await postLead(env, real, { headers })).status).toBe(200)
    expect((await leadBySubmission(real.submission_id as string))?.spam).toMatchObject({ flagged: false })
  })

  it('a referral post counts each referred person, and carries at most 10', async () => {
    const referral = (count: number) =>
      validFields({
        variant: 'referral-es',
        locale: 'es',
        nombre: 'Rosa Díaz',
        phone: '9155550100',
        referido_nombre: Array.from({ length: count }, (_, i) => `Persona ${'abcdefghijklmnop'[i]}`.replace(' ', '')),
        referido_telefono: Array.from({ length: count }, (_, i) => `91555501${String(10 + i)}`),
      })
    const before = await leadCount(env)
    const tooMany = await postLead(env, referral(11), { headers: freshIp() })
    expect(tooMany.status).toBe(422)
    expect(await tooMany.json()).toMatchObject({
      message: 'errors.tooManyReferrals',
      text: 'Puede enviar hasta 10 referidos a la vez.',
    })
    expect(await leadCount(env)).toBe(before)
    // Ten referred people from one client with a limit of 3: three admitted would be over; all ten are held.
    const ten = referral(10)
    expect((await postLead(env, ten, { headers: freshIp() })).status).toBe(200)
    expect(await leadCount(env)).toBe(before + 10)
    expect((await leadBySubmission(ten.submission_id as string))?.spam).toMatchObject({ flagged: true })
  })

  it('without the client’s address, visitors share one bucket (20× the limit) and over it are held, never refused', async () => {
    const saved = process.env.RATE_LIMIT_LEADS
    process.env.RATE_LIMIT_LEADS = '1/600'
    try {
      const answers: number[] = []
      const ids: string[] = []
      for (let i = 0; i < 25; i++) {
        // A client-written X-Forwarded-For is never believed: these all land in the shared bucket.
        const fields = validFields()
        ids.push(fields.submission_id as string)
        answers.push((await postLead(env, fields, { headers: { 'x-forwarded-for': `192.0.2.${i}` } })).status)
      }
      expect(answers.every((status) => status === 200)).toBe(true)
      const last = await leadBySubmission(ids.at(-1)!)
      expect(last?.consent?.ip ?? null).toBeNull()
      expect(last?.spam).toMatchObject({ flagged: true, reason: 'held: over the shared limit' })
    } finally {
      process.env.RATE_LIMIT_LEADS = saved
    }
  })

  it('stores a honeypot or too-fast post as spam, answers success, and notifies nobody', async () => {
    const honeypot = validFields({ website: 'http://spam.example' })
    const tooFast = validFields({ started_at: String(Date.now() - 300), fecha_hora: new Date().toISOString() })
    const noFillTime = validFields()
    delete noFillTime.started_at
    for (const fields of [honeypot, tooFast, noFillTime]) {
      const response = await postLead(env, fields, { headers: freshIp() })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'success' })
    }
    expect((await leadBySubmission(honeypot.submission_id as string))?.spam).toMatchObject({ flagged: true, reason: 'honeypot' })
    expect((await leadBySubmission(tooFast.submission_id as string))?.spam).toMatchObject({ flagged: true })
    expect((await leadBySubmission(noFillTime.submission_id as string))?.spam).toMatchObject({
      flagged: true,
      reason: 'no fill time (started_at missing)',
    })
    const spamIds: string[] = []
    for (const fields of [honeypot, tooFast, noFillTime]) {
      const lead = await leadBySubmission(fields.submission_id as string)
      expect(lead?.notifications?.email ?? null).toBeNull()
      spamIds.push(String(lead!.id))
    }
    // Held: no notification and no escalation is queued for them.
    for (const id of spamIds) expect(await jobsOfLead(env, id)).toEqual([])
  })

  describe('without JavaScript (native form post)', () => {
    it('redirects 303 to the thank-you page of the form’s language', async () => {
      const es = await postLead(env, validFields({ variant: 'footer-es', locale: 'es', checkbox: '' }), {
        accept: 'text/html',
        headers: freshIp(),
      })
      expect(es.status).toBe(303)
      expect(es.headers.get('location')).toBe('/gracias')
      const en = await postLead(env, validFields(), { accept: 'text/html', headers: freshIp() })
      expect(en.headers.get('location')).toBe('/en/thank-you')
    })

    it('accepts an empty token from our own page (cached pages cannot carry one), not from elsewhere', async () => {
      const fields = validFields({ _token: '' })
      delete fields.submission_id
      const ok = await postLead(env, fields, { accept: 'text/html', headers: freshIp() })
      expect(ok.status).toBe(303)
      expect(ok.headers.get('location')).toBe('/en/thank-you')
      const before = await leadCount(env)
      const json = await postLead(env, validFields({ _token: '' }), { headers: freshIp() })
      expect(json.status).toBe(403)
      const noOrigin = await env.routes.agregar(
        // An old browser sends no Fetch Metadata and no Origin: its Accept says it is a page.
        new Request(`${ORIGIN}/api/prospecto/agregar`, {
          method: 'POST',
          body: leadForm(validFields({ _token: '' })),
          headers: { ...freshIp(), accept: 'text/html' },
        }),
      )
      expect(noOrigin.status).toBe(303)
      expect(noOrigin.headers.get('location')).toContain('enquiry_error=errors.notSuccess')
      expect(await leadCount(env)).toBe(before)
    })

    it('sends an invalid post to the form page with the first error and a draft cookie, no draft mode', async () => {
      const response = await postLead(
        env,
        validFields({ phone: '12', page_url: `${ORIGIN}/en/services?x=1&enquiry_error=old` }),
        {
          accept: 'text/html',
          headers: freshIp(),
        },
      )
      expect(response.status).toBe(303)
      // The form page, rendered per request: the cached page it came from stays everyone's.
      expect(response.headers.get('location')).toBe(
        '/en/enquiry?enquiry_error=errors.phone&enquiry_field=phone&enquiry_form=enquiry-general-en#enquiry-general-en-errors-phone',
      )
      expect(response.headers.getSetCookie()).toHaveLength(1)
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^enquiry_draft=/)
      // No script may read what was typed; the value is base64url, safe for any character.
      expect(cookie).toMatch(/; HttpOnly/)
      const value = cookie.split(';')[0]!.slice('enquiry_draft='.length)
      expect(value).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeDraft(value)?.values.nombre).toBe('Ana María Pérez')
      // The form, and the page it was sent from (the link back, and where a post from the form page returns).
      expect(decodeDraft(value)).toMatchObject({ form: 'enquiry-general-en', variant: 'general-en', back: '/en/services?x=1' })
      expect(cookie).not.toContain('_token')
    })

    it('never redirects to another site', async () => {
      const response = await postLead(env, validFields({ phone: '1', page_url: 'https://evil.example/phish' }), {
        accept: 'text/html',
        headers: freshIp(),
      })
      expect(response.headers.get('location')).toMatch(/^\/en\/enquiry\?enquiry_error=/)
      // Nor does the form page's link back lead there.
      const draft = response.headers.get('set-cookie')!.split(';')[0]!.slice('enquiry_draft='.length)
      expect(decodeDraft(draft)?.back).toBe('/en')
    })

    it('stores one lead per referred person from the no-JS referral form', async () => {
      const before = await leadCount(env)
      const response = await postLead(
        env,
        validFields({
          variant: 'referral-es',
          locale: 'es',
          nombre: 'Rosa Díaz',
          phone: '9155550100',
          referido_nombre: ['Luis', 'Carmen'],
          referido_telefono: ['9155550111', '9155550122'],
        }),
        { accept: 'text/html', headers: freshIp() },
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/gracias-referidos')
      expect(await leadCount(env)).toBe(before + 2)
    })
  })
})

describe('POST /api/prospecto/socialmedia', () => {
  const socialFields = (overrides: Record<string, string> = {}) =>
    validFields({
      variant: 'social-media-es',
      locale: 'es',
      form_id: 'enquiry-social-media-es',
      nombre: 'Pedro Gómez',
      phone: '+52 656 123',
      agente: 'Agente Uno',
      link: 'https://m.me/t/123',
      source: 'facebook',
      status: 'nuevo',
      tipo: 'consulta',
      hora: '1',
      pc_referido: '0',
      pc_videollamada: '1',
      checkbox: '',
      email: '',
      seccion: 'Redes Sociales',
      ...overrides,
    })

  it('answers 401 JSON to an anonymous post and stores nothing', async () => {
    const before = await leadCount(env)
    const response = await postLead(env, socialFields(), { path: '/api/prospecto/socialmedia', headers: freshIp() })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ status: 'error', code: 'unauthorized' })
    const forged = await postLead(env, socialFields(), {
      path: '/api/prospecto/socialmedia',
      cookie: `${staffSessionCookie()}=not.a.jwt`,
    })
    expect(forged.status).toBe(401)
    expect(await leadCount(env)).toBe(before)
  })

  it('stores a staff-entered lead with the social-media details', async () => {
    const staff = await staffCookie(env)
    const fields = socialFields()
    const response = await postLead(env, fields, { path: '/api/prospecto/socialmedia', cookie: staff })
    expect(response.status).toBe(200)
    const lead = await leadBySubmission(fields.submission_id as string)
    expect(lead).toMatchObject({
      channel: 'social-media',
      name: 'Pedro Gómez',
      phone: '52656123',
      section: 'Redes Sociales',
      socialMedia: {
        agent: 'Agente Uno',
        link: 'https://m.me/t/123',
        source: 'facebook',
        hora: true,
        referred: false,
        videoCall: true,
      },
      consent: { accepted: false, text: null },
    })
    expect(lead?.socialMedia?.enteredBy).toBeTruthy()
  })

  it('requires agent and link, and only a non-empty phone', async () => {
    const staff = await staffCookie(env)
    const post = (overrides: Record<string, string>) =>
      postLead(env, socialFields(overrides), { path: '/api/prospecto/socialmedia', cookie: staff })
    expect(await (await post({ agente: '' })).json()).toMatchObject({
      message: 'errors.agent',
      text: 'Por favor seleccione un agente.',
    })
    expect(await (await post({ link: ' ' })).json()).toMatchObject({
      message: 'errors.link',
      text: 'Por favor pegue el enlace de la conversación.',
    })
    expect(await (await post({ phone: 'abc' })).json()).toMatchObject({ message: 'errors.phone' })
    expect((await post({ phone: '12' })).status).toBe(200)
  })

  it('refuses public variants on the staff endpoint', async () => {
    const staff = await staffCookie(env)
    const response = await postLead(env, validFields(), { path: '/api/prospecto/socialmedia', cookie: staff })
    expect(response.status).toBe(422)
  })
})

describe('GET /csrf-token, GET /api/campaign-source', () => {
  it('hands out a token with a no-store answer and an HttpOnly cookie', async () => {
    const response = await env.routes.csrf(new Request(`${ORIGIN}/csrf-token`))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/)
    expect(await response.json()).toMatchObject({ token: expect.stringMatching(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/) })
  })

  it('answers the campaign source from the cookie', async () => {
    const get = (cookie?: string) =>
      env.routes.campaignSource(new Request(`${ORIGIN}/api/campaign-source`, { headers: cookie ? { cookie } : {} }))
    expect(await (await get('campaign_source=google-ads')).json()).toEqual({ source: 'google-ads' })
    expect(await (await get()).json()).toEqual({ source: '' })
    expect(await (await get('campaign_source=%3Cscript%3E')).json()).toEqual({ source: '' })
  })
})

describe('POST /en/api/track-call', () => {
  const track = (headers: Record<string, string>, body = '{}') =>
    env.routes.trackCall(
      new Request(`${ORIGIN}/en/api/track-call`, {
        method: 'POST',
        body,
        headers: { origin: ORIGIN, 'content-type': 'application/json', referer: `${ORIGIN}/en/contact?x=1`, ...headers },
      }),
    )

  it('stores a click with page, number and campaign source', async () => {
    const { token, cookie } = await csrfPair(env)
    const response = await track(
      { 'x-csrf-token': token, cookie: `${cookie}; campaign_source=tiktok`, ...freshIp() },
      '{"number":"+1 (915) 555-0142"}',
    )
    expect(response.status).toBe(200)
    const clicks = await env.payload.find({ collection: 'call-clicks', overrideAccess: true, sort: '-createdAt', limit: 1 })
    expect(clicks.docs[0]).toMatchObject({ page: '/en/contact?x=1', number: '+19155550142', campaignSource: 'tiktok' })
  })

  it('refuses a missing or forged header with 403, and junk bodies with 400', async () => {
    const { token, cookie } = await csrfPair(env)
    const before = (await env.payload.count({ collection: 'call-clicks', overrideAccess: true })).totalDocs
    expect((await track({ cookie })).status).toBe(403)
    expect((await track({ cookie, 'x-csrf-token': 'forged' })).status).toBe(403)
    expect((await track({ 'x-csrf-token': token })).status).toBe(403)
    for (const body of ['[]', '{', '"x"', 'null']) {
      expect((await track({ cookie, 'x-csrf-token': token, ...freshIp() }, body)).status).toBe(400)
    }
    expect((await track({ cookie, 'x-csrf-token': token }, 'x'.repeat(5000))).status).toBe(413)
    expect((await env.payload.count({ collection: 'call-clicks', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('GET /api/staff/leads.csv', () => {
  it('answers 401 to anonymous visitors', async () => {
    const response = await env.routes.leadsCsv(new Request(`${ORIGIN}/api/staff/leads.csv`))
    expect(response.status).toBe(401)
  })

  it('exports filtered leads for admins, safe against formula injection', async () => {
    // Exports are for admins and intake leads (src/access mayReadLeadsInBulk).
    const staff = await staffCookie(env, ['admin'])
    const fields = validFields({ nombre: 'Eva', mensaje: 'hola', seccion: 'Formulario General Inglés' })
    expect((await postLead(env, fields, { headers: freshIp() })).status).toBe(200)
    // A name can only hold letters, digits and spaces after cleaning, and a stored lead never
    // changes; a lead from elsewhere (a sister site's server, an import) may hold anything.
    await env.payload.create({
      collection: 'leads',
      data: {
        name: 'Eve',
        phone: '9155550000',
        email: '=HYPERLINK("http://evil.example","x")',
        section: 'Formulario General',
        channel: 'web',
        status: 'new',
      },
      overrideAccess: true,
    })
    const response = await env.routes.leadsCsv(
      new Request(`${ORIGIN}/api/staff/leads.csv?status=new&section=General&from=2020-01-01`, { headers: { cookie: staff } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    expect(csv.startsWith('ID,Recibido (America/Denver),Nombre,Teléfono,Correo electrónico')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
    const spamOnly = await env.routes.leadsCsv(
      new Request(`${ORIGIN}/api/staff/leads.csv?spam=only`, { headers: { cookie: staff } }),
    )
    const spamRows = (await spamOnly.text()).trim().split('\r\n').slice(1)
    expect(spamRows.length).toBeGreaterThan(0)
    expect(spamRows.every((row) => row.includes(',Posible spam,'))).toBe(true)
    const none = await env.routes.leadsCsv(
      new Request(`${ORIGIN}/api/staff/leads.csv?from=2999-01-01`, { headers: { cookie: staff } }),
    )
    expect((await none.text()).trim().split('\r\n')).toHaveLength(1)
  })
})

describe('the CMS REST API', () => {
  it('does not let the public create or read leads', async () => {
    await expect(
      env.payload.create({
        collection: 'leads',
        data: { name: 'x', phone: '1', status: 'new', channel: 'web' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(env.payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
  })
})
