import type { CSSProperties } from 'react'
import type { BeforeListTableServerProps } from 'payload'
import {
  channelWords,
  leadChannels,
  leadStatuses,
  situations,
  situationWords,
  staffLanguage,
  statusWords,
  type StaffLanguage,
  type Words,
} from '@/features/leads/inbox/vocabulary'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import { mayReadLeadsInBulk } from '@/access'

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }
const label: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '0.25rem', fontSize: '0.85rem', maxWidth: '100%' }

type Option = readonly [value: string, label: string]

const text = {
  summary: { es: 'Exportar prospectos (CSV)', en: 'Export leads (CSV)' },
  from: { es: 'Desde', en: 'From' },
  to: { es: 'Hasta', en: 'To' },
  section: { es: 'El formulario (seccion) contiene', en: 'Form (seccion) contains' },
  situation: { es: 'Situación', en: 'Situation' },
  status: { es: 'Estado', en: 'Status' },
  source: { es: 'La fuente de campaña contiene', en: 'Campaign source contains' },
  channel: { es: 'Canal', en: 'Channel' },
  spam: { es: 'Posible spam', en: 'Suspected spam' },
  any: { es: 'Todos', en: 'Any' },
  exclude: { es: 'No incluir', en: 'Leave out' },
  include: { es: 'Incluir', en: 'Include' },
  only: { es: 'Solo posible spam', en: 'Suspected spam only' },
  download: { es: 'Descargar CSV', en: 'Download CSV' },
  zone: { es: 'Fechas y horas en', en: 'Dates and times in' },
} satisfies Record<string, Words>

/** "Any" (no filter), then each code with its label in the staff member's language. */
function anyOf<Code extends string>(codes: readonly Code[], words: Record<Code, Words>, lang: StaffLanguage): Option[] {
  return [['', text.any[lang]], ...codes.map((code): Option => [code, words[code][lang]])]
}

/** One labelled drop-down of the export form; the first option is the default. */
function SelectFilter({ label: caption, name, options }: { label: string; name: string; options: readonly Option[] }) {
  return (
    <label style={label}>
      {caption}
      <select name={name} defaultValue={options[0]?.[0]} style={{ maxWidth: '100%' }}>
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * Above the lead list: download the leads as CSV (opens in Excel / Sheets), filtered by date range,
 * form, situation, status, campaign source, channel and whether suspected spam is in, in the
 * admin's language. A plain GET form: works without the admin's JavaScript, and the endpoint checks
 * the staff login itself.
 */
export function ExportLeadsCsv({ i18n, user }: Partial<BeforeListTableServerProps>) {
  // Only those who may export (admins, intake leads) see the form; the endpoint checks again.
  if (!mayReadLeadsInBulk({ user: user ?? null })) return null
  const lang = staffLanguage(i18n?.language)
  return (
    <details style={{ margin: '0 0 1rem' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{text.summary[lang]}</summary>
      <form method="get" action="/api/staff/leads.csv" style={{ ...row, marginTop: '0.75rem' }}>
        <input type="hidden" name="lang" value={lang} />
        <label style={label}>
          {text.from[lang]}
          <input type="date" name="from" />
        </label>
        <label style={label}>
          {text.to[lang]}
          <input type="date" name="to" />
        </label>
        <label style={label}>
          {text.section[lang]}
          <input type="text" name="section" maxLength={200} />
        </label>
        <SelectFilter label={text.situation[lang]} name="situation" options={anyOf(situations, situationWords, lang)} />
        <SelectFilter label={text.status[lang]} name="status" options={anyOf(leadStatuses, statusWords, lang)} />
        <label style={label}>
          {text.source[lang]}
          <input type="text" name="source" maxLength={120} />
        </label>
        <SelectFilter label={text.channel[lang]} name="channel" options={anyOf(leadChannels, channelWords, lang)} />
        <SelectFilter
          label={text.spam[lang]}
          name="spam"
          options={[
            ['exclude', text.exclude[lang]],
            ['include', text.include[lang]],
            ['only', text.only[lang]],
          ]}
        />
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          {text.download[lang]}
        </button>
        <p style={{ flexBasis: '100%', margin: 0, fontSize: '0.8rem' }}>
          {text.zone[lang]} {leadsTimeZone()}
        </p>
      </form>
    </details>
  )
}
