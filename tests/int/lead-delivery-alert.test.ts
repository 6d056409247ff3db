import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { DeliveryNotice } from '@/features/leads/desk/DeliveryNotice'
import { deliveryAlert, oldestWaitingSeconds } from '@/features/leads/notifications/delivery-alert'
import { deliveryFigures } from '@/features/leads/notifications/delivery-status.server'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * Someone is told when leads stop flowing (issue 21): the delivery figures read from the lead rows'
 * notification state, the intake desk's red notice, and the age of the oldest undelivered
 * notification; /api/health, which anyone may ask, says only up or down (issue 47). On the
 * run's PostgreSQL.
 */
let env: LeadEnv
let health: () => Promise<Response>
const production = { NODE_ENV: 'production', SMTP_HOST: 'smtp.firm.example', INTAKE_EMAIL: 'intake@firm.example' }

async function lead(createdAt: string, notifications: Record<string, unknown>): Promise<void> {
  const doc = await env.payload.create({
    collection: 'leads',
    data: { name: 'Lead', phone: '9155550142', channel: 'web', locale: 'es', createdAt } as Omit<Lead, 'id' | 'updatedAt'>,
    overrideAccess: true,
  })
  // As the queue writes it (src/features/leads/notifications/deliver.server.ts).
  await env.payload.db.updateOne({ collection: 'leads', id: doc.id, data: { notifications }, returning: false, req: {} })
}

beforeAll(async () => {
  env = await startLeadEnv({ INTAKE_EMAIL: 'intake@firm.example' })
  health = (await import('@/app/api/health/route')).GET
})
afterAll(async () => {
  await env?.close()
})

describe('lead delivery alert', () => {
  it('reports nothing waiting on an empty database', async () => {
    const figures = await deliveryFigures(env.payload)
    expect(figures).toEqual({ waiting: 0, oldestWaitingAt: null, failingInARow: 0, gaveUp: 0, intakeAddress: true })
    expect(deliveryAlert(figures, production)).toBeNull()
    expect(oldestWaitingSeconds(figures)).toBeNull()
    const body = await (await health()).json()
    expect(body).toEqual({ status: 'ok' })
  })

  it('counts waiting leads and the oldest, and failures since the last e-mail that went out', async () => {
    await lead('2026-11-20T10:00:00.000Z', { email: 'sent', emailedAt: '2026-11-20T10:00:05.000Z' })
    await lead('2026-11-20T11:00:00.000Z', { email: 'retrying', lastError: 'email: connect ECONNREFUSED' })
    await lead('2026-11-20T12:00:00.000Z', { email: 'retrying', lastError: 'email: connect ECONNREFUSED' })
    await lead('2026-11-20T13:00:00.000Z', { email: 'pending' })
    await lead('2026-11-20T14:00:00.000Z', {}) // suspected spam: never notified, not waiting
    const figures = await deliveryFigures(env.payload)
    expect(figures).toMatchObject({ waiting: 3, oldestWaitingAt: '2026-11-20T11:00:00.000Z', failingInARow: 2, gaveUp: 0 })
    expect(deliveryAlert(figures, production)).toBeNull()

    await lead('2026-11-20T15:00:00.000Z', { email: 'retrying', lastError: 'email: connect ECONNREFUSED' })
    const failing = deliveryAlert(await deliveryFigures(env.payload), production)
    expect(failing).toEqual({ problem: 'failing', waiting: 4, oldestWaitingAt: '2026-11-20T11:00:00.000Z' })

    const seconds = oldestWaitingSeconds(await deliveryFigures(env.payload))!
    const expected = (Date.now() - Date.parse('2026-11-20T11:00:00.000Z')) / 1000
    expect(Math.abs(seconds - expected)).toBeLessThan(5)
    // Leads wait, and the public health answer does not say so: up, and nothing more.
    const health200 = await health()
    expect(health200.status).toBe(200)
    expect(await health200.json()).toEqual({ status: 'ok' })
  })

  it('a lead e-mailed later resets the run of failures', async () => {
    await lead('2026-11-20T16:00:00.000Z', { email: 'sent', emailedAt: '2026-11-20T16:00:05.000Z' })
    const figures = await deliveryFigures(env.payload)
    expect(figures).toMatchObject({ waiting: 4, failingInARow: 0 })
    expect(deliveryAlert(figures, production)).toBeNull()
    expect(deliveryAlert(figures, { NODE_ENV: 'production' })?.problem).toBe('no-smtp')
  })

  it('shows staff a red notice with why, how many leads wait and since when, in their language', async () => {
    const alert = deliveryAlert(await deliveryFigures(env.payload), { NODE_ENV: 'production' })!
    const now = Date.parse('2026-11-20T17:00:00.000Z')
    const es = renderToStaticMarkup(createElement(DeliveryNotice, { alert, lang: 'es', now }))
    expect(es).toContain('role="alert"')
    expect(es).toContain('No hay servidor de correo configurado')
    expect(es).toContain('4 leads esperan su aviso')
    expect(es).toMatch(/<time dateTime="2026-11-20T11:00:00.000Z">hace 6 h/)
    const en = renderToStaticMarkup(createElement(DeliveryNotice, { alert, lang: 'en', now }))
    expect(en).toContain('No mail server is configured')
    expect(en).toContain('4 leads are waiting for their e-mail')
  })
})
