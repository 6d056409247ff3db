import webpush from 'web-push'
import { describe, expect, it } from 'vitest'
import { missingProductionSettings, recommendedProductionSettings } from './production-settings'

const vapid = webpush.generateVAPIDKeys()

const complete = {
  SITE_URL: 'https://www.firm.example',
  PAYLOAD_SECRET: 'x'.repeat(40),
  SMTP_HOST: 'smtp.firm.example',
  MAIL_FROM: 'site@firm.example',
  INTAKE_EMAIL: 'intake@firm.example',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
}

describe('missing production settings', () => {
  it('names nothing when everything is set', () => {
    expect(missingProductionSettings(complete)).toEqual([])
  })

  it('names each missing setting once, with what goes wrong', () => {
    const missing = missingProductionSettings({})
    expect(missing.map((m) => m.name)).toEqual([
      'SITE_URL',
      'PAYLOAD_SECRET',
      'SMTP_HOST',
      'MAIL_FROM',
      'INTAKE_EMAIL',
      'VAPID_PUBLIC_KEY',
    ])
    for (const { consequence } of missing) expect(consequence.length).toBeGreaterThan(20)
  })

  it('counts blank values as missing', () => {
    expect(missingProductionSettings({ ...complete, SMTP_HOST: '  ' }).map((m) => m.name)).toEqual(['SMTP_HOST'])
  })

  it('takes the intake address from Site settings instead of INTAKE_EMAIL', () => {
    const env = { ...complete, INTAKE_EMAIL: '' }
    expect(missingProductionSettings(env).map((m) => m.name)).toEqual(['INTAKE_EMAIL'])
    expect(missingProductionSettings(env, { intakeEmailInSettings: true })).toEqual([])
  })

  it('names the VAPID pair when either key is unset or malformed (the start draws one first)', () => {
    expect(missingProductionSettings({ ...complete, VAPID_PRIVATE_KEY: '' }).map((m) => m.name)).toEqual(['VAPID_PUBLIC_KEY'])
    expect(missingProductionSettings({ ...complete, VAPID_PUBLIC_KEY: 'short' }).map((m) => m.name)).toEqual(['VAPID_PUBLIC_KEY'])
  })

  it('warns of an SMTP user without a password', () => {
    expect(missingProductionSettings({ ...complete, SMTP_USER: 'me' }).map((m) => m.name)).toEqual(['SMTP_PASS'])
  })

  it('recommends a readiness token of 16 characters or more, without counting it as missing', () => {
    expect(missingProductionSettings({}).map((m) => m.name)).not.toContain('READINESS_TOKEN')
    expect(recommendedProductionSettings({}).map((m) => m.name)).toEqual(['READINESS_TOKEN'])
    expect(recommendedProductionSettings({ READINESS_TOKEN: 'short' })[0]?.consequence).toMatch(/shorter than 16/)
    expect(recommendedProductionSettings({ READINESS_TOKEN: 'x'.repeat(32) })).toEqual([])
  })
})
