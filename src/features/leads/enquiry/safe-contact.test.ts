import { describe, expect, it } from 'vitest'
import { confirmationWanted, hasRestriction, insideCallWindow, readSafeContact, textingUnsafe } from './safe-contact'
import { validateEnquiry } from './validate'
import { variants } from './variants'

const zone = 'America/Denver'
// 2026-11-25 is MST (UTC-7): 16:00 UTC is 9:00 in El Paso.
const at = (hourMst: number) => new Date(Date.UTC(2026, 10, 25, hourMst + 7, 30))

describe('safe contact', () => {
  it('reads what was sent leniently and nothing when nothing was sent', () => {
    expect(readSafeContact({})).toBeNull()
    expect(readSafeContact({ seguro_llamar: 'maybe', llamar_desde: '99', confirmacion: '' })).toBeNull()
    expect(
      readSafeContact({
        seguro_llamar: 'yes',
        llamar_desde: '9',
        llamar_hasta: '17',
        seguro_buzon: 'no',
        seguro_texto: 'no',
        seguro_correo: 'si',
        confirmacion: '1',
      }),
    ).toEqual({ call: 'yes', callFrom: 9, callTo: 17, voicemail: 'no', texting: 'no', email: 'yes', confirmation: true })
    // No window when calling is not safe at all, nor an empty one.
    expect(readSafeContact({ seguro_llamar: 'no', llamar_desde: '9' })).toMatchObject({ callFrom: null })
    expect(readSafeContact({ llamar_desde: '9', llamar_hasta: '9', seguro_buzon: 'no' })).toMatchObject({
      callFrom: null,
      callTo: null,
    })
  })

  it('says whether a call is inside the window, in the firm zone, across midnight too', () => {
    const window = { callFrom: 9, callTo: 17 }
    expect(insideCallWindow(window, at(8), zone)).toBe(false)
    expect(insideCallWindow(window, at(9), zone)).toBe(true)
    expect(insideCallWindow(window, at(17), zone)).toBe(false)
    expect(insideCallWindow({ callFrom: 20, callTo: 8 }, at(22), zone)).toBe(true)
    expect(insideCallWindow({ callFrom: 20, callTo: 8 }, at(12), zone)).toBe(false)
    expect(insideCallWindow({ call: 'no' }, at(12), zone)).toBe(false)
    expect(insideCallWindow({}, at(3), zone)).toBeNull()
    expect(insideCallWindow(null, at(3), zone)).toBeNull()
  })

  it('sends the confirmation only when asked for, and never when e-mail or texts are not safe', () => {
    expect(confirmationWanted(null)).toBe(false)
    expect(confirmationWanted({ confirmation: false })).toBe(false)
    expect(confirmationWanted({ confirmation: true })).toBe(true)
    expect(confirmationWanted({ confirmation: true, texting: 'no' })).toBe(false)
    expect(confirmationWanted({ confirmation: true, email: 'no' })).toBe(false)
    expect(textingUnsafe({ texting: 'no' })).toBe(true)
    expect(hasRestriction({ texting: 'yes', voicemail: 'yes', confirmation: true })).toBe(false)
    expect(hasRestriction({ voicemail: 'no' })).toBe(true)
  })

  it('rides along with the visitor’s enquiry without changing its checks', () => {
    const base = { nombre: 'Ana', phone: '9155550142', email: '', checkbox: '1', situacion: 'abuseVictim' }
    const plain = validateEnquiry(variants['visa-es'], base)
    expect(plain.ok && plain.value.safeContact).toBeUndefined()
    const withGroup = validateEnquiry(variants['visa-es'], { ...base, seguro_texto: 'no', seguro_buzon: 'bogus' })
    expect(withGroup.ok && withGroup.value.safeContact).toMatchObject({ texting: 'no', voicemail: null })
    // A failing form fails as before, whatever the group says.
    const failing = validateEnquiry(variants['visa-es'], { ...base, nombre: '', seguro_texto: 'no' })
    expect(failing).toEqual(validateEnquiry(variants['visa-es'], { ...base, nombre: '' }))
    // A referred person and the staff form never carry it.
    const entry = validateEnquiry(variants['referral-entry-es'], { ...base, mensaje: 'x', seguro_texto: 'no' })
    expect(entry.ok && entry.value.safeContact).toBeUndefined()
  })
})
