import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { OUTAGE_PAGE_FILE, renderOutagePage, type OutagePhone } from './render'

/**
 * Keeps the outage page (./render.ts) in step with Site settings: written into OUTAGE_PAGE_DIR
 * (a folder nginx serves it from: deploy/compose.yaml shares a volume) when the server starts and
 * after every change of the settings, so the phone numbers on it are the ones staff last saved.
 * The app writes it because only the app knows the numbers; nginx cannot ask the app when the app
 * is the thing that is down. No OUTAGE_PAGE_DIR: nothing is written (a site without nginx).
 * Not server-only: the settings' hook runs in Payload's CLI too (the seed).
 */
type LocalizedText = string | Record<string, string | null | undefined> | null | undefined
type Settings = {
  firmName?: string | null
  phones?: Record<string, { label?: LocalizedText; number?: string | null } | null> | null
}

const text = (value: LocalizedText, locale: 'es' | 'en'): string =>
  typeof value === 'string' ? value : (value?.[locale] ?? value?.es ?? '')

export async function writeOutagePage(
  payload: Payload,
  options: { req?: PayloadRequest; dir?: string | undefined } = {},
): Promise<string | null> {
  const dir = options.dir ?? process.env.OUTAGE_PAGE_DIR?.trim()
  if (!dir) return null
  const settings = (await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: 'all',
    overrideAccess: true,
    ...(options.req ? { req: options.req } : {}),
  })) as Settings
  const phones: OutagePhone[] = Object.values(settings.phones ?? {})
    .filter((phone) => phone?.number)
    .map((phone) => ({ label: { es: text(phone!.label, 'es'), en: text(phone!.label, 'en') }, number: phone!.number! }))
  const html = renderOutagePage({ firmName: settings.firmName ?? '', phones })
  mkdirSync(dir, { recursive: true })
  const file = path.join(/*turbopackIgnore: true*/ dir, OUTAGE_PAGE_FILE)
  // Whole or not at all: nginx may read it at any moment.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, html, { mode: 0o644 })
  renameSync(partial, file)
  return file
}

/** For hooks and start-up: a failure is logged, never thrown (the settings are saved regardless). */
export async function refreshOutagePage(payload: Payload, req?: PayloadRequest): Promise<void> {
  try {
    await writeOutagePage(payload, { req })
  } catch (error) {
    payload.logger.error({ err: error, event: 'outage-page' }, 'The outage page could not be written (OUTAGE_PAGE_DIR)')
  }
}
