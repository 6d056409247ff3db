import type { Where } from 'payload'
import { searchKeyOf } from '@/features/leads/inbox/search-keys'

type KeyField = keyof typeof searchKeyOf
const keyFields = Object.keys(searchKeyOf) as KeyField[]
const textOperators = ['like', 'contains', 'equals', 'not_equals', 'not_like'] as const
const matching: ReadonlySet<string> = new Set(['like', 'contains', 'equals'])

/** Matches no lead: every lead has an id. */
const NOTHING: Where = { id: { exists: false } }

/**
 * A lead query with every condition on a search key (searchName, searchPhone, searchEmail) turned
 * into that key's form, so "Nunez", "(915) 555-3333" or "ANA@X.COM" meet the stored keys. The list
 * search puts the typed words into one `like` per searchable field; a query with no digits has no
 * phone key, and that condition then matches nothing (a `like ''` would match every lead).
 */
export function normalizeSearchWhere(where: Where | undefined): Where | undefined {
  if (!where || typeof where !== 'object') return where
  const out: Where = {}
  let matchesNothing = false
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = value.map((inner) => normalizeSearchWhere(inner as Where) ?? {})
    } else if ((keyFields as string[]).includes(key) && value && typeof value === 'object') {
      const toKey = searchKeyOf[key as KeyField]
      const condition: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      for (const operator of textOperators) {
        const raw = condition[operator]
        if (typeof raw !== 'string') continue
        condition[operator] = toKey(raw)
        if (condition[operator] === '' && raw.trim() !== '' && matching.has(operator)) matchesNothing = true
      }
      out[key] = condition as Where[string]
    } else {
      out[key] = value
    }
  }
  return matchesNothing ? { and: [out, NOTHING] } : out
}
