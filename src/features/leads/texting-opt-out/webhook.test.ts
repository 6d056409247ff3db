import { describe, expect, it } from 'vitest'
import { phoneKey } from '@/features/leads/inbox/search-keys'
import { optOutPhone } from './register'
import { hasSecret, readWebhookEntry, webhookSecret } from './webhook'

describe('optOutPhone', () => {
  it('keeps a number in the form a lead’s number is searched by', () => {
    expect(optOutPhone('+1 (915) 555-0142')).toBe('9155550142')
    expect(optOutPhone('915.555.0142')).toBe(phoneKey('9155550142'))
    expect(optOutPhone('+52 656 123 4567')).toBe('526561234567')
  })

  it('refuses what is not a phone number', () => {
    for (const value of ['', '12345', 'STOP', '1'.repeat(16), 42, null, undefined, { phone: '9155550142' }, '9'.repeat(41)]) {
      expect(optOutPhone(value)).toBeNull()
    }
  })
})

describe('the webhook', () => {
  it('exists only with its secret set', () => {
    expect(webhookSecret({})).toBeNull()
    expect(webhookSecret({ TEXTING_OPT_OUT_SECRET: '  ' })).toBeNull()
    expect(webhookSecret({ TEXTING_OPT_OUT_SECRET: ' s3cret ' })).toBe('s3cret')
  })

  it('takes only the exact secret as a bearer token', () => {
    expect(hasSecret('Bearer s3cret', 's3cret')).toBe(true)
    expect(hasSecret('bearer s3cret', 's3cret')).toBe(true)
    expect(hasSecret('Bearer s3cre', 's3cret')).toBe(false)
    expect(hasSecret('Bearer s3cretX', 's3cret')).toBe(false)
    expect(hasSecret('s3cret', 's3cret')).toBe(false)
    expect(hasSecret('Basic s3cret', 's3cret')).toBe(false)
    expect(hasSecret(null, 's3cret')).toBe(false)
  })

  it('reads a number and an optional note, and names the field it refuses', () => {
    expect(readWebhookEntry({ phone: '+19155550142' })).toEqual({ ok: true, phone: '9155550142', note: null })
    expect(readWebhookEntry({ phone: '9155550142', note: ' replied STOP ' })).toEqual({
      ok: true,
      phone: '9155550142',
      note: 'replied STOP',
    })
    expect(readWebhookEntry({})).toMatchObject({ ok: false, field: 'phone' })
    expect(readWebhookEntry({ phone: 'STOP' })).toMatchObject({ ok: false, field: 'phone' })
    expect(readWebhookEntry({ phone: '9155550142', note: 7 })).toMatchObject({ ok: false, field: 'note' })
    expect(readWebhookEntry({ phone: '9155550142', note: 'x'.repeat(501) })).toMatchObject({ ok: false, field: 'note' })
  })
})
