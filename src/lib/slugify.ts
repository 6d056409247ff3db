/** 'Visa U: víctimas de crimen' → 'visa-u-victimas-de-crimen'. */
export function slugify(input: string): string {
  return foldText(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}

/** Lower case without accents, for accent-insensitive comparison ('Pérez' → 'perez'). */
export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}
