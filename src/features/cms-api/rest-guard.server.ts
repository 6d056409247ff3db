import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
// Payload's own query-string parser (a dependency of payload), so `where[a][b]` reads exactly as
// Payload will read it.
import { parse } from 'qs-esm'

/**
 * What Payload's REST API trips over before it asks the database, answered 400/404 here. What the
 * database refuses (an id, a number, a date or a boolean that does not fit) is answered by
 * Payload's `afterError` hook (client-mistakes.ts); unknown paths, access and everything else stay
 * Payload's job. Each check below stands for an answer Payload 3.90 gives as a 500 without it
 * (tests/int/cms-rest-guard.test.ts).
 */
export type GuardFailure = { status: 400 | 404; message: string }

const bad = (message: string): GuardFailure => ({ status: 400, message })
const NOT_FOUND: GuardFailure = { status: 404, message: 'Not Found' }

/** Payload reads these as one value: `limit=5&limit=7` or `limit[a]=5` reach the database as a list or an object. */
const SINGLE_VALUE_PARAMS = ['depth', 'limit', 'page']
/**
 * Operators Payload accepts that its PostgreSQL adapter cannot run on any field here: `all` it does
 * not implement (@payloadcms/drizzle's operator map), the rest are for point fields, and there are
 * none. Payload hands them on and the adapter throws.
 */
const UNSUPPORTED_OPERATORS = new Set(['all', 'near', 'within', 'intersects'])

async function readQuery(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url)
  let search = url.search.replace(/^\?/, '')
  // The admin's relationship fields send long queries as a POST body with a GET override.
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (
    request.method === 'POST' &&
    override === 'GET' &&
    request.headers.get('content-type') === 'application/x-www-form-urlencoded'
  ) {
    const body = await request.clone().text()
    search = [search, body].filter(Boolean).join('&')
  }
  return parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<
    string,
    unknown
  >
}

/** Whether a `where` uses one of them anywhere, `and`/`or` included. */
function usesUnsupportedOperator(node: unknown, depth = 0): boolean {
  if (depth > 12 || node === null || typeof node !== 'object') return false
  return Object.entries(node).some(
    ([key, value]) =>
      UNSUPPORTED_OPERATORS.has(key) ||
      (value !== null && typeof value === 'object' && usesUnsupportedOperator(value, depth + 1)),
  )
}

function checkQuery(query: Record<string, unknown>): GuardFailure | null {
  for (const name of SINGLE_VALUE_PARAMS) {
    if (name in query && typeof query[name] !== 'string') return bad(`"${name}" takes one plain value.`)
  }
  if (!('where' in query)) return null
  // A `where` that is not where[field][operator]=… is parsed by Payload as JSON, which throws.
  if (query.where === null || typeof query.where !== 'object' || Array.isArray(query.where)) {
    return bad('"where" must be written as where[field][operator]=value.')
  }
  return usesUnsupportedOperator(query.where) ? bad('"all", "near", "within" and "intersects" cannot be used here.') : null
}

/** A file missing from the upload folder: Payload answers a 500. Storage adapters serve files from elsewhere. */
async function missingUpload(payload: Payload, slug: string, filename: string): Promise<boolean> {
  const upload = payload.collections[slug as keyof typeof payload.collections]?.config.upload
  if (!upload || upload.disableLocalStorage || (upload.handlers && upload.handlers.length > 0)) return false
  const dir = path.resolve(/*turbopackIgnore: true*/ upload.staticDir || slug)
  const file = path.resolve(/*turbopackIgnore: true*/ dir, filename)
  if (!file.startsWith(dir + path.sep)) return false
  try {
    return !(await stat(file)).isFile()
  } catch {
    return true
  }
}

/** Whether `segments` name the versions of a collection or global that keeps none (Payload would query a table that is not there). */
function versionsOfUnversioned(payload: Payload, segments: readonly string[]): boolean {
  if (segments[0] === 'globals') {
    const global = payload.config.globals.find((g) => g.slug === segments[1])
    return segments[2] === 'versions' && global !== undefined && !global.versions
  }
  const collection = payload.collections[segments[0] as keyof typeof payload.collections]
  return segments[1] === 'versions' && collection !== undefined && !collection.config.versions
}

export async function guardRestRequest(
  payload: Payload,
  request: Request,
  segments: readonly string[],
): Promise<GuardFailure | null> {
  let query: Record<string, unknown>
  try {
    query = await readQuery(request)
  } catch {
    return bad('The query string cannot be read.')
  }
  const [slug, action, detail] = segments
  const problem = checkQuery(query)
  if (problem) return problem
  if (versionsOfUnversioned(payload, segments)) return NOT_FOUND
  if (slug && action === 'file' && detail !== undefined && request.method === 'GET') {
    return (await missingUpload(payload, slug, detail)) ? NOT_FOUND : null
  }
  const auth = slug ? payload.collections[slug as keyof typeof payload.collections]?.config.auth : undefined
  // Staff have no e-mail verification and no API keys: Payload would look for fields that are not there.
  if (auth && ((action === 'verify' && !auth.verify) || (detail === 'api-key' && !auth.useAPIKey))) return NOT_FOUND
  return null
}
