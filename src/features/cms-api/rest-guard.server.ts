import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { buildVersionCollectionFields, buildVersionGlobalFields, type Payload } from 'payload'
// Payload's own query-string parser (a dependency of payload), so `where[a][b]` reads exactly as
// Payload will read it.
import { parse } from 'qs-esm'
import { checkWhere, isValidId, type GuardFailure, type IdType, type Schema, type SchemaLookup } from './query-guard'

/**
 * Looks at a CMS REST request (the `[...slug]` segments after /cms-api) before Payload runs it and
 * returns the client's mistake as a 400/404, or null to let Payload answer. Only what the database
 * would choke on is refused here; unknown paths, access and everything else stay Payload's job.
 */
const AUTH_AND_UPLOAD_ROUTES = new Set([
  'access',
  'count',
  'distinct',
  'file',
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'paste-url',
  'refresh-token',
  'reset-password',
  'unlock',
  'verify',
  'versions',
])

const BOOLEAN_PARAMS = ['draft', 'pagination', 'trash', 'autosave', 'overrideLock', 'publishAllLocales']
const MAX_DEPTH = 10
const MAX_LIMIT = 100_000
const MAX_PAGE = 1_000_000_000

function bad(message: string): GuardFailure {
  return { status: 400, message }
}

function defaultIdType(payload: Payload): IdType {
  return payload.db.defaultIDType === 'text' ? 'text' : 'number'
}

function collectionSchema(payload: Payload, slug: string): Schema | undefined {
  const collection = payload.collections[slug as keyof typeof payload.collections]
  if (!collection) return undefined
  return { fields: collection.config.flattenedFields, idType: collection.customIDType ?? defaultIdType(payload) }
}

function versionsSchema(payload: Payload, kind: 'collection' | 'global', slug: string): Schema | undefined {
  if (kind === 'collection') {
    const collection = payload.collections[slug as keyof typeof payload.collections]
    if (!collection?.config.versions) return undefined
    return { fields: buildVersionCollectionFields(payload.config, collection.config, true), idType: defaultIdType(payload) }
  }
  const global = payload.config.globals.find((g) => g.slug === slug)
  if (!global?.versions) return undefined
  return { fields: buildVersionGlobalFields(payload.config, global, true), idType: defaultIdType(payload) }
}

/** Paging, depth, flags and locales take one plain value; Payload turns `limit=5&limit=7` into a 500. */
const SINGLE_VALUE_PARAMS = ['depth', 'limit', 'page', 'locale', 'fallback-locale', 'fallbackLocale', ...BOOLEAN_PARAMS]

function repeatedParam(query: Record<string, unknown>): GuardFailure | null {
  for (const name of SINGLE_VALUE_PARAMS) {
    if (!(name in query)) continue
    const value = query[name]
    if (Array.isArray(value)) return bad(`"${name}" may be given only once.`)
    if (value !== null && typeof value === 'object') return bad(`"${name}" takes a plain value, not ${name}[…].`)
  }
  return null
}

function checkInteger(query: Record<string, unknown>, name: string, min: number, max: number): GuardFailure | null {
  if (!(name in query)) return null
  const value = query[name]
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value) || Number(value) < min || Number(value) > max) {
    return bad(`"${name}" must be a whole number from ${min} to ${max}.`)
  }
  return null
}

function checkCommonParams(payload: Payload, query: Record<string, unknown>): GuardFailure | null {
  const problem =
    repeatedParam(query) ??
    checkInteger(query, 'depth', 0, MAX_DEPTH) ??
    checkInteger(query, 'limit', 0, MAX_LIMIT) ??
    checkInteger(query, 'page', 1, MAX_PAGE)
  if (problem) return problem
  for (const name of BOOLEAN_PARAMS) {
    if (!(name in query)) continue
    const value = query[name]
    if (value !== 'true' && value !== 'false' && value !== '') return bad(`"${name}" must be true or false.`)
  }
  const localization = payload.config.localization
  const codes = localization ? localization.localeCodes : []
  if ('locale' in query) {
    const locale = query.locale
    if (typeof locale !== 'string' || !(codes.includes(locale) || locale === 'all' || locale === '*')) {
      return bad(`"locale" must be one of: ${[...codes, 'all'].join(', ')}.`)
    }
  }
  for (const name of ['fallback-locale', 'fallbackLocale']) {
    if (!(name in query)) continue
    const value = query[name]
    if (typeof value !== 'string' || !(codes.includes(value) || ['none', 'null', 'false', ''].includes(value))) {
      return bad(`"${name}" must be one of: ${[...codes, 'none'].join(', ')}.`)
    }
  }
  if ('sort' in query) {
    const sort = query.sort
    const items = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : null
    if (!items || items.some((item) => typeof item !== 'string' || !/^-?\w+(?:\.\w+)*$/.test(item.trim()))) {
      return bad('"sort" must be field names separated by commas, each optionally prefixed with "-".')
    }
  }
  if ('where' in query && (query.where === null || typeof query.where !== 'object' || Array.isArray(query.where))) {
    return bad('"where" must be written as where[field][operator]=value.')
  }
  for (const name of ['select', 'populate', 'joins']) {
    if (name in query && typeof query[name] !== 'object' && query[name] !== '' && query[name] !== 'false') {
      return bad(`"${name}" must be written as ${name}[field]=true.`)
    }
  }
  return null
}

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

