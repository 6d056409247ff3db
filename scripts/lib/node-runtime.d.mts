/** Types of scripts/lib/node-runtime.mjs for the TypeScript tests that import it. */
export const NODE_VERSION: string
export const NODE_MAJOR: number
export function currentNodeFits(): boolean
export function nodeBinFolder(options?: { log?: (line: string) => void }): string
export function runOnSiteNode(what: string): void
