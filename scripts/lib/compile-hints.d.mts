/** Types of scripts/lib/compile-hints.mjs for the TypeScript tests that import it. */
export const COMPILE_HINT: string
export function addCompileHints(nextDir: string): string[]
