'use client'
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react'
import type { StaffLanguage, Words } from '@/features/leads/inbox/vocabulary'

const text = {
  title: { es: 'Copia fechada de una página', en: 'Dated snapshot of a page' },
  path: { es: 'Dirección pública', en: 'Public address' },
  pathHint: { es: 'P. ej. /, /en/vawa o /residencia-familiar', en: 'E.g. /, /en/vawa or /residencia-familiar' },
  date: { es: 'Día', en: 'Day' },
  download: { es: 'Descargar copia', en: 'Download snapshot' },
  busy: { es: 'Preparando la copia…', en: 'Preparing the snapshot…' },
  done: { es: 'Copia descargada.', en: 'Snapshot downloaded.' },
  badInput: {
    es: 'Revise la dirección (empieza por /) y el día (no puede ser futuro).',
    en: 'Check the address (it starts with /) and the day (it cannot be in the future).',
  },
  notFound: {
    es: 'Esa dirección no era una página pública ese día, o el registro aún no había empezado.',
    en: 'That address was not a public page on that day, or the record had not begun yet.',
  },
  failed: {
    es: 'No se pudo preparar la copia. Inténtelo de nuevo.',
    en: 'The snapshot could not be prepared. Please try again.',
  },
} satisfies Record<string, Words>

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }
const label: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '0.25rem', fontSize: '0.85rem', maxWidth: '100%' }
const grows: CSSProperties = { ...label, flex: '1 1 16rem' }
// 16 px text: a phone's browser does not zoom into the box.
const input: CSSProperties = { fontSize: '1rem', padding: '0.4rem 0.5rem', maxWidth: '100%', boxSizing: 'border-box' }

type Status = 'idle' | 'busy' | 'done' | 'badInput' | 'notFound' | 'failed'

/**
 * A page as it was on a day, downloaded as one HTML file (GET /api/snapshot, admins only): the
 * public address and the day (today by default, no later). It fetches the file so that a refusal
 * shows here in the admin's words instead of downloading an error. Not a <form>: on a page's edit
 * view it sits inside Payload's own form, and Enter must not save the page.
 */
export function SnapshotForm({
  lang,
  today,
  path: initialPath,
  inGutter = false,
}: {
  lang: StaffLanguage
  today: string
  path: string
  /** Above a list: within the admin's side margins, as the list is. */
  inGutter?: boolean
}) {
  const [path, setPath] = useState(initialPath)
  const [date, setDate] = useState(today)
  const [status, setStatus] = useState<Status>('idle')
  const id = useId()

  async function download() {
    const query = new URLSearchParams({ path: path.trim(), date, ui: lang })
    if (!query.get('path')?.startsWith('/') || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today) {
      setStatus('badInput')
      return
    }
    setStatus('busy')
    try {
      const response = await fetch(`/api/snapshot?${query}`, { credentials: 'same-origin' })
      if (!response.ok) {
        setStatus(response.status === 404 ? 'notFound' : response.status === 400 ? 'badInput' : 'failed')
        return
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `snapshot-${date}.html`
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setStatus('done')
    } catch {
      setStatus('failed')
    }
  }

  // Enter downloads, and does not reach Payload's form around a page's edit view.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void download()
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      style={{ margin: '0 0 1rem', padding: inGutter ? '0 var(--gutter-h)' : 0 }}
      data-testid="snapshot-form"
    >
      <h3 id={`${id}-title`} style={{ fontSize: '0.95rem', margin: '0 0 0.5rem' }}>
        {text.title[lang]}
      </h3>
      <div style={row}>
        <label style={grows}>
          {text.path[lang]}
          <input
            type="text"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            onKeyDown={onEnter}
            placeholder={text.pathHint[lang]}
            maxLength={300}
            spellCheck={false}
            autoCapitalize="none"
            style={{ ...input, width: '100%' }}
          />
        </label>
        <label style={label}>
          {text.date[lang]}
          <input
            type="date"
            value={date}
            max={today}
            onChange={(e) => setDate(e.target.value)}
            onKeyDown={onEnter}
            style={input}
          />
        </label>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0, minHeight: '2.4rem' }}
          disabled={status === 'busy'}
          onClick={() => void download()}
        >
          {text.download[lang]}
        </button>
      </div>
      <p role="status" style={{ margin: '0.5rem 0 0', fontSize: '0.8rem', minHeight: '1.2em' }}>
        {status === 'idle' ? '' : text[status][lang]}
      </p>
    </section>
  )
}
