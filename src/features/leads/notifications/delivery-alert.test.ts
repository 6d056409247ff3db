import { describe, expect, it } from 'vitest'
import {
  deliveryAlert,
  failuresBeforeAlert,
  oldestWaitingSeconds,
  stuckAfterMinutes,
  stuckNotifications,
  type DeliveryFigures,
} from './delivery-alert'

const flowing: DeliveryFigures = { waiting: 0, oldestWaitingAt: null, failingInARow: 0, gaveUp: 0, intakeAddress: true }
const production = { NODE_ENV: 'production', SMTP_HOST: 'smtp.firm.example' }

describe('delivery alert', () => {
  it('says nothing while e-mails flow', () => {
    expect(deliveryAlert(flowing, production)).toBeNull()
    expect(
      deliveryAlert({ ...flowing, waiting: 2, oldestWaitingAt: '2026-11-26T06:00:00Z', failingInARow: 2 }, production),
    ).toBeNull()
  })

  it('warns in production without SMTP, with how many leads wait and since when', () => {
    const figures = { ...flowing, waiting: 4, oldestWaitingAt: '2026-11-26T06:00:00.000Z' }
    expect(deliveryAlert(figures, { NODE_ENV: 'production' })).toEqual({
      problem: 'no-smtp',
      waiting: 4,
      oldestWaitingAt: '2026-11-26T06:00:00.000Z',
    })
    // A developer's machine has no mail server on purpose.
    expect(deliveryAlert(figures, { NODE_ENV: 'development' })).toBeNull()
  })

  it('warns in production without an intake address', () => {
    expect(deliveryAlert({ ...flowing, intakeAddress: false }, production)?.problem).toBe('no-intake-address')
  })

  it('warns after several failures in a row (NOTIFY_ALERT_FAILURES, default 3), or once a lead has used up its retries', () => {
    expect(failuresBeforeAlert({})).toBe(3)
    expect(deliveryAlert({ ...flowing, waiting: 3, failingInARow: 3 }, production)?.problem).toBe('failing')
    expect(
      deliveryAlert({ ...flowing, waiting: 1, failingInARow: 1 }, { ...production, NOTIFY_ALERT_FAILURES: '1' })?.problem,
    ).toBe('failing')
    expect(deliveryAlert({ ...flowing, waiting: 1, gaveUp: 1, failingInARow: 1 }, { NODE_ENV: 'test' })?.problem).toBe('failing')
  })

  it('gives the age of the oldest waiting lead in whole seconds', () => {
    const now = Date.parse('2026-11-26T07:00:00Z')
    expect(oldestWaitingSeconds({ oldestWaitingAt: null }, now)).toBeNull()
    expect(oldestWaitingSeconds({ oldestWaitingAt: '2026-11-26T06:58:59.500Z' }, now)).toBe(60)
  })
})

describe('stuck notifications (the readiness check)', () => {
  const now = Date.parse('2026-12-07T12:00:00.000Z')
  const lead = (minutesAgo: number, channels = ['email']) => ({
    id: 42,
    createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    channels,
  })

  it('waits READINESS_STUCK_MINUTES (15 unless set to a positive whole number)', () => {
    expect(stuckAfterMinutes({})).toBe(15)
    expect(stuckAfterMinutes({ READINESS_STUCK_MINUTES: '30' })).toBe(30)
    for (const bad of ['0', '-5', 'soon']) expect(stuckAfterMinutes({ READINESS_STUCK_MINUTES: bad })).toBe(15)
  })

  it('is stuck only past the limit, and says which lead, which channels and how long, nothing personal', () => {
    expect(stuckNotifications(null, now, {})).toBeNull()
    expect(stuckNotifications(lead(15), now, {})).toBeNull()
    expect(stuckNotifications(lead(16, ['email', 'webhook']), now, {})).toBe(
      'lead notifications stuck: lead 42 (email, webhook) waiting 16 min',
    )
    expect(stuckNotifications(lead(16), now, { READINESS_STUCK_MINUTES: '60' })).toBeNull()
  })
})
