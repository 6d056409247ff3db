import type { FlattenedField } from 'payload'
import { validOperatorSet } from 'payload/shared'

/** Dot-separated word segments: what Payload's query builders accept as a field path. */
const SAFE_FIELD_PATH_REGEX = /^\w+(?:\.\w+)*$/

/**
 * Checks a CMS REST request's query before Payload runs it. Payload hands an id, a `where` value or
 * a paging number to the database as it came, and the database's refusal ("NaN is not a number",
 * "invalid input syntax for type timestamp") becomes a 500. Every such mistake is the client's, so
 * it is answered 400/404 here, from the collection's own field config (flattenedFields): no
 * hand-kept list of fields to fall out of date. Pure: the server part (rest-guard.server.ts) feeds
 * it Payload's config.
 */
export type IdType = 'number' | 'text'
export type Schema = { fields: readonly FlattenedField[]; idType: IdType }
export type SchemaLookup = (collection: string) => Schema | undefined

export type GuardFailure = { status: 400 | 404; message: string }

const MAX_WHERE_DEPTH = 12
const MAX_NUMBER_OF_CONDITIONS = 500

/** A positive integer id that PostgreSQL's serial (int4) can hold. */
const MAX_SERIAL_ID = 2_147_483_647

export function isValidId(value: unknown, idType: IdType): boolean {
  if (idType === 'text') return typeof value === 'string' ? value.length > 0 && value.length <= 256 : typeof value === 'number'
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return false
  const id = Number(text)
  return id >= 1 && id <= MAX_SERIAL_ID
}

/**
 * Which operators a field type can take: the same choice the admin's filter builder offers
 * (@payloadcms/ui WhereBuilder/field-types), so staff filters keep working. `all` only where a
 * field holds several values; geo operators only on point fields.
 */
const equality = ['equals', 'not_equals', 'exists'] as const
const membership = ['in', 'not_in'] as const
const ordering = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'] as const
const textual = ['like', 'not_like', 'contains'] as const

export function operatorsFor(field: Pick<FlattenedField, 'type'> & { hasMany?: boolean; relationTo?: unknown }): Set<string> {
  const many = field.hasMany === true ? (['all'] as const) : []
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return new Set([...equality, ...membership, ...textual, ...many])
    case 'email':
      return new Set([...equality, ...membership, 'contains'])
    case 'number':
    case 'date':
      return new Set([...equality, ...membership, ...ordering, ...many])
    case 'checkbox':
      return new Set(equality)
    case 'select':
    case 'radio':
      return new Set([...equality, ...membership, ...many])
    case 'relationship':
    case 'upload':
      // Polymorphic relations store {relationTo, value}: in/not_in match only one side of it.
      if (Array.isArray(field.relationTo)) return new Set(equality)
      return new Set([...equality, ...membership, ...many])
    case 'point':
      return new Set(['equals', 'not_equals', 'exists', 'near', 'within', 'intersects'])
    default:
      // json, richText, arrays, groups, blocks, joins: only whether they are there.
      return new Set(['exists'])
  }
}

/** What a path in `where` points at: a field we can check, the id, or something Payload resolves. */
type Target = { kind: 'field'; field: FlattenedField } | { kind: 'id'; idType: IdType } | { kind: 'unresolved' }

function resolvePath(path: string, schema: Schema, lookup: SchemaLookup): Target {
  const segments = path.split('.')
  let fields: readonly FlattenedField[] = schema.fields
  let idType: IdType | undefined = schema.idType
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    const last = i === segments.length - 1
    if (segment === 'id' && idType && !fields.some((f) => f.name === 'id')) {
      return last ? { kind: 'id', idType } : { kind: 'unresolved' }
    }
    const field = fields.find((f) => f.name === segment)
    if (!field) return { kind: 'unresolved' }
    if (last) return { kind: 'field', field }
    if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field) {
      fields = field.flattenedFields
      // Inside a group or array `id` is an ordinary field (arrays have one), not the document id.
      idType = undefined
      continue
    }
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const related = lookup(field.relationTo)
      if (!related) return { kind: 'unresolved' }
      fields = related.fields
      idType = related.idType
      continue
    }
    // Blocks, json sub-paths, localized suffixes: Payload's own path validation answers those.
    return { kind: 'unresolved' }
  }
  return { kind: 'unresolved' }
}

type Scalar = string | number | boolean | null

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

