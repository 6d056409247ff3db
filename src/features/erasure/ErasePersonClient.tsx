'use client'
import { useState, type FormEvent } from 'react'
import { erasureWords as w } from './words'

type Preview = { leads: number; callClicks: number; notifications: number; optOuts: number; leadIds: number[] }
type Erased = { leads: number; leadIds: number[]; crmNotified: boolean; filesWiped: boolean }

/** Find first (a preview that changes nothing), then erase for good: two steps, so a typo deletes nothing. */
export function ErasePersonClient({ lang, endpoint }: { lang: 'es' | 'en'; endpoint: string }) {
  const [person, setPerson] = useState({ phone: '', email: '' })
  const [preview, setPreview] = useState<Preview | null>(null)
  const [erased, setErased] = useState<Erased | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(body: Record<string, unknown>) {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await response.json().catch(() => ({}))) as { errors?: Array<{ message?: string }> } & Record<string, unknown>
      if (!response.ok) throw new Error(json.errors?.[0]?.message ?? String(response.status))
      return json
    } catch (caught) {
      setError(w.failed[lang] + (caught instanceof Error ? caught.message : String(caught)))
      return null
    } finally {
      setBusy(false)
    }
  }

  async function find(event: FormEvent) {
    event.preventDefault()
    setErased(null)
    const json = await send({ ...person, preview: true })
    setPreview(json ? (json as unknown as Preview) : null)
  }

  async function erase() {
    const json = await send(person)
    if (json) {
      setErased(json as unknown as Erased)
      setPreview(null)
    }
  }

  const field = { display: 'flex', flexDirection: 'column', gap: '0.25rem', marginBottom: '0.75rem' } as const
  return (
    <div>
      <form onSubmit={(event) => void find(event)}>
        <label style={field}>
          {w.phone[lang]}
          <input type="tel" value={person.phone} onChange={(e) => setPerson({ ...person, phone: e.target.value })} />
        </label>
        <label style={field}>
          {w.email[lang]}
          <input type="email" value={person.email} onChange={(e) => setPerson({ ...person, email: e.target.value })} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
          {w.find[lang]}
        </button>
      </form>
      <div role="status" aria-live="polite" style={{ marginTop: '1rem' }}>
        {error && <p>{error}</p>}
        {preview && preview.leads + preview.callClicks + preview.notifications + preview.optOuts === 0 && (
          <p>{w.nothing[lang]}</p>
        )}
        {preview && preview.leads + preview.callClicks + preview.notifications + preview.optOuts > 0 && (
          <>
            <p>{w.found[lang](preview.leads, preview.callClicks, preview.notifications)}</p>
            {preview.optOuts > 0 && <p>{w.optOuts[lang](preview.optOuts)}</p>}
            <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => void erase()}>
              {w.confirm[lang]}
            </button>
          </>
        )}
        {erased && (
          <p>
            {w.erased[lang](erased.leads, erased.leadIds.join(', ') || '—')} {erased.crmNotified ? w.crm[lang] : ''}
          </p>
        )}
        {erased && !erased.filesWiped && <p>{w.notWiped[lang]}</p>}
      </div>
    </div>
  )
}
