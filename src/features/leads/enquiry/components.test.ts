// @vitest-environment happy-dom
/**
 * The client components in a DOM: what a visitor sees and what goes over the wire. No JSX here
 * (the unit project only picks up .test.ts), so elements are made with createElement.
 */
import { createElement, act } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import esEnquiry from '@/messages/es/enquiry.json'
import enEnquiry from '@/messages/en/enquiry.json'
import type { Locale } from '@/i18n/locales'
import { EnquiryForm, ReferralForm, SocialMediaLeadForm } from './components'

vi.mock('./components/browser', async (importOriginal) => {
  const original = await importOriginal<typeof import('./components/browser')>()
  return { ...original, navigateTo: vi.fn() }
})
const { navigateTo } = await import('./components/browser')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const FIRM = 'Salazar Immigration Law'
const messages = { es: { enquiry: esEnquiry }, en: { enquiry: enEnquiry } }

type Posted = { url: string; body: FormData }
type Server = {
  token: () => Response | Error
  post: (body: FormData, n: number) => Response | Error
  source: () => Response | Error
}

let posts: Posted[] = []
let tokenCalls = 0
let server: Server
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function installFetch() {
  posts = []
  tokenCalls = 0
  server = {
    token: () => json({ token: 'TOKEN-1' }),
    post: () => json({ status: 'success' }),
    source: () => json({ source: 'facebook' }),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answer =
        url === '/csrf-token'
          ? (tokenCalls++, server.token())
          : url === '/api/campaign-source'
            ? server.source()
            : (posts.push({ url, body: init!.body as FormData }), server.post(init!.body as FormData, posts.length))
      if (answer instanceof Error) throw answer
      return answer
    }),
  )
}

function withIntl(locale: Locale, children: ReactNode) {
  // The provider's props type wants `children` inside them; createElement takes it as the third
  // argument, as the JSX runtime does.
  return createElement(
    NextIntlClientProvider,
    { locale, messages: messages[locale], timeZone: 'America/Denver' } as never,
    children,
  )
}

let root: Root | null = null
let container: HTMLElement

