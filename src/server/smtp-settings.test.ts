import { describe, expect, it } from 'vitest'
import { splitFrom } from './smtp-settings'

describe('splitFrom', () => {
  it('splits "Name <address>"', () => {
    expect(splitFrom('Salazar Law <site@x.example>', 'Firm')).toEqual({ name: 'Salazar Law', address: 'site@x.example' })
    expect(splitFrom('"Quoted Name" <site@x.example>', 'Firm')).toEqual({ name: 'Quoted Name', address: 'site@x.example' })
  })
  it('takes a bare address with the fallback name', () => {
    expect(splitFrom('site@x.example', 'Firm')).toEqual({ name: 'Firm', address: 'site@x.example' })
    expect(splitFrom('<site@x.example>', 'Firm')).toEqual({ name: 'Firm', address: 'site@x.example' })
  })
})
