import { draftFields, type DraftValues } from '../draft-fields'

/**
 * What a form's boxes hold, read from the DOM when it is sent: the boxes are uncontrolled, so this
 * is exactly what the visitor sees, whether typed before or after the form's code arrived.
 */
export function readForm(form: HTMLFormElement): {
  values: Required<DraftValues>
  checkbox: boolean
  checked: (name: string) => boolean
} {
  const data = new FormData(form)
  const values = {} as Required<DraftValues>
  for (const name of draftFields) {
    const value = data.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return { values, checkbox: data.has('checkbox'), checked: (name) => data.has(name) }
}