async function render<P extends object>(component: ComponentType<P>, props: P, locale: Locale = 'es') {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  await act(async () => {
    root!.render(withIntl(locale, createElement(component, props)))
  })
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const el = container.querySelector<T & Element>(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}
const alertText = () => $('[role="alert"]').textContent
const overlayShown = () =>
  document.body.textContent.includes(esEnquiry.sending) || document.body.textContent.includes(enEnquiry.sending)

async function type(selector: string, value: string) {
  const el = $<HTMLInputElement>(selector)
  const proto = Object.getPrototypeOf(el) as object
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
async function choose(selector: string, value: string) {
  const el = $<HTMLSelectElement>(selector)
  await act(async () => {
    el.value = value
    el.dispatchEvent(new Event('change', { bubbles: true }))
  })
}
async function click(selector: string) {
  await act(async () => {
    $(selector).click()
  })
}
async function submit() {
  await act(async () => {
    $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  // Let the chain of awaited fetches settle.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)))
}

/** A Spanish form with the situation choice, filled in as a visitor would: consent, name, phone, situation. */
async function fillSituationForm(variant: 'home-es' | 'video-landing-es', name: string, situation: string) {
  await render(EnquiryForm, { variant, firmName: FIRM })
  await click('input[name="checkbox"]')
  await type('input[name="nombre"]', name)
  await type('input[name="phone"]', '9155550142')
  await choose('select[name="situacion"]', situation)
}

/** The Spanish footer form with what it requires: a name and a phone. */
async function fillSpanishFooter() {
  await render(EnquiryForm, { variant: 'footer-es', firmName: FIRM })
  await type('input[name="nombre"]', 'Ana')
  await type('input[name="phone"]', '9155550142')
}

beforeEach(() => {
  installFetch()
  vi.mocked(navigateTo).mockClear()
  window.history.replaceState(null, '', '/')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  container.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('EnquiryForm, Spanish home form', () => {
  it('shows the first failing check only and moves focus to it', async () => {
    await render(EnquiryForm, { variant: 'home-es', firmName: FIRM })
    await submit()
    expect(alertText()).toBe('Por favor acepte los términos y condiciones.')
    expect(document.activeElement).toBe($('input[name="checkbox"]'))
    expect(tokenCalls).toBe(0)
    await click('input[name="checkbox"]')
    await submit()
    expect(alertText()).toBe('Por favor ingrese su nombre.')
    expect(document.activeElement).toBe($('input[name="nombre"]'))
    expect($('input[name="nombre"]').getAttribute('aria-invalid')).toBe('true')
  })

  it('filters the phone to 11 digits as typed', async () => {
    await render(EnquiryForm, { variant: 'home-es', firmName: FIRM })
    await type('input[name="phone"]', '+1 (915) 555-0142 ext 99')
    expect($<HTMLInputElement>('input[name="phone"]').value).toBe('19155550142')
  })

  it('situation select starts on the disabled Spanish placeholder', async () => {
    await render(EnquiryForm, { variant: 'home-es', firmName: FIRM })
    const select = $<HTMLSelectElement>('select[name="situacion"]')
    expect(select.value).toBe('')
    expect(select.options[0]!.textContent).toBe('Seleccione Situación.')
    expect(select.options[0]!.disabled).toBe(true)
    expect(select.options).toHaveLength(9)
    // Nothing is asked of the server on a mere page view.
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()
  })

  it('posts the lead with token, transport fields and campaign source, then goes to /gracias', async () => {
    await fillSituationForm('home-es', 'José <Ñúñez>', 'divorced')
    await submit()
    expect(alertText()).toBe('')
    expect(posts).toHaveLength(1)
    const body = posts[0]!.body
    expect(posts[0]!.url).toBe('/api/prospecto/agregar')
    expect(Object.fromEntries(body)).toMatchObject({
      _token: 'TOKEN-1',
      nombre: 'José Ñúñez',
      phone: '9155550142',
      situacion: 'divorced',
      checkbox: '1',
      seccion: 'Home Español - facebook',
      variant: 'home-es',
      locale: 'es',
    })
    expect(body.get('submission_id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number(body.get('started_at'))).toBeGreaterThan(0)
    expect(body.get('fecha_hora') as string).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
    expect(body.get('consent_text') as string).toContain('STOP')
    expect(body.get('consent_text') as string).toContain(FIRM)
    expect(body.get('website')).toBe('')
    expect(body.has('mensaje')).toBe(false)
    expect(navigateTo).toHaveBeenCalledWith('/gracias')
  })

  it('a double click sends one post', async () => {
    await fillSpanishFooter()
    await act(async () => {
      $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(posts).toHaveLength(1)
    expect(tokenCalls).toBe(1)
  })

  it('network failure: the overlay hides, the network message shows, a retry reuses the submission id', async () => {
    server.post = () => new TypeError('offline')
    await fillSituationForm('home-es', 'Ana', 'none')
    await submit()
    expect(overlayShown()).toBe(false)
    expect(alertText()).toBe(esEnquiry.errors.network)
    expect(navigateTo).not.toHaveBeenCalled()
    server.post = () => json({ status: 'success' })
    await submit()
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body.get('submission_id')).toBe(posts[0]!.body.get('submission_id'))
    expect(navigateTo).toHaveBeenCalledWith('/gracias')
  })

  it('a failed token fetch shows the network message and hides the overlay (a departure from the old site)', async () => {
    server.token = () => json({}, 500)
    await fillSpanishFooter()
    await submit()
    expect(posts).toHaveLength(0)
    expect(overlayShown()).toBe(false)
    expect(alertText()).toBe(esEnquiry.errors.network)
  })

  it('a non-success answer shows the non-success message and does not leave the page', async () => {
    server.post = () => json({ status: 'error', message: 'whatever' }, 500)
    await fillSpanishFooter()
    await submit()
    expect(alertText()).toBe('Error al enviar el formulario. Por favor intente de nuevo.')
    expect(navigateTo).not.toHaveBeenCalled()
    expect(overlayShown()).toBe(false)
  })

  it("a server validation answer shows the server's message on its field", async () => {
    server.post = () => json({ status: 'error', message: 'errors.email', field: 'email' }, 422)
    await fillSpanishFooter()
    await submit()
    expect(alertText()).toBe(esEnquiry.errors.email)
    expect(document.activeElement).toBe($('input[name="email"]'))
  })

  it('the Spanish footer posts exactly its spec fields plus transport fields', async () => {
    server.source = () => json({ source: '' })
    await fillSpanishFooter()
    await type('textarea[name="mensaje"]', 'Hola!')
    await submit()
    const keys = [...new Set(posts[0]!.body.keys())].sort()
    expect(keys).toEqual(
      [
        '_token',
        'consent_text',
        'email',
        'fecha_hora',
        'form_id',
        'locale',
        'mensaje',
        'nombre',
        'page_url',
        'phone',
        'seccion',
        'started_at',
        'submission_id',
        'variant',
        'website',
      ].sort(),
    )
    expect(posts[0]!.body.get('seccion')).toBe('Footer Español')
    expect(posts[0]!.body.get('mensaje')).toBe('Hola')
    expect(container.querySelector('input[name="checkbox"]')).toBeNull()
  })

  it('campaign source failure is only logged', async () => {
    server.source = () => new TypeError('offline')
    await render(EnquiryForm, { variant: 'contact-en', firmName: FIRM }, 'en')
    await type('input[name="nombre"]', 'Ann')
    await type('input[name="phone"]', '9155550142')
    await click('input[name="checkbox"]')
    await submit()
    expect(posts[0]!.body.get('seccion')).toBe('Contacto Inglés')
    expect(navigateTo).toHaveBeenCalledWith('/en/thank-you')
  })

  it("the video landing's label takes ?seccion=", async () => {
    window.history.replaceState(null, '', '/youtube?seccion=abril')
    await fillSituationForm('video-landing-es', 'Ana', 'spouse')
    await submit()
    expect(posts[0]!.body.get('seccion')).toBe('Youtube Landing abril - facebook')
    expect(posts[0]!.body.get('page_url')).toBe(`${window.location.origin}/youtube?seccion=abril`)
  })
})

describe('consent box', () => {
  it('starts unchecked, shortened, and toggles Ver más / Ver menos natively (<details>, no state)', async () => {
    await render(EnquiryForm, { variant: 'home-es', firmName: FIRM })
    const box = $<HTMLInputElement>('input[name="checkbox"]')
    expect(box.checked).toBe(false)
    const label = $(`label[for="${box.id}"]`)
    const visible = label.querySelector('[aria-hidden="true"]')!.textContent
    expect(visible.endsWith('…')).toBe(true)
    expect(Array.from(visible).length).toBeLessThanOrEqual(51)
    expect(label.querySelector('.sr-only')!.textContent).toContain('STOP')
    // The whole text with its link is in the label already; CSS shows it while the toggle is open.
    expect($<HTMLAnchorElement>('label a').getAttribute('href')).toBe('/politica-de-privacidad')
    // The consent's own toggle, not the safe-contact group (also a <details>).
    const toggle = $<HTMLDetailsElement>('details[data-consent-toggle]')
    expect(toggle.open).toBe(false)
    expect(toggle.querySelector('summary')!.textContent).toBe('Ver másVer menos')
    // No button to hydrate: the browser opens it before the form's code arrives.
    expect(container.querySelector('button[aria-controls], button[aria-expanded]')).toBeNull()
  })

  it('English footer: Show more; English home: See more', async () => {
    await render(EnquiryForm, { variant: 'footer-en', firmName: FIRM }, 'en')
    expect($('summary > span:first-child').textContent).toBe('Show more')
    expect($('summary > span:last-child').textContent).toBe('Show less')
    await act(async () => root!.unmount())
    container.remove()
    await render(EnquiryForm, { variant: 'home-en', firmName: FIRM, privacyPolicyHref: '/en/privacy' }, 'en')
    expect($('summary > span:first-child').textContent).toBe('See more')
    expect($<HTMLAnchorElement>('label a').getAttribute('href')).toBe('/en/privacy')
  })
})

describe('parole', () => {
  it('the notice and the situation appear when either answer is no (by CSS, the same nodes all along)', async () => {
    await render(EnquiryForm, { variant: 'parole-en', firmName: FIRM }, 'en')
    const extra = $('[data-parole-extra]')
    expect(extra.textContent).toContain(enEnquiry.parole.notQualified)
    expect($<HTMLSelectElement>('select[name="situacion"]').options[0]!.textContent).toBe('Select a situation.')
    const css = extra.querySelector('style')!.textContent
    expect(css).toContain('#enquiry-parole-en [data-parole-extra]{display:none}')
    expect(css).toContain('#enquiry-parole-en:has(input[value="no"]:checked) [data-parole-extra]{display:flex}')
    // The check asks for a situation only when an answer is no (real Chromium shows it: forms.spec.ts).
    await type('input[name="nombre"]', 'Ann')
    await click('input[name="casado"][value="yes"]')
    await click('input[name="estancia"][value="no"]')
    await type('input[name="phone"]', '9155550142')
    await type('input[name="email"]', 'ann@example.com')
    await submit()
    expect(alertText()).toBe('Please select a situation.')
  })

  it('English parole requires the e-mail, after the phone', async () => {
    await render(EnquiryForm, { variant: 'parole-en', firmName: FIRM }, 'en')
    await type('input[name="nombre"]', 'Ann')
    await click('input[name="casado"][value="yes"]')
    await click('input[name="estancia"][value="si"]')
    await type('input[name="phone"]', '9155550142')
    await submit()
    expect(alertText()).toBe('Please enter a valid email.')
    await type('input[name="email"]', 'ann@example.com')
    await submit()
    expect(alertText()).toBe('Please accept the terms and conditions.')
    await click('input[name="checkbox"]')
    await submit()
    expect(posts[0]!.body.get('mensaje')).toBe('Married to a citizen: Yes | More than 10 years in the country: Yes')
    expect(posts[0]!.body.get('situacion')).toBe('')
    expect(navigateTo).toHaveBeenCalledWith('/en/thank-you')
  })
})

describe('without JavaScript', () => {
  it('is a real form with the hidden fields, honeypot and anchored messages', () => {
    const html = renderToString(
      withIntl(
        'es',
        createElement(EnquiryForm, { variant: 'visa-es', firmName: FIRM, csrfToken: 'SSR-TOKEN', section: 'Visa VAWA Español' }),
      ),
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const form = doc.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/prospecto/agregar')
    expect(form.id).toBe('enquiry-visa-es')
    const hidden = (name: string) =>
      doc.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.getAttribute('value')
    expect(hidden('_token')).toBe('SSR-TOKEN')
    expect(hidden('variant')).toBe('visa-es')
    expect(hidden('seccion')).toBe('Visa VAWA Español')
    expect(hidden('form_id')).toBe('enquiry-visa-es')
    const honeypot = doc.querySelector('input[name="website"]')!
    expect(honeypot.getAttribute('tabindex')).toBe('-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    const anchored = doc.getElementById('enquiry-visa-es-errors-situation')!
    expect(anchored.textContent).toBe('Por favor seleccione una situación.')
    expect(anchored.className).toContain('target:block')
    expect(doc.getElementById('enquiry-visa-es-errors-network')).not.toBeNull()
  })

  it("every phone box takes a number as people write it: maxlength counts separators, not the spec's digits", () => {
    const forms = [
      createElement(EnquiryForm, { variant: 'contact-es', firmName: FIRM }),
      createElement(EnquiryForm, { variant: 'parole-en', firmName: FIRM }),
      createElement(ReferralForm, { firmName: FIRM }),
      createElement(SocialMediaLeadForm, { agents: ['Ana'] }),
    ]
    for (const form of forms) {
      const doc = new DOMParser().parseFromString(renderToString(withIntl('es', form)), 'text/html')
      const boxes = [...doc.querySelectorAll<HTMLInputElement>('input[name="phone"], input[name="referido_telefono"]')]
      expect(boxes.length).toBeGreaterThan(0)
      for (const box of boxes) {
        // Before the code arrives the browser applies maxlength to every character typed.
        expect(Number(box.getAttribute('maxlength')), box.name).toBeGreaterThanOrEqual('+1 (915) 555-0123 ext. 4567'.length)
      }
    }
  })

  it('after a failed native post the page shows the error and the typed values, once', async () => {
    window.history.replaceState(
      null,
      '',
      '/?enquiry_error=errors.phone&enquiry_field=phone&enquiry_form=enquiry-home-es#enquiry-home-es-errors-phone',
    )
    // The server drew the form page for this visitor with the draft it keeps (refill.server.ts).
    await render(EnquiryForm, {
      variant: 'home-es',
      firmName: FIRM,
      initialValues: { nombre: 'Ana', phone: '123', situacion: 'fiance' },
    })
    expect(alertText()).toBe(esEnquiry.errors.phone)
    expect($<HTMLInputElement>('input[name="nombre"]').value).toBe('Ana')
    expect($<HTMLSelectElement>('select[name="situacion"]').value).toBe('fiance')
    expect(document.activeElement).toBe($('input[name="phone"]'))
    expect(window.location.search).toBe('')
    // The no-JS copies are gone once hydrated.
    expect(container.querySelector('#enquiry-home-es-errors-phone')).toBeNull()
  })

  it("another form's answer is left alone", async () => {
    window.history.replaceState(null, '', '/?enquiry_error=errors.phone&enquiry_field=phone&enquiry_form=enquiry-footer-es')
    await render(EnquiryForm, { variant: 'home-es', firmName: FIRM })
    expect(alertText()).toBe('')
  })
})

describe('ReferralForm', () => {
  async function fillOwn() {
    await type('input[name="nombre"]', 'Pedro Pérez')
    await type('input[name="phone"]', '9155550111')
    await click('input[name="checkbox"]')
  }
  const addButton = () => [...container.querySelectorAll('button')].find((b) => ['AGREGAR', 'EDITAR'].includes(b.textContent))!

  it('requires at least one referral', async () => {
    await render(ReferralForm, { firmName: FIRM })
    await fillOwn()
    await submit()
    expect(alertText()).toBe('Por favor ingrese al menos un referido.')
    expect(document.activeElement).toBe($('input[name="referido_nombre"]'))
  })

  it('adds, edits (EDITAR replaces the row) and deletes; the list scrolls at 200px', async () => {
    await render(ReferralForm, { firmName: FIRM })
    await type('input[name="referido_nombre"]', 'Ana 2')
    expect($<HTMLInputElement>('input[name="referido_nombre"]').value).toBe('Ana ')
    await type('input[name="referido_telefono"]', '915')
    await act(async () => addButton().click())
    expect(alertText()).toBe(esEnquiry.errors.referralPhone)
    await type('input[name="referido_telefono"]', '9155550100')
    await act(async () => addButton().click())
    await type('input[name="referido_nombre"]', 'Luis')
    await type('input[name="referido_telefono"]', '9155550101')
    await act(async () => addButton().click())
    const rows = () => [...container.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[0]!.textContent)
    expect(rows()).toEqual(['Ana', 'Luis'])
    expect($('[role="region"]').className).toContain('max-h-[200px]')
    expect($('[role="region"]').className).toContain('overflow-y-auto')

    await click('button[aria-label="Editar Ana"]')
    expect($<HTMLInputElement>('input[name="referido_nombre"]').value).toBe('Ana')
    expect(addButton().textContent).toBe('EDITAR')
    await type('input[name="referido_nombre"]', 'Ana María')
    await act(async () => addButton().click())
    expect(rows()).toEqual(['Ana María', 'Luis'])
    expect(addButton().textContent).toBe('AGREGAR')

    await click('button[aria-label="Eliminar Luis"]')
    expect(rows()).toEqual(['Ana María'])
  })

  it('posts one lead per referral; all must succeed before /gracias-referidos; a retry keeps ids', async () => {
    server.post = (_, n) => (n === 2 ? json({ status: 'error' }, 500) : json({ status: 'success' }))
    await render(ReferralForm, { firmName: FIRM })
    await fillOwn()
    for (const [n, p] of [
      ['Ana', '9155550100'],
      ['Luis', '9155550101'],
    ]) {
      await type('input[name="referido_nombre"]', n!)
      await type('input[name="referido_telefono"]', p!)
      await act(async () => addButton().click())
    }
    await submit()
    expect(posts).toHaveLength(2)
    expect(navigateTo).not.toHaveBeenCalled()
    expect(alertText()).toBe(esEnquiry.errors.notSuccess)
    expect(overlayShown()).toBe(false)

    server.post = () => json({ status: 'success' })
    await submit()
    expect(posts).toHaveLength(4)
    const first = posts[0]!.body
    expect(Object.fromEntries(first)).toMatchObject({
      variant: 'referral-entry-es',
      nombre: 'Ana',
      phone: '9155550100',
      mensaje: 'Referido por Pedro Pérez teléfono 9155550111 teléfono del referido 9155550100',
      seccion: 'Referidos Landing - facebook',
      checkbox: '1',
    })
    expect(posts[2]!.body.get('submission_id')).toBe(first.get('submission_id'))
    expect(posts[3]!.body.get('submission_id')).toBe(posts[1]!.body.get('submission_id'))
    expect(posts[3]!.body.get('submission_id')).not.toBe(first.get('submission_id'))
    expect(navigateTo).toHaveBeenCalledWith('/gracias-referidos')
  })
})

describe('SocialMediaLeadForm', () => {
  const agents = ['Laura', 'Marco', 'Cuenta general']

  it('checks name, phone, agent, link in that order', async () => {
    await render(SocialMediaLeadForm, { agents })
    await submit()
    expect(alertText()).toBe('Por favor ingrese su nombre.')
    await type('input[name="nombre"]', 'Ana')
    await submit()
    expect(alertText()).toBe(esEnquiry.errors.phone)
    await type('input[name="phone"]', '5')
    await submit()
    expect(alertText()).toBe('Por favor seleccione un agente.')
    await choose('select[name="agente"]', 'Marco')
    await submit()
    expect(alertText()).toBe('Por favor pegue el enlace de la conversación.')
  })

  it('on success says so and clears everything but the agent', async () => {
    await render(SocialMediaLeadForm, { agents })
    await choose('select[name="agente"]', 'Marco')
    await type('input[name="nombre"]', 'Ana')
    await type('input[name="phone"]', '+52 1 55 1234 5678')
    await type('input[name="link"]', 'https://m.me/t/123')
    await click('input[name="hora"]')
    await submit()
    expect(posts[0]!.url).toBe('/api/prospecto/socialmedia')
    expect(posts[0]!.body.get('agente')).toBe('Marco')
    expect(posts[0]!.body.get('hora')).toBe('1')
    expect(posts[0]!.body.get('pc_referido')).toBe('0')
    expect(posts[0]!.body.get('seccion')).toBe('Redes Sociales')
    expect(container.textContent).toContain('¡Envío correcto! Gracias por enviar tu información.')
    expect($<HTMLSelectElement>('select[name="agente"]').value).toBe('Marco')
    expect($<HTMLInputElement>('input[name="nombre"]').value).toBe('')
    expect($<HTMLInputElement>('input[name="hora"]').checked).toBe(false)
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('a token failure says so', async () => {
    server.token = () => new TypeError('offline')
    await render(SocialMediaLeadForm, { agents }, 'en')
    await choose('select[name="agente"]', 'Laura')
    await type('input[name="nombre"]', 'Ana')
    await type('input[name="phone"]', '5')
    await type('input[name="link"]', 'x')
    await submit()
    expect(alertText()).toBe('could not obtain the CSRF token, try later')
    expect(overlayShown()).toBe(false)
  })
})
