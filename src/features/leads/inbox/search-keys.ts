/**
 * How staff find a lead: by name without caring about case or accents ("Nunez" finds "Núñez"), by
 * phone without caring about formatting ("(915) 555-3333" finds "+1 915-555-3333"), by e-mail
 * without caring about case. Each lead stores these keys beside what the visitor typed (written
 * by the lead writer and the Leads hooks), and the list search turns the query into the same key
 * before it reaches the database. One function per key, used on both sides.
 */

/** Lowercase, accents and other marks stripped, spaces collapsed: "  Núñez  GARCÍA" → "nunez garcia". */
export function nameKey(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Digits only, without the US country code: "+1 (915) 555-3333" and "915 555 3333" are one number,
 * "9155553333". Other countries' numbers keep every digit.
 */
export function phoneKey(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D+/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

export function emailKey(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase()
}

export type SearchKeys = { searchName: string | null; searchPhone: string | null; searchEmail: string | null }

/** The stored keys of a lead (null where the visitor gave nothing). */
export function searchKeys(lead: { name?: string | null; phone?: string | null; email?: string | null }): SearchKeys {
  return {
    searchName: nameKey(lead.name) || null,
    searchPhone: phoneKey(lead.phone) || null,
    searchEmail: emailKey(lead.email) || null,
  }
}

/** The fields the list search looks in, and how a query becomes each one's key. */
export const searchKeyOf = {
  searchName: nameKey,
  searchPhone: phoneKey,
  searchEmail: emailKey,
} as const satisfies Record<keyof SearchKeys, (value: string) => string>
