import { scoreIds, scoreRegistry } from '@konzilium/scores'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../../shared/i18n/locale'
import { calculatorCatalogue } from './calculator-messages'
import { dermatologyPart } from './dermatology/messages/part'
import { rheumatologyPart } from './rheumatology/messages/part'
import { bandTones } from './lib/bands'
import { definitionFormula, scoreNameKeys } from './score-names'
import { scoreBandFamilies, scoreBandInWords, scoreVersionInWords } from './score-words'
import { bsaConfig, pasiResponseConfig } from './scores/dermatology-configs'
import { rheumatologyConfigs } from './scores/rheumatology-configs'

beforeAll(async () => {
  // Both specialties' texts, as the feature's index loads them for other features.
  calculatorCatalogue.addPart(dermatologyPart)
  calculatorCatalogue.addPart(rheumatologyPart)
  await Promise.all([calculatorCatalogue.load('cs'), calculatorCatalogue.load('en')])
})

/** What a reader of `locale` sees for a stored score's version, with the real catalogues. */
function words(locale: Locale, version: string, score: (typeof scoreIds)[number]): string {
  return scoreVersionInWords(
    (key, params) => calculatorCatalogue.translate(locale, key, params),
    version,
    score,
  )
}

describe('a stored score’s formula version in words', () => {
  it('names the score as the calculators do and the version as a number, in Czech', () => {
    expect(words('cs', 'das28-esr@1', 'das28-esr')).toBe('DAS28-FW · verze výpočtu 1')
    expect(words('cs', 'das28-crp-3v@1', 'das28-crp-3v')).toBe(
      'DAS28-CRP (3 proměnné) · verze výpočtu 1',
    )
    expect(words('cs', 'pasi@2', 'pasi')).toBe('PASI · verze výpočtu 2')
  })

  it('and in English', () => {
    expect(words('en', 'das28-esr@1', 'das28-esr')).toBe('DAS28-ESR · calculation version 1')
    expect(words('en', 'das28-crp-3v@1', 'das28-crp-3v')).toBe(
      'DAS28-CRP (3 variables) · calculation version 1',
    )
    expect(words('en', 'asdas-esr@1', 'asdas-esr')).toBe('ASDAS-ESR · calculation version 1')
  })

  it('names a formula whose id is not a score by the score it was stored under', () => {
    expect(words('cs', 'iga-mod-2011@1', 'iga')).toBe('IGA · verze výpočtu 1')
    expect(words('en', 'spga-6@1', 'spga')).toBe('sPGA · calculation version 1')
  })

  it('shows an id in another form as it is rather than hiding it', () => {
    expect(words('cs', 'das28-esr', 'das28-esr')).toBe('das28-esr')
    expect(words('en', 'DAS28@v1', 'das28-esr')).toBe('DAS28@v1')
  })

  it('has a name for every score in both languages', () => {
    for (const locale of ['cs', 'en'] as const)
      for (const score of scoreIds) {
        const name = calculatorCatalogue.translate(locale, scoreNameKeys[score])
        expect(name, `${locale} ${score}`).not.toBe(scoreNameKeys[score])
        expect(name.length, `${locale} ${score}`).toBeGreaterThan(0)
      }
  })

  it('is named on a calculator’s result as on a stored result of the same formula', () => {
    for (const config of [...rheumatologyConfigs, bsaConfig, pasiResponseConfig])
      for (const variant of config.variants)
        expect(definitionFormula(variant.definition, 'result.heading')).toEqual({
          id: variant.definition.version,
          name: variant.displayName,
        })
  })
})

describe('a score’s band in words', () => {
  const band = (locale: Locale, score: (typeof scoreIds)[number], id: string) =>
    scoreBandInWords((key, params) => calculatorCatalogue.translate(locale, key, params), score, id)

  it('is labelled as its calculator labels it, in Czech and English', () => {
    expect(band('cs', 'das28-esr', 'moderate')).toBe('střední aktivita')
    expect(band('en', 'das28-esr', 'moderate')).toBe('moderate activity')
  })

  it('has a label for every band of every score in both languages', () => {
    for (const locale of ['cs', 'en'] as const)
      for (const score of scoreIds)
        for (const id of scoreRegistry[score].definition.bandIds as readonly string[]) {
          const family = scoreBandFamilies[score]
          expect(family && Object.hasOwn(bandTones[family], id), `${score} ${id}`).toBe(true)
          const label = band(locale, score, id)
          expect(label, `${locale} ${score} ${id}`).not.toMatch(/^band\./)
          expect(label.length, `${locale} ${score} ${id}`).toBeGreaterThan(0)
        }
  })

  it('shows a band the score does not have as it is rather than hiding it', () => {
    expect(band('cs', 'napsi', 'high')).toBe('high')
    expect(band('cs', 'das28-esr', 'toString')).toBe('toString')
  })
})
