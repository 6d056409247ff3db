import type { CSSProperties } from 'react'
import { leadStatuses, situations } from '@/features/enquiry/situations'

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }
const label: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '0.25rem', fontSize: '0.85rem' }

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
        <label style={label}>
          Situation
          <select name="situation" defaultValue="">
            <option value="">Any</option>
            {situations.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label style={label}>
          Status
          <select name="status" defaultValue="">
            <option value="">Any</option>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label style={label}>
          Campaign source contains
          <input type="text" name="source" maxLength={120} />
        </label>
        <label style={label}>
          Channel
          <select name="channel" defaultValue="">
            <option value="">Any</option>
            <option value="web">Website</option>
            <option value="social-media">Social media</option>
          </select>
        </label>
        <label style={label}>
          Spam
          <select name="spam" defaultValue="exclude">
            <option value="exclude">Leave out</option>
            <option value="include">Include</option>
            <option value="only">Only spam</option>
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          Download CSV
        </button>
      </form>
    </details>
  )
}
