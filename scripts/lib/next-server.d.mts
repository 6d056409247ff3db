export const NEXT_BIN: string
export function nextStartArgs(port: number | string, options?: { host?: string }): string[]
