export type EmbeddedPostgres = {
  url: string
  urlOf: (database: string) => string
  port: number
  started: boolean
  stop: () => Promise<void>
}
export function startEmbeddedPostgres(options: {
  dir: string
  database?: string
  fast?: boolean
  log?: (line: string) => void
}): Promise<EmbeddedPostgres>
