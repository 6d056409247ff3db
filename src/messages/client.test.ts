import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { messages } from './index'
import { clientMessages } from './client'

/** Every message under a namespace, by its dotted key. */
function flatten(value: unknown, prefix: string): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]]
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
}

describe('client messages', () => {
  it.each(['es', 'en'] as const)('are plain text the browser formatter shows as they are (%s)', (locale) => {
    for (const [key, message] of flatten(clientMessages(messages[locale]), '')) {
      expect(typeof message, key).toBe('string')
      // Precompiling a plain message gives the message itself; anything else needs an ICU formatter.
      expect(compile(message as string), key).toBe(message)
    }
  })
})