const booleanWords = new Set(['true', 'false', '1', '0'])

function isBooleanLike(value: Scalar): boolean {
  return typeof value === 'boolean' || (typeof value === 'string' && booleanWords.has(value.toLowerCase()))
}

function isNumberLike(value: Scalar): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && /^-?\d{1,16}(\.\d{1,16})?$/.test(value.trim())
}

const FIRST_YEAR_1_MS = -62_135_596_800_000
const LAST_YEAR_9999_MS = 253_402_300_799_999

/** Dates as the admin and ISO clients send them; anything outside years 1–9999 is refused too. */
function isDateLike(value: Scalar): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const time = typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(time) && time >= FIRST_YEAR_1_MS && time <= LAST_YEAR_9999_MS
}

function valueProblem(target: Target, value: Scalar, lookup: SchemaLookup): string | null {
  if (value === null) return null
  if (target.kind === 'unresolved') return null
  if (target.kind === 'id') return isValidId(value, target.idType) ? null : 'is not a valid id'
  const field = target.field
  switch (field.type) {
    case 'number':
      return isNumberLike(value) ? null : 'is not a number'
    case 'date':
      return isDateLike(value) ? null : 'is not a date'
    case 'checkbox':
      return isBooleanLike(value) ? null : 'is not true or false'
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') return null
      const related = lookup(field.relationTo)
      if (!related) return null
      return isValidId(value, related.idType) ? null : 'is not a valid id'
    }
    default:
      return typeof value === 'object' ? 'must be a single value' : null
  }
}

function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number') return [value]
  return null
}

/**
 * Problems of one `where` value (Payload's query shape: { path: { operator: value } }, `and`/`or`
 * lists), or null when Payload can run it. `path` names the place of the problem in the message.
 */
export function checkWhere(where: unknown, schema: Schema, lookup: SchemaLookup): GuardFailure | null {
  let conditions = 0
  const fail = (message: string): GuardFailure => ({ status: 400, message })

  const visit = (node: unknown, depth: number): GuardFailure | null => {
    if (depth > MAX_WHERE_DEPTH) return fail('The where query is nested too deeply.')
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      return fail('The where query must be an object of field paths and operators.')
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        // qs turns where[or][0]… into an array, and past its array limit into an object with index keys.
        const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null
        if (!items) return fail(`"${key}" must be a list of conditions.`)
        for (const item of items) {
          const problem = visit(item, depth + 1)
          if (problem) return problem
        }
        continue
      }
      if (!SAFE_FIELD_PATH_REGEX.test(key)) return fail(`"${key.slice(0, 80)}" is not a field path.`)
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return fail(`The condition on "${key}" must name an operator, e.g. where[${key}][equals]=…`)
      }
      const target = resolvePath(key, schema, lookup)
      for (const [operator, operand] of Object.entries(value)) {
        conditions += 1
        if (conditions > MAX_NUMBER_OF_CONDITIONS) return fail('The where query has too many conditions.')
        if (!validOperatorSet.has(operator as never)) return fail(`"${operator.slice(0, 40)}" is not a query operator.`)
        const allowed =
          target.kind === 'field'
            ? operatorsFor(target.field)
            : target.kind === 'id'
              ? new Set([...equality, ...membership, ...ordering])
              : // An unresolved path could be anything: only operators every type can take without
                // the database rejecting the value.
                new Set([...equality, ...membership, 'like', 'not_like', 'contains'])
        if (!allowed.has(operator)) return fail(`The operator "${operator}" cannot be used on "${key}".`)
        if (operator === 'exists') {
          if (!isScalar(operand) || operand === null || !isBooleanLike(operand)) {
            return fail(`"exists" on "${key}" takes true or false.`)
          }
          continue
        }
        if (operator === 'near' || operator === 'within' || operator === 'intersects') continue
        const values = operator === 'in' || operator === 'not_in' || operator === 'all' ? listOf(operand) : [operand]
        if (!values) return fail(`"${operator}" on "${key}" takes a list of values.`)
        for (const item of values) {
          if (!isScalar(item)) return fail(`"${operator}" on "${key}" takes plain values, not objects.`)
          const problem = valueProblem(target, item, lookup)
          if (problem) return fail(`"${String(item).slice(0, 40)}" ${problem} (where ${key} ${operator}).`)
        }
      }
    }
    return null
  }

  return visit(where, 0)
}
