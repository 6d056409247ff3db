export function databaseUrl(url: string, database: string): string
export function quoteName(name: string): string
export function onServer(url: string, ...statements: string[]): Promise<void>
export function listDatabases(url: string, pattern: string): Promise<string[]>
export function ensureDatabase(url: string, name: string, options?: { fresh?: boolean }): Promise<string>
