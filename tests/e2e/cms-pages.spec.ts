import { expect, test } from '@playwright/test'
import { fillValid, openForm, signIn, submitToThankYou, THANK_YOU, uniqueName } from './support/forms'

/**
 * A campaign landing page built by staff without a developer (issue 24, item 2): an admin composes
 * it from blocks over the CMS REST API, publishes it, a visitor opens it at its path and sends its
 * form, and the lead is stored under the page's label and counted by it on the campaign
 * dashboard. Desktop and phone (390 px).
 */
test('@layout a page built in the CMS takes leads under its own label', async ({ page, request }, testInfo) => {
  const token = await signIn(request, 'admin')
  const auth = { Authorization: `JWT ${token}` }
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`
  const label = `Campaña Navegador ${stamp}`
  const path = `campana-navegador-${stamp}`

  const created = await request.post('/cms-api/pages?locale=es', {
    headers: auth,
    data: {
      title: 'Campaña del navegador',
      path,
      _status: 'published',
      layout: [
        {
          blockType: 'banner',
          heading: 'Su familia merece quedarse unida',
          text: 'Consulta esta semana.',
          cta: 'Quiero mi consulta',
        },
        { blockType: 'benefits', heading: 'Por qué nosotros', items: [{ text: 'Más de 15 años de experiencia' }] },
        { blockType: 'form', heading: 'Cuéntenos su caso', form: 'short-video-landing', section: label },
        { blockType: 'faq', heading: 'Preguntas', items: [{ question: '¿Cuánto cuesta?', answer: 'Nada.' }] },
        { blockType: 'call', heading: 'Llámenos', call: true, whatsapp: true },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  try {
    const form = await openForm(page, `/${path}`)
    await expect(page.locator('h1')).toHaveText('Su familia merece quedarse unida')
    // Home › this page, under the title band, as on the site's other inner pages.
    const crumbs = page.getByTestId('breadcrumb')
    await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Campaña del navegador')
    // The banner's button leads to the page's form.
    await expect(page.getByRole('link', { name: 'Quiero mi consulta' })).toHaveAttribute('href', '#enquiry-form')
    // One form only: no footer form competing for the page's leads.
    await expect(page.locator('form#footer-form-form')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('cms-page.png'), fullPage: true })

    const name = await fillValid(form, { email: true, situation: true, terms: true }, uniqueName('Campana'))
    const posted = await submitToThankYou(page, form, THANK_YOU.es)
    expect(posted.seccion).toBe(label)

    type Found = { totalDocs: number; docs: Array<{ id: number; status: string }> }
    let found: Found = { totalDocs: 0, docs: [] }
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/cms-api/leads?where[section][equals]=${encodeURIComponent(label)}&depth=0`, {
            headers: auth,
          })
          found = (await answer.json()) as Found
          return found.totalDocs
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    // Every browser test posts from 127.0.0.1, so the flood rule may have held this lead as
    // possible spam, which the dashboard leaves out: staff return it to the queue, as they would.
    const lead = found.docs[0]!
    if (lead.status === 'spam') {
      const returned = await request.patch(`/cms-api/leads/${lead.id}`, { headers: auth, data: { status: 'new' } })
      expect(returned.status(), await returned.text()).toBe(200)
    }

    // The campaign dashboard counts it under the page's label.
    const csv = await request.get('/cms-api/intake/campaigns.csv', { headers: auth })
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain(label)
    expect(name).toBeTruthy()
  } finally {
    await request.delete(`/cms-api/pages/${id}`, { headers: auth })
  }
})
