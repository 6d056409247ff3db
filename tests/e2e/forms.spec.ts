import { expect, test, type Page } from '@playwright/test'
import {
  checkConsentToggle,
  control,
  emailFor,
  errorRegion,
  expectError,
  fillValid,
  FOOTER_FORM,
  gate,
  isLeadPost,
  LEAD_ENDPOINT,
  leadsNamed,
  MSG,
  multipartFields,
  openForm,
  overlay,
  PAGE_FORM,
  staffToken,
  submitButton,
  submitToThankYou,
  THANK_YOU,
  uniqueName,
  VALID_PHONE,
  touchUntilHydrated,
  walkChecks,
  type CheckName,
  type Lang,
  type Toggle,
} from './support/forms'
import { LAYOUT } from './support/layout'

/**
 * The public enquiry forms in the browser (spec §3-§5, §8, §9; the wire contract in docs/ARCHITECTURE.md). Every variant walks
 * its check order from the first error to a stored lead and its thank-you page: one real lead
 * post per variant and project run. Every variant runs at desktop width; at phone width (tag
 * LAYOUT) one variant of each form layout does: the home, contact, footer, blog sidebar, landing
 * and parole forms, and the referral form with its scrolling table.
 */

type Case = {
  title: string
  lang: Lang
  /** Path, or a function of the page (the blog article's slug comes from /api/blogs/home). */
  path: string | ((page: Page) => Promise<string>)
  formId?: string
  variant: string
  /** Spec §5 check order of the variant, as the walk meets it. */
  checks: readonly CheckName[]
  /** The `seccion` the form posts (no campaign source in a fresh browser). */
  section: string
  consent: { toggle: Toggle; excerpt: number } | null
  /** Initial e-mail for the walk; '' leaves it empty (English parole: required). */
  email?: string
  /** This variant also runs at phone width: it stands for its form layout there. */
  layout?: true
}

/** Spec §9: 11 digits on Spanish forms and the parole forms; English forms allow an E.164 number. */
function phoneCap(c: Case): number {
  return c.lang === 'es' || c.variant.startsWith('parole') ? 11 : 15
}

const situationOrder = ['terms', 'name', 'email', 'phone', 'situation'] as const
const generalOrder = ['name', 'email', 'phone', 'terms'] as const

async function blogPath(page: Page, lang: Lang): Promise<string> {
  const response = await page.request.get('/api/blogs/home')
  expect(response.status()).toBe(200)
  const blogs = (await response.json()) as Array<{ url_es: string; url_en: string }>
  expect(blogs.length, 'featured posts').toBeGreaterThan(0)
  return lang === 'es' ? `/blog/${blogs[0]!.url_es}` : `/en/blog/${blogs[0]!.url_en}`
}

