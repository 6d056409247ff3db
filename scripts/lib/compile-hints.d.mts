/** Types of the part of scripts/lib/compile-hints.mjs that tests import. */
export const COMPILE_HINT: string
export function markBootChunks(distDir?: string): string[]
