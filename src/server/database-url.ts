/**
 * DATABASE_URL: a postgres:// URL, set by the host in production and by `npm start` / `npm test`
 * (the embedded server, scripts/lib/embedded-postgres.mjs) everywhere else. PostgreSQL is the
 * only database: a missing or other URL is a setup error, said in words before Payload starts.
 */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim()
  if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start`, or set it to a postgres:// URL')
  if (!isPostgresUrl(url)) {
    throw new Error(
      `DATABASE_URL must be a postgres:// URL (PostgreSQL is the only database). A SQLite file from an earlier release moves over with \`npm run db:move-sqlite -- FILE\`.`,
    )
  }
  return url
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}
