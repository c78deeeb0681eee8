import { describe, expect, it } from 'vitest'
import { diagnoses } from './codes'
import { icd10Edition, icd10Entries, isIcd10Code } from './icd10'
import { searchDiagnoses } from './icd10-search'

const codesOf = (query: string) => searchDiagnoses(icd10Entries, query).map((e) => e.code)

describe('the ICD-10 list', () => {
  it('starts with the indication codes, with their names, then every other code once', () => {
    expect(icd10Entries.slice(0, diagnoses.length).map((e) => [e.code, e.name])).toEqual(
      diagnoses.map((d) => [d.code, d.cs]),
    )
    expect(new Set(icd10Entries.map((e) => e.code)).size).toBe(icd10Entries.length)
    expect(icd10Edition).toMatchObject({ classification: 'MKN-10', publisher: 'ÚZIS ČR' })
  })

  it('holds the skin and musculoskeletal chapters at category level', () => {
    for (const code of ['L00', 'L20', 'L63', 'L93', 'L99', 'M00', 'M10', 'M32', 'M81', 'M99'])
      expect(isIcd10Code(code), code).toBe(true)
    expect(isIcd10Code('M44')).toBe(false)
    expect(isIcd10Code('L40.7')).toBe(false)
  })
})

describe('searching the diagnoses', () => {
  it('finds a name without its diacritics', () => {
    expect(codesOf('seronegativni revmaticka')).toEqual(['M06.0'])
    expect(codesOf('KOPRIVKA')).toContain('L50.1')
  })

  it('finds by code, with or without the dot, the code matches first', () => {
    expect(codesOf('l405')).toEqual(['L40.5'])
    expect(codesOf('M05')).toEqual(['M05.8', 'M05.9', 'M05', 'M05.0', 'M05.1', 'M05.2', 'M05.3'])
    expect(codesOf('M32')).toEqual(['M32'])
  })

  it('finds nothing for a text no entry holds', () => {
    expect(codesOf('xyzzy')).toEqual([])
    expect(codesOf('Q99')).toEqual([])
  })

  it('an empty query keeps the whole list in its order', () => {
    expect(codesOf('  ')).toEqual(icd10Entries.map((e) => e.code))
  })
})
