import 'server-only'
import { createHash } from 'node:crypto'

/**
 * Lowercase hex SHA-256 of the UTF-8 text: the version id of a consent wording, stored with each
 * lead. Only the server stores leads, so node:crypto does it and the browser bundle carries no hash.
 */
export function consentVersionHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
