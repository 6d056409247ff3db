import { describe, expect, it } from 'vitest'
import { specVariant, variants, variantIds } from '.'

/**
 * The table must yield exactly the variants the 21 hand-written files did. The snapshot below was
 * recorded from those files before they were replaced; any change to an id, locale, field, label,
 * check order, limit or endpoint shows up here as a diff to review.
 */
/** JSON with object keys sorted, so the listing compares values, not declaration order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, canonical(v)]),
  )
}

describe('variant table', () => {
  it('yields the variants of before, field for field', () => {
    const listing = [...variantIds.map((id) => variants[id]), specVariant('es'), specVariant('en')]
    expect(JSON.stringify(canonical(listing), null, 1)).toMatchSnapshot()
  })
})
