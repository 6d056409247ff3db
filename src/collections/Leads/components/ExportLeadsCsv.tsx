import type { CSSProperties } from 'react'
import { leadStatuses, situations } from '@/features/enquiry/situations'

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }
const label: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '0.25rem', fontSize: '0.85rem' }

type Option = readonly [value: string, label: string]

/** "Any" (no filter), then each value as its own label. */
const anyOf = (values: readonly string[]): Option[] => [['', 'Any'], ...values.map((value): Option => [value, value])]

const channels: Option[] = [
  ['', 'Any'],
  ['web', 'Website'],
  ['social-media', 'Social media'],
]
const spamChoices: Option[] = [
  ['exclude', 'Leave out'],
  ['include', 'Include'],
  ['only', 'Only spam'],
]

/** One labelled drop-down of the export form; the first option is the default. */
function SelectFilter({ label: text, name, options }: { label: string; name: string; options: readonly Option[] }) {
  return (
    <label style={label}>
      {text}
      <select name={name} defaultValue={options[0]?.[0]}>
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
 * form, situation, status, campaign source and channel. A plain GET form: works without the
 * admin's JavaScript, and the endpoint checks the staff login itself.
 */
export function ExportLeadsCsv() {
  return (
    <details style={{ margin: '0 0 1rem' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Export leads (CSV)</summary>
      <form method="get" action="/api/staff/leads.csv" style={{ ...row, marginTop: '0.75rem' }}>
        <label style={label}>
          From
          <input type="date" name="from" />
        </label>
        <label style={label}>
          To
          <input type="date" name="to" />
        </label>
        <label style={label}>
          Form (seccion) contains
          <input type="text" name="section" maxLength={200} />
        </label>
        <SelectFilter label="Situation" name="situation" options={anyOf(situations)} />
        <SelectFilter label="Status" name="status" options={anyOf(leadStatuses)} />
        <label style={label}>
          Campaign source contains
          <input type="text" name="source" maxLength={120} />
        </label>
        <SelectFilter label="Channel" name="channel" options={channels} />
        <SelectFilter label="Spam" name="spam" options={spamChoices} />
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          Download CSV
        </button>
      </form>
    </details>
  )
}
