/** Types of scripts/lib/script-hashes.mjs for the TypeScript test that imports it. */
export function inlineScriptHashes(html: string): string[]
export function withScriptHashes<P>(policy: P, hashes: readonly string[]): P
