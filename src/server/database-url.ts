import path from 'node:path'

/** DATABASE_URL, or the embedded SQLite file under data/ when it is not set. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim()
  if (url) return url
  return `file:${path.resolve(process.cwd(), 'data', 'site.db')}`
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}
