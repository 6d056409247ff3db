import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { buttonLinkProblem, withButtonLinks } from './fields'

describe('button links in the site texts', () => {
  it('take a path on this site in the text’s language, nothing else', () => {
    expect(buttonLinkProblem('/visa-humanitaria/visa-vawa', 'es')).toBeNull()
    expect(buttonLinkProblem('/en/humanitarian-visa/vawa-visa', 'en')).toBeNull()
    expect(buttonLinkProblem('/en', 'en')).toBeNull()
    expect(buttonLinkProblem('/en/contact', 'es')).toBe('language')
    expect(buttonLinkProblem('/contacto', 'en')).toBe('language')
    expect(buttonLinkProblem('/english-classes', 'es')).toBeNull()
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'contacto',
      '/Contacto',
      '/a b',
      'javascript:alert(1)',
    ])
      expect(buttonLinkProblem(bad, 'es'), bad).toBe('format')
  })

  it('are added to the named groups only', () => {
    const fields: Field[] = [
      {
        name: 'hero',
        type: 'group',
        fields: [
          { name: 'vawa', type: 'group', fields: [{ name: 'title', type: 'text' }] },
          { name: 'label', type: 'text' },
        ],
      },
      { name: 'about', type: 'group', fields: [{ name: 'title', type: 'text' }] },
    ]
    const names = (list: Field[]): unknown =>
      list.map((field) =>
        'fields' in field && 'name' in field ? { [field.name]: names(field.fields) } : 'name' in field ? field.name : null,
      )
    expect(names(withButtonLinks(fields, ['hero.vawa']))).toEqual([
      { hero: [{ vawa: ['title', 'link'] }, 'label'] },
      { about: ['title'] },
    ])
  })
})
