import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { messages } from '@/messages'
import { locales } from '@/i18n/locales'
import { overlayTexts } from './overlay'
import { contentOf, fieldsFor, type MessageValue } from './fields'
import { asGlobalData } from './seed'
import { TEXT_NAMESPACES } from './namespaces'

describe('site texts overlay', () => {
  it('gives back every namespace exactly as the files have it once the files are in the CMS', () => {
    for (const entry of TEXT_NAMESPACES)
      for (const locale of locales) {
        const file = messages[locale][entry.namespace] as MessageValue
        const cms = asGlobalData(contentOf(messages[locale][entry.namespace], 'omit' in entry ? entry.omit : []))
        expect(overlayTexts(file, cms), `${entry.namespace} (${locale})`).toEqual(file)
      }
  })

  it('shows a changed text, and the file text where the CMS is blank or missing', () => {
    const file = { title: 'Título', text: 'Texto', points: ['uno', 'dos'] }
    expect(overlayTexts(file, { title: 'Nuevo', text: '  ', points: [] })).toEqual({
      title: 'Nuevo',
      text: 'Texto',
      points: ['uno', 'dos'],
    })
    expect(overlayTexts(file, null)).toEqual(file)
    expect(overlayTexts(file, { points: [{ text: 'otro' }, { text: '' }, { text: 'tres' }] })).toEqual({
      title: 'Título',
      text: 'Texto',
      points: ['otro', 'dos', 'tres'],
    })
    // A row the staff removed is gone.
    expect(overlayTexts(file, { points: [{ text: 'solo' }] })).toEqual({ ...file, points: ['solo'] })
  })

  it("keeps keys the CMS does not hold, renames the rows' `id`, and leaves out a list no item has", () => {
    const file: MessageValue = {
      sections: [
        { id: 'a', title: 'A', list: ['x'] },
        { id: 'b', title: 'B' },
      ],
      ui: 'Anterior',
    }
    const cms = {
      sections: [
        { anchor: 'a', title: 'A2', list: [{ text: 'y' }] },
        { anchor: '', title: 'B', list: [] },
      ],
    }
    expect(overlayTexts(file, cms)).toEqual({
      sections: [
        { id: 'a', title: 'A2', list: ['y'] },
        { id: 'b', title: 'B' },
      ],
      ui: 'Anterior',
    })
  })
})

describe('site texts fields', () => {
  const leaves = (fields: Field[]): number =>
    fields.reduce((sum, field) => sum + ('fields' in field && field.type !== 'array' ? leaves(field.fields) : 1), 0)

  it('has a field for every content key and localizes every top-level text and list', () => {
    const home = fieldsFor(contentOf(messages.es.home, ['carousel']))
    expect(home.map((field) => ('name' in field ? field.name : ''))).not.toContain('carousel')
    const hero = home.find((field) => 'name' in field && field.name === 'hero')
    expect(hero && 'fields' in hero && leaves(hero.fields)).toBe(22)
    const legal = fieldsFor(messages.es.legal)
    const terms = legal.find((field) => 'name' in field && field.name === 'terms')
    const sections =
      terms && 'fields' in terms ? terms.fields.find((field) => 'name' in field && field.name === 'sections') : undefined
    expect(sections).toMatchObject({ type: 'array', localized: true })
    expect(sections && 'fields' in sections && sections.fields.map((field) => ('name' in field ? field.name : ''))).toEqual([
      'anchor',
      'title',
      'paragraphs',
      'list',
    ])
  })
})