const cases: Case[] = [
  {
    title: 'home ES',
    layout: true,
    lang: 'es',
    path: '/',
    variant: 'home-es',
    checks: situationOrder,
    section: 'Home Español',
    consent: { toggle: 'ver', excerpt: 50 },
  },
  {
    title: 'home EN',
    lang: 'en',
    path: '/en',
    variant: 'home-en',
    checks: situationOrder,
    section: 'Home Inglés',
    consent: { toggle: 'see', excerpt: 50 },
  },
  {
    title: 'contact ES',
    lang: 'es',
    path: '/contacto',
    variant: 'contact-es',
    checks: generalOrder,
    section: 'Contacto Español',
    consent: { toggle: 'ver', excerpt: 250 },
  },
  {
    title: 'contact EN',
    layout: true,
    lang: 'en',
    path: '/en/contact',
    variant: 'contact-en',
    checks: generalOrder,
    section: 'Contacto Inglés',
    consent: { toggle: 'show', excerpt: 250 },
  },
  {
    title: 'service ES',
    lang: 'es',
    path: '/servicios/abogado-de-inmigracion',
    variant: 'service-es',
    checks: situationOrder,
    section: 'Abogado de Inmigración Español',
    consent: { toggle: 'ver', excerpt: 50 },
  },
  {
    title: 'service EN',
    lang: 'en',
    path: '/en/services/immigration-lawyer',
    variant: 'service-en',
    checks: situationOrder,
    section: 'Abogado de Inmigración Inglés',
    consent: { toggle: 'see', excerpt: 50 },
  },
  {
    title: 'visa ES',
    lang: 'es',
    path: '/visa-humanitaria/visa-vawa',
    variant: 'visa-es',
    checks: situationOrder,
    section: 'Visas Español',
    consent: { toggle: 'ver', excerpt: 100 },
  },
  {
    title: 'visa EN',
    lang: 'en',
    path: '/en/humanitarian-visa/vawa-visa',
    variant: 'visa-en',
    checks: situationOrder,
    section: 'Visas Inglés',
    consent: { toggle: 'see', excerpt: 50 },
  },
  {
    title: 'blog ES',
    layout: true,
    lang: 'es',
    path: (page) => blogPath(page, 'es'),
    variant: 'blog-es',
    checks: situationOrder,
    section: 'Blog Español',
    consent: { toggle: 'ver', excerpt: 200 },
  },
  {
    title: 'blog EN',
    lang: 'en',
    path: (page) => blogPath(page, 'en'),
    variant: 'blog-en',
    checks: situationOrder,
    section: 'Blog Inglés',
    consent: { toggle: 'see', excerpt: 50 },
  },
  // The Spanish general form shows the box but does not require it (spec §5: name, email, phone).
  {
    title: 'general ES',
    lang: 'es',
    path: '/servicios',
    variant: 'general-es',
    checks: ['name', 'email', 'phone'],
    section: 'Formulario General Español',
    consent: { toggle: 'ver', excerpt: 100 },
  },
  {
    title: 'general EN',
    lang: 'en',
    path: '/en/services',
    variant: 'general-en',
    checks: generalOrder,
    section: 'Formulario General Inglés',
    consent: { toggle: 'show', excerpt: 250 },
  },
  {
    title: 'footer ES',
    layout: true,
    lang: 'es',
    path: '/nosotros',
    formId: FOOTER_FORM,
    variant: 'footer-es',
    checks: ['name', 'email', 'phone'],
    section: 'Footer Español',
    consent: null,
  },
  {
    title: 'footer EN',
    lang: 'en',
    path: '/en/about-us',
    formId: FOOTER_FORM,
    variant: 'footer-en',
    checks: generalOrder,
    section: 'Footer Inglés',
    consent: { toggle: 'show', excerpt: 200 },
  },
  {
    title: 'video landing',
    layout: true,
    lang: 'es',
    path: '/youtube?seccion=Abc',
    variant: 'video-landing-es',
    checks: situationOrder,
    section: 'Youtube Landing Abc',
    consent: { toggle: 'ver', excerpt: 100 },
  },
  {
    title: 'short-video landing',
    lang: 'es',
    path: '/tiktok',
    variant: 'short-video-landing-es',
    checks: situationOrder,
    section: 'TikTok Landing',
    consent: { toggle: 'ver', excerpt: 100 },
  },
  {
    title: 'parole ES',
    lang: 'es',
    path: '/parole',
    variant: 'parole-es',
    // Married "no" brings the situation choice in, so it is checked before the terms.
    checks: ['name', 'married', 'stay', 'phone', 'email', 'situation', 'terms'],
    section: 'Parole Landing',
    consent: { toggle: 'ver', excerpt: 100 },
  },
  {
    title: 'parole EN',
    layout: true,
    lang: 'en',
    path: '/en/parole',
    variant: 'parole-en',
    // The e-mail is left empty: required on this form only, with its shorter message.
    checks: ['name', 'married', 'stay', 'phone', 'emailShort', 'situation', 'terms'],
    section: 'Parole Landing Inglés',
    consent: { toggle: 'see', excerpt: 50 },
    email: '',
  },
]

function variantTags(c: Case): string[] {
  return c.layout ? [LAYOUT] : []
}

