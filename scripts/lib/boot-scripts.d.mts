/** Types of scripts/lib/boot-scripts.mjs for the TypeScript tests that import it. */
export const LOADER_ATTRIBUTE: string
export function deferBootScripts(html: string): string
export function bootScripts(html: string): string[]
