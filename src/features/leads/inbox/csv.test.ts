import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['say "hi"', '"say ""hi"""'],
    [' =leading space', ' =leading space'],
  ])('%o', (input, output) => {
    expect(csvCell(input)).toBe(output)
  })

  it('formats other values', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(true)).toBe('yes')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(-12)).toBe("'-12")
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
  })

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n')
  })
})
