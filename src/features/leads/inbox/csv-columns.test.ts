import { describe, expect, it } from 'vitest'
import { csvColumns } from './csv-columns'
import { localDateTime, validTimeZone } from './time-zone'

const lead = {
  id: 4,
  createdAt: '2026-07-01T05:30:00.000Z',
  name: 'Ana',
  situation: 'divorced',
  status: 'spam',
  channel: 'web',
  locale: 'es',
  consent: { accepted: true, at: '2026-07-01T05:30:00.000Z' },
  notifications: { email: 'sent' },
  safeContact: { call: 'yes', callFrom: 9, callTo: 17, voicemail: 'no', texting: 'no', email: null, confirmation: false },
  firstContact: { at: '2026-07-01T15:00:00.000Z', inWindow: 'no' },
}

function table(lang: 'es' | 'en', zone: string, spam: 'exclude' | 'include' | 'only' = 'include') {
  const columns = csvColumns(lang, zone, spam)
  return Object.fromEntries(columns.map(([header, value]) => [header, value(lead)]))
}

describe('CSV columns', () => {
  it('shows times in the firm zone and names the zone in the header', () => {
    const row = table('es', 'America/Denver')
    // 05:30 UTC on 1 July is 23:30 the day before in El Paso (MDT, UTC-6).
    expect(row['Recibido (America/Denver)']).toBe('2026-06-30 23:30:00')
    expect(row['Consentimiento dado el (America/Denver)']).toBe('2026-06-30 23:30:00')
    expect(table('en', 'America/New_York')['Received (America/New_York)']).toBe('2026-07-01 01:30:00')
  })

  it('labels in the staff language', () => {
    const es = table('es', 'UTC')
    expect(es['Situación']).toBe('Divorciado(a) de ciudadano o residente (≤ 18 meses)')
    expect(es['Estado']).toBe('Posible spam')
    expect(es['Correo a recepción']).toBe('Enviado')
    const en = table('en', 'UTC')
    expect(en['Status']).toBe('Suspected spam')
    expect(en['Channel']).toBe('Website')
  })

  it('carries the safe-contact answers and whether the first contact was inside the safe hours', () => {
    const es = table('es', 'UTC')
    expect(es['¿Es seguro llamar?']).toBe('Sí')
    expect(es['Llamar desde (hora)']).toBe(9)
    expect(es['Llamar hasta (hora)']).toBe(17)
    expect(es['¿Dejar mensaje de voz?']).toBe('No')
    expect(es['¿SMS o WhatsApp?']).toBe('No')
    expect(es['¿Correo electrónico?']).toBe('')
    expect(es['Pidió correo de confirmación']).toBe('no')
    expect(es['Dentro del horario seguro']).toBe('No')
    expect(table('en', 'UTC')['Text or WhatsApp?']).toBe('No')
  })

  it('says in the spam column whether the export includes suspected spam', () => {
    expect(Object.keys(table('es', 'UTC', 'exclude'))).toContain('Posible spam (esta exportación no incluye posible spam)')
    expect(Object.keys(table('en', 'UTC', 'include'))).toContain('Suspected spam (this export includes suspected spam)')
    expect(Object.keys(table('en', 'UTC', 'only'))).toContain('Suspected spam (this export is suspected spam only)')
  })
})

describe('time zone', () => {
  it('falls back to America/Denver for an unknown or empty zone', () => {
    expect(validTimeZone(undefined)).toBe('America/Denver')
    expect(validTimeZone('Mars/Olympus')).toBe('America/Denver')
    expect(validTimeZone('America/Chicago')).toBe('America/Chicago')
  })

  it('formats wall-clock time, and nothing for no time', () => {
    expect(localDateTime('2026-01-15T12:00:00Z', 'America/Denver')).toBe('2026-01-15 05:00:00')
    expect(localDateTime(null, 'UTC')).toBe('')
    expect(localDateTime('nope', 'UTC')).toBe('')
  })
})