test.describe('each variant: check order from the first error to the thank-you page', () => {
  for (const c of cases) {
    test(`${c.title} (${c.variant})`, { tag: variantTags(c) }, async ({ page }) => {
      const path = typeof c.path === 'string' ? c.path : await c.path(page)
      const formId = c.formId ?? PAGE_FORM
      const form = await openForm(page, path, formId)
      await expect(form.locator('input[name="variant"]')).toHaveValue(c.variant)

      // The phone box keeps digits only as typed, up to the cap (spec §5, §9: 11 on Spanish forms and parole).
      const phone = control(form, 'phone')
      await phone.pressSequentially('(915) ')
      await expect(phone).toHaveValue('915')
      await phone.pressSequentially('555-0142 ext 99 88 77')
      await expect(phone).toHaveValue('9155550142998877'.slice(0, phoneCap(c)))

      if (c.consent) await checkConsentToggle(form, c.consent.toggle, c.consent.excerpt)
      else await expect(form.locator('input[name="checkbox"]')).toHaveCount(0)

      const name = await walkChecks(page, form, c.lang, c.checks, { email: c.email })

      const posted = await submitToThankYou(page, form, c.variant.endsWith('-en') ? THANK_YOU.en : THANK_YOU.es)
      expect(posted.variant).toBe(c.variant)
      expect(posted.nombre).toBe(name)
      expect(posted.phone).toBe(VALID_PHONE)
      expect(posted._token, 'token fetched before the post').toMatch(/\S{20,}/)
      expect(Date.parse(posted.fecha_hora ?? '')).not.toBeNaN()
      expect(posted.seccion).toBe(c.section)
      if (c.consent) expect(posted.checkbox).toBe(c.checks.includes('terms') ? '1' : '0')
      else expect(posted.checkbox).toBeUndefined()
      if (c.checks.includes('email') || c.checks.includes('emailShort')) expect(posted.email).toBe(emailFor(name))
      if (c.checks.includes('situation')) expect(posted.situacion).toBe('spouse')
      if (c.variant.startsWith('parole')) {
        expect(posted.casado).toBe('no')
        expect(posted.estancia).toBe('si')
        // spec §3: the parole message is composed of the situation and the two answers.
        expect(posted.mensaje ?? '').toMatch(/\S/)
      }
    })
  }
})

test.describe('parole: the not-qualified notice and situation choice', () => {
  for (const [lang, path, notice] of [
    ['es', '/parole', 'No califica para este nuevo Parole'],
    ['en', '/en/parole', 'You do not qualify for this new Parole'],
  ] as const) {
    test(`${lang}: shown while either answer is no, hidden otherwise`, async ({ page }) => {
      const form = await openForm(page, path)
      const text = form.getByText(notice)
      const situation = form.locator('select[name="situacion"]')
      const answer = (field: 'casado' | 'estancia', value: string) =>
        form.locator(`input[name="${field}"][value="${value}"]`).check()

      // Shown by CSS (:has), the same nodes before and after the form's code arrives.
      await expect(text).toBeHidden()
      await expect(situation).toBeHidden()
      await answer('casado', 'yes')
      await answer('estancia', 'si')
      await expect(text).toBeHidden()
      await expect(situation).toBeHidden()
      await answer('casado', 'no')
      await expect(text).toBeVisible()
      await expect(situation).toBeVisible()
      await answer('casado', 'yes')
      await expect(text).toBeHidden()
      await answer('estancia', 'no')
      await expect(text).toBeVisible()
      await expect(situation).toBeVisible()
      await answer('estancia', 'si')
      await expect(text).toBeHidden()
      await expect(situation).toBeHidden()

      // Qualified: no situation is asked for; the next check after the phone is the e-mail (EN) or terms.
      await control(form, 'nombre').fill(uniqueName())
      await control(form, 'phone').fill(VALID_PHONE)
      await submitButton(form).click()
      if (lang === 'en') await expectError(form, MSG.en.emailShort, 'email')
      else await expectError(form, MSG.es.terms, 'checkbox')
    })
  }
})

