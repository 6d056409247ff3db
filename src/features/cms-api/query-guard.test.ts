import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { checkWhere, isValidId, operatorsFor, type Schema, type SchemaLookup } from './query-guard'

const categories: Schema = {
  idType: 'number',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'sortOrder', type: 'number' },
  ] as FlattenedField[],
}
const posts: Schema = {
  idType: 'number',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'publishedAt', type: 'date' },
    { name: 'featured', type: 'checkbox' },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'tags', type: 'select', hasMany: true, options: ['a', 'b'] },
    { name: 'meta', type: 'group', flattenedFields: [{ name: 'views', type: 'number' }] },
    { name: 'owner', type: 'relationship', relationTo: ['categories', 'posts'] },
  ] as unknown as FlattenedField[],
}
const lookup: SchemaLookup = (slug) => ({ categories, posts })[slug]
const check = (where: unknown) => checkWhere(where, posts, lookup)

describe('isValidId', () => {
  it('takes positive integers that fit a serial column, as strings or numbers', () => {
    expect(isValidId('1', 'number')).toBe(true)
    expect(isValidId(2147483647, 'number')).toBe(true)
    for (const bad of ['abc', '1.5', '-1', '0', '1e3', '2147483648', '99999999999999999999', '', ' 1']) {
      expect(isValidId(bad, 'number'), bad).toBe(false)
    }
  })
  it('takes any non-empty string for text ids', () => {
    expect(isValidId('abc', 'text')).toBe(true)
    expect(isValidId('', 'text')).toBe(false)
  })
})

describe('operatorsFor', () => {
  it('follows the field type', () => {
    expect(operatorsFor({ type: 'text' }).has('like')).toBe(true)
    expect(operatorsFor({ type: 'date' }).has('like')).toBe(false)
    expect(operatorsFor({ type: 'checkbox' }).has('in')).toBe(false)
    expect(operatorsFor({ type: 'relationship', relationTo: ['a', 'b'] }).has('in')).toBe(false)
    expect(operatorsFor({ type: 'select', hasMany: true }).has('all')).toBe(true)
    expect(operatorsFor({ type: 'select' }).has('all')).toBe(false)
  })
})

describe('checkWhere', () => {
  it.each([
    [{ title: { equals: 'a' } }],
    [{ title: { like: 'visa' }, featured: { equals: 'true' } }],
    [{ publishedAt: { greater_than: '2025-01-01T00:00:00.000Z' } }],
    [{ id: { in: '1,2,3' } }],
    [{ category: { equals: '4' } }],
    [{ 'category.sortOrder': { less_than: '10' } }],
    [{ 'meta.views': { greater_than_equal: '3' } }],
    [{ tags: { all: ['a', 'b'] } }],
    [{ or: [{ title: { equals: 'a' } }, { id: { equals: '2' } }] }],
    [{ and: { 0: { title: { exists: 'false' } } } }],
    [{ somethingElse: { equals: 'x' } }],
  ])('lets %j through', (where) => {
    expect(check(where)).toBeNull()
  })

  it.each([
    [{ id: { near: '1,2,3' } }, 'near'],
    [{ id: { equals: 'abc' } }, 'not a valid id'],
    [{ id: { in: ['1', 'x'] } }, 'not a valid id'],
    [{ publishedAt: { greater_than: 'notadate' } }, 'not a date'],
    [{ publishedAt: { equals: '99999999999999999' } }, 'not a date'],
    [{ featured: { equals: 'maybe' } }, 'true or false'],
    [{ category: { equals: 'abc' } }, 'not a valid id'],
    [{ 'category.sortOrder': { equals: 'x' } }, 'not a number'],
    [{ 'meta.views': { equals: '1e999' } }, 'not a number'],
    [{ title: { bogus: 'x' } }, 'not a query operator'],
    [{ title: { within: 'x' } }, 'cannot be used'],
    [{ title: { equals: { x: '1' } } }, 'plain values'],
    [{ title: { in: [{ a: '1' }] } }, 'plain values'],
    [{ title: '1' }, 'must name an operator'],
    [{ title: { exists: 'maybe' } }, 'true or false'],
    [{ and: '1' }, 'list of conditions'],
    [{ 'bad path!': { equals: '1' } }, 'not a field path'],
    [{ owner: { in: '1,2' } }, 'cannot be used'],
    ['notjson', 'must be an object'],
  ])('refuses %j with a 400 that says why', (where, why) => {
    const failure = check(where)
    expect(failure?.status).toBe(400)
    expect(failure?.message).toContain(why)
  })

  it('refuses queries nested or repeated without end', () => {
    let deep: Record<string, unknown> = { title: { equals: 'a' } }
    for (let i = 0; i < 20; i++) deep = { and: [deep] }
    expect(check(deep)?.message).toContain('nested too deeply')
    const many = { or: Array.from({ length: 600 }, () => ({ title: { equals: 'a' } })) }
    expect(check(many)?.message).toContain('too many conditions')
  })
})
