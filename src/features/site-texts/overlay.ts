import { fieldNameOf } from './namespaces'
import { mergedItem, type MessageValue } from './fields'

type Cms = unknown

const record = (value: Cms): Record<string, Cms> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Cms>) : {}

/**
 * A namespace's texts with the CMS's values laid over the file's (`shape` is the file's, which the
 * globals' fields were made from). A blank or missing CMS value keeps the file's text, so a
 * half-translated English page never shows a blank; a list the staff filled in replaces the file's
 * list row by row (a blank cell keeps the file's text at that place; rows they removed are gone).
 * Keys the CMS does not hold (a namespace's UI words) come from the file as they are.
 */
export function overlayTexts(
  file: MessageValue | undefined,
  cms: Cms,
  shape: MessageValue | undefined = file,
): MessageValue | undefined {
  if (shape === undefined) return file
  if (typeof shape === 'string') return typeof cms === 'string' && cms.trim() !== '' ? cms : file
  if (Array.isArray(shape)) {
    const rows = Array.isArray(cms) ? cms : []
    const template = mergedItem(shape)
    const fileItems = Array.isArray(file) ? file : []
    const items = rows
      .map((row, index) =>
        typeof template === 'string'
          ? overlayTexts(fileItems[index], record(row).text, template)
          : overlayTexts(fileItems[index], row, template),
      )
      .filter((item): item is MessageValue => item !== undefined)
    return items.length > 0 ? items : file
  }
  const fileObject = file && typeof file === 'object' && !Array.isArray(file) ? file : undefined
  const cmsObject = record(cms)
  const out: { [key: string]: MessageValue } = {}
  for (const [key, keyShape] of Object.entries(shape)) {
    const value = overlayTexts(fileObject?.[key], cmsObject[fieldNameOf(key)], keyShape)
    if (value !== undefined) out[key] = value
  }
  return fileObject || Object.keys(out).length > 0 ? out : undefined
}