test('referral landing: list add / edit / delete, scrolling table, one post per referral', { tag: LAYOUT }, async ({ page }) => {
  const form = await openForm(page, '/referidos')
  const add = form.getByRole('button', { name: 'AGREGAR', exact: true })
  await expect(add).toBeVisible()
  const refName = control(form, 'referido_nombre')
  const refPhone = control(form, 'referido_telefono')
  const rows = form.locator('tbody tr')
  const table = form.getByRole('region', { name: 'Personas que nos recomienda' })

  await checkConsentToggle(form, 'ver', 200)

  // Own details, terms, then at least one referral, in that order (spec §5).
  await submitButton(form).click()
  await expectError(form, MSG.es.name, 'nombre')
  const own = uniqueName('Referente')
  await control(form, 'nombre').fill(own)
  await control(form, 'phone').fill('12345')
  await submitButton(form).click()
  await expectError(form, MSG.es.phone, 'phone')
  await control(form, 'phone').fill(VALID_PHONE)
  await submitButton(form).click()
  await expectError(form, MSG.es.terms, 'checkbox')
  await control(form, 'checkbox').check()
  await submitButton(form).click()
  await expect(errorRegion(form)).toHaveText(MSG.es.referrals)
  await expect(refName).toBeFocused()

  // Adding needs a name and a phone; the name takes letters only.
  await add.click()
  await expect(errorRegion(form)).toHaveText('Por favor ingrese el nombre del referido, solo con letras.')
  await expect(rows).toHaveCount(0)
  await refName.pressSequentially('Ana 12 Ruiz!')
  await expect(refName).toHaveValue('Ana  Ruiz')
  await refName.fill('')

  const referrals = ['Ana', 'Beto', 'Carla', 'Dario', 'Elena'].map((first, i) => ({
    name: `${first} ${uniqueName('').trim()}`,
    phone: `91555501${40 + i}`,
  }))
  for (const r of referrals) {
    await refName.fill(r.name)
    await refPhone.fill(r.phone)
    await add.click()
  }
  await expect(rows).toHaveCount(referrals.length)
  await expect(refName).toHaveValue('')

  // The list scrolls inside a 200 px box (spec §9).
  const box = await table.evaluate((el) => {
    const style = getComputedStyle(el)
    return { maxHeight: style.maxHeight, overflowY: style.overflowY, client: el.clientHeight, scroll: el.scrollHeight }
  })
  expect(box.maxHeight).toBe('200px')
  expect(['auto', 'scroll']).toContain(box.overflowY)
  expect(box.client).toBeLessThanOrEqual(200)
  expect(box.scroll).toBeGreaterThan(box.client)

  // Edit: the row loads into the inputs, the button reads EDITAR, and that row is replaced in place.
  await form.getByRole('button', { name: `Editar ${referrals[1]!.name}` }).click()
  await expect(refName).toHaveValue(referrals[1]!.name)
  await expect(refPhone).toHaveValue(referrals[1]!.phone)
  await expect(form.getByRole('button', { name: 'EDITAR', exact: true })).toBeVisible()
  await expect(add).toHaveCount(0)
  const edited = { name: `Bruno ${uniqueName('').trim()}`, phone: '9155550199' }
  await refName.fill(edited.name)
  await refPhone.fill(edited.phone)
  await form.getByRole('button', { name: 'EDITAR', exact: true }).click()
  await expect(add).toBeVisible()
  await expect(rows).toHaveCount(referrals.length)
  await expect(rows.nth(1)).toContainText(edited.name)
  await expect(rows.nth(1)).toContainText(edited.phone)
  await expect(table).not.toContainText(referrals[1]!.name)

  // Delete down to two referred people (two lead posts).
  for (const r of [referrals[0]!, referrals[2]!, referrals[3]!]) {
    await form.getByRole('button', { name: `Eliminar ${r.name}` }).click()
    await expect(table).not.toContainText(r.name)
    // Focus stays in the form (on the list), not on <body>: the floating buttons stay out of the way.
    await expect(form.locator('[data-referral-list]')).toBeFocused()
  }
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText(edited.name)
  await expect(rows.nth(1)).toContainText(referrals[4]!.name)

  const posts: Record<string, string>[] = []
  page.on('request', (request) => {
    if (isLeadPost(request)) posts.push(multipartFields(request))
  })
  await submitButton(form).click()
  await expect(page).toHaveURL(/\/gracias-referidos\/?$/)
  await expect(page.locator('h1').first()).toHaveText(THANK_YOU.referral.heading)
  expect(posts.map((p) => p.nombre)).toEqual([edited.name, referrals[4]!.name])
  for (const p of posts) {
    expect(p.variant).toBe('referral-entry-es')
    expect(p.seccion).toBe('Referidos Landing')
    expect(p.mensaje).toContain(own)
    expect(p.checkbox).toBe('1')
  }
})

