/**
 * CSV for spreadsheets, safe against formula injection: a cell a visitor controls (name, message…)
 * that starts with = + - @ tab or CR would be run as a formula by Excel or Sheets, so it gets a
 * leading apostrophe, which spreadsheets show as text and hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (typeof value === 'boolean') text = value ? 'yes' : 'no'
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value)
  else if (value instanceof Date) text = value.toISOString()
  else if (typeof value === 'string') text = value
  else text = JSON.stringify(value) ?? ''
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