async function missingUpload(payload: Payload, slug: string, filename: string): Promise<boolean> {
  const collection = payload.collections[slug as keyof typeof payload.collections]
  const upload = collection?.config.upload
  if (!upload) return false
  // Storage adapters serve files from elsewhere; only the local folder can be checked here.
  if (upload.disableLocalStorage || (upload.handlers && upload.handlers.length > 0)) return false
  const dir = path.resolve(upload.staticDir || slug)
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep)) return false
  try {
    return !(await stat(file)).isFile()
  } catch {
    return true
  }
}

/**
 * A collection's own endpoints are not document ids: payload-jobs has /run, and the admin's
 * preferences live at /payload-preferences/:key (a name such as "nav", matched by a parameter).
 */
function isCustomEndpoint(payload: Payload, slug: string, segment: string, method: string): boolean {
  const endpoints = payload.collections[slug as keyof typeof payload.collections]?.config.endpoints
  if (!Array.isArray(endpoints)) return false
  return endpoints.some((endpoint) => {
    const first = endpoint.path.split('/').filter(Boolean)[0]
    if (first === segment) return true
    // Payload merges its own routes (/:id, /:id/duplicate…) into the same list: only a parameter
    // with another name is a route of its own.
    return (
      first !== undefined && first.startsWith(':') && first !== ':id' && endpoint.method.toLowerCase() === method.toLowerCase()
    )
  })
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
  const common = checkCommonParams(payload, query)
  if (common) return common

  const lookup: SchemaLookup = (slug) => collectionSchema(payload, slug)
  const notFound: GuardFailure = { status: 404, message: 'Not Found' }
  const where = query.where

  if (segments[0] === 'globals') {
    const slug = segments[1]
    if (!slug || segments[2] !== 'versions') return null
    if (!payload.config.globals.some((g) => g.slug === slug)) return null
    const schema = versionsSchema(payload, 'global', slug)
    // Without versions there is nothing to find (Payload would look in a table that is not there).
    if (!schema) return notFound
    if (segments[3] !== undefined && !isValidId(segments[3], schema.idType)) return notFound
    return where === undefined ? null : checkWhere(where, schema, lookup)
  }

  const slug = segments[0]
  const schema = slug ? collectionSchema(payload, slug) : undefined
  if (!slug || !schema) return null
  const action = segments[1]

  if (action === 'versions') {
    const versions = versionsSchema(payload, 'collection', slug)
    if (!versions) return notFound
    if (segments[2] !== undefined && !isValidId(segments[2], versions.idType)) return notFound
    return where === undefined ? null : checkWhere(where, versions, lookup)
  }
  if (action === 'file' && segments[2] !== undefined && request.method === 'GET') {
    return (await missingUpload(payload, slug, segments[2])) ? notFound : null
  }
  const auth = payload.collections[slug as keyof typeof payload.collections]?.config.auth
  // E-mail verification is off for staff: Payload would look for a token field that is not there.
  if (action === 'verify' && !auth?.verify) return notFound
  if (segments[2] === 'api-key' && !auth?.useAPIKey) return notFound
  if (action === 'access' && segments[2] !== undefined && !isValidId(segments[2], schema.idType)) return notFound
  if (
    action !== undefined &&
    !AUTH_AND_UPLOAD_ROUTES.has(action) &&
    !isCustomEndpoint(payload, slug, action, request.method) &&
    !isValidId(action, schema.idType)
  ) {
    // Not one of Payload's named routes, so it is a document id: one that cannot exist is a 404.
    return notFound
  }
  return where === undefined ? null : checkWhere(where, schema, lookup)
}