/** A valid contact form in either language, ready to submit. */
async function validContact(page: Page, lang: Lang) {
  const form = await openForm(page, lang === 'es' ? '/contacto' : '/en/contact')
  await fillValid(form, { email: true, terms: true, message: true })
  return form
}

type Answer = { status: number; body: Record<string, string> } | 'abort'

const SAVED: Record<Lang, string> = {
  es: 'Sin conexión: su consulta quedó guardada en este teléfono y la enviaremos en cuanto haya conexión. No tiene que escribirla de nuevo.',
  en: 'No connection: your enquiry is saved on this phone and will be sent as soon as there is a connection. You do not need to type it again.',
}

/** How many enquiries the browser's outbox holds. */
const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('enquiry-outbox', 1)
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count()
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
        }
      }),
  )

test.describe('failures: the §8 message in the form language, overlay down, still on the page', () => {
  // The outbox's worker would send the kept enquiry past page.route (outbox.spec.ts tests it).
  test.use({ serviceWorkers: 'block' })
  for (const lang of ['es', 'en'] as const) {
    test(`${lang}: token failure, 500, network failure, 422, non-200 "success"`, async ({ page }) => {
      const form = await validContact(page, lang)
      const url = page.url()
      const submissionIds: string[] = []
      let hold = gate()
      let tokenFails = true
      let answer: Answer = 'abort'
      await page.route('**/csrf-token', async (route) => {
        if (!tokenFails) return route.continue()
        await hold.wait
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' })
      })
      await page.route(`**${LEAD_ENDPOINT}`, async (route) => {
        submissionIds.push(multipartFields(route.request()).submission_id ?? '')
        await hold.wait
        if (answer === 'abort') return route.abort('failed')
        return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
      })

      /** Submits while the answer is held: the overlay is up and the old message gone; then lets it go. */
      const submitHeld = async () => {
        hold = gate()
        await submitButton(form).click()
        await expect(overlay(page, lang)).toBeVisible()
        await expect(submitButton(form)).toBeDisabled()
        await expect(errorRegion(form)).toHaveText('')
        hold.open()
      }
      const expectFailure = async (message: string, field?: string) => {
        if (field) await expectError(form, message, field)
        else await expect(errorRegion(form)).toHaveText(message)
        await expect(overlay(page, lang)).toBeHidden()
        await expect(submitButton(form)).toBeEnabled()
        expect(page.url()).toBe(url)
      }

      // GET /csrf-token fails: the network message, and nothing is posted (a departure from the old site).
      await submitHeld()
      await expectFailure(MSG[lang].network)
      expect(submissionIds, 'no post without a token').toHaveLength(0)
      tokenFails = false

      // The server answers 500.
      answer = { status: 500, body: { status: 'error', message: 'errors.notSuccess' } }
      await submitHeld()
      await expectFailure(MSG[lang].notSuccess)

      // The post never gets an answer: the enquiry is kept in the browser's outbox (outbox.spec.ts).
      answer = 'abort'
      await submitHeld()
      await expect(form.getByRole('status')).toHaveText(SAVED[lang])
      await expectFailure('')

      // A 422 names its message and field; sent again by hand and answered, the kept copy goes.
      answer = { status: 422, body: { status: 'error', message: 'errors.phone', field: 'phone' } }
      await submitHeld()
      await expectFailure(MSG[lang].phone, 'phone')
      await expect(form.getByRole('status')).toHaveText('')
      await expect.poll(() => outboxSize(page)).toBe(0)

      // "success" counts only with HTTP 200 (the wire contract in docs/ARCHITECTURE.md).
      answer = { status: 503, body: { status: 'success' } }
      await submitHeld()
      await expectFailure(MSG[lang].notSuccess)

      // Every retry of the same values carried the same idempotency key.
      expect(submissionIds).toHaveLength(4)
      expect(submissionIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(new Set(submissionIds).size).toBe(1)
    })
  }
})

test('a double click on submit stores one lead', async ({ page, request }) => {
  // The fill time is measured with the browser's clock, so the test moves that clock forward.
  await page.clock.install()
  const form = await openForm(page, '/en/contact')
  const name = await fillValid(form, { email: true, terms: true }, uniqueName('Doble'))
  // Past the minimum fill time, so the lead is an ordinary (not spam-flagged) one.
  await page.clock.fastForward(2_100)
  let posts = 0
  page.on('request', (r) => {
    if (isLeadPost(r)) posts++
  })
  await submitButton(form).dblclick()
  await expect(page).toHaveURL(/\/en\/thank-you$/)
  expect(posts).toBe(1)

  const token = await staffToken(request)
  const stored = await leadsNamed(request, token, name)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.variant).toBe('contact-en')
  expect(stored[0]!.section).toBe('Contacto Inglés')
  expect(stored[0]!.consent?.accepted).toBe(true)
  expect(stored[0]!.spam?.flagged).toBe(false)
})

test('campaign source: appended to the section and stored with the lead', async ({ page, request }) => {
  await page.clock.install()
  await page.goto('/?utm_source=facebook&utm_campaign=spring')
  const sourceAnswer = await page.request.get('/api/campaign-source')
  const { source } = (await sourceAnswer.json()) as { source: string }
  expect(source).toBe('facebook/spring')

  // A later page of the same visit keeps the first-touch source.
  const form = await openForm(page, '/')
  // The form asks for the source when the visitor starts on it and waits at most 1.5 s for it
  // when sending (a slow answer must not hold the lead): here the answer comes first.
  const sourceAsked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/campaign-source')
  await control(form, 'checkbox').check()
  const name = await fillValid(form, { email: true, situation: true }, uniqueName('Campana'))
  expect((await sourceAsked).ok()).toBe(true)
  // Past the minimum fill time (measured with the browser's clock).
  await page.clock.fastForward(2_100)
  const posted = await submitToThankYou(page, form, THANK_YOU.es)
  // The section cleaning (letters, digits, spaces and '-') drops the '/' of the posted suffix.
  const cleaned = source.replace(/[^\p{L}0-9\s-]/gu, '')
  expect(posted.seccion).toBe(`Home Español - ${cleaned}`)
  expect(posted.seccion?.endsWith(` - ${cleaned}`)).toBe(true)

  const token = await staffToken(request)
  const [lead] = await leadsNamed(request, token, name)
  expect(lead, 'stored lead').toBeTruthy()
  // the wire contract in docs/ARCHITECTURE.md: Leads.section holds the label and Leads.campaignSource the source (the server
  // reads it from the cookie, '/' included); the consent record keeps the label as posted.
  expect(lead!.section).toBe('Home Español')
  expect(lead!.campaignSource).toBe(source)
  expect(lead!.consent?.sectionLabel).toBe(`Home Español - ${cleaned}`)
})

test('what a visitor typed and ticked before the form code arrived is kept when it takes over', async ({ page }) => {
  // Nobody has started on the footer form, so its code (DeferredForm) has not loaded yet: fill the
  // server's form as a script would (no events), then touch it. (The English footer form is the
  // one with a consent box.) forms-typing.spec.ts types for real, under a slow CPU and network.
  await page.goto('/en', { waitUntil: 'networkidle' })
  const form = page.locator(`form#${FOOTER_FORM}`)
  await expect(form.locator(`[id="${FOOTER_FORM}-errors-network"]`)).toHaveCount(1)
  await form.evaluate((element: HTMLFormElement) => {
    ;(element.elements.namedItem('nombre') as HTMLInputElement).value = 'Ana Temprana'
    ;(element.elements.namedItem('phone') as HTMLInputElement).value = '9155550142'
    ;(element.elements.namedItem('checkbox') as HTMLInputElement).checked = true
  })
  await form.scrollIntoViewIfNeeded()
  // React hydrates the server's form in place (its no-JavaScript messages go), values kept.
  await touchUntilHydrated(page, FOOTER_FORM, 30_000)
  await expect(control(page.locator(`form#${FOOTER_FORM}`), 'nombre')).toHaveValue('Ana Temprana')
  await expect(control(page.locator(`form#${FOOTER_FORM}`), 'phone')).toHaveValue('9155550142')
  await expect(page.locator(`form#${FOOTER_FORM} input[name="checkbox"]`)).toBeChecked()
})
