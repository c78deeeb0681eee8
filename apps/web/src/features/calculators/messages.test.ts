import { severityRuleSets, scoreIds } from '@konzilium/scores'
import { describe, expect, it } from 'vitest'
import { catalogueDifferences } from '../../shared/i18n/catalogue-parity'
import { calculatorList, nameKey, purposeKey, tabKey } from './calculator-list'
import { jointName } from './components/joint-picker/joint-names'
import { jointSets } from './components/joint-picker/joints'
import { interpretationKey } from './components/score-calculator'
import { bandLabelKey, bandTones, type BandFamily } from './lib/bands'
import { sourceKey } from './lib/sources'
import csDermatology from './dermatology/messages/cs.json'
import enDermatology from './dermatology/messages/default.json'
import cs from './messages/cs.json'
import en from './messages/default.json'
import csRheumatology from './rheumatology/messages/cs.json'
import enRheumatology from './rheumatology/messages/default.json'
import { rheumatologyConfigs } from './scores/rheumatology-configs'
import { bsaConfig, pasiResponseConfig } from './scores/dermatology-configs'

const sourceIds = [...scoreIds, ...severityRuleSets.map((set) => set.id)]
type Texts = Record<string, unknown>
/** What a page loads: the shared catalogue and its specialty's part. */
const pages = {
  dermatology: {
    cs: { ...cs, ...csDermatology } as Texts,
    en: { ...en, ...enDermatology } as Texts,
  },
  rheumatology: {
    cs: { ...cs, ...csRheumatology } as Texts,
    en: { ...en, ...enRheumatology } as Texts,
  },
}
const catalogues = {
  cs: { ...pages.dermatology.cs, ...pages.rheumatology.cs },
  en: { ...pages.dermatology.en, ...pages.rheumatology.en },
}
/** The band families each page shows (the band look-up shows those of its own page only). */
const dermatologyFamilies: readonly BandFamily[] = [
  'pasi',
  'bsa',
  'dlqi',
  'iga',
  'igaResponse',
  'spga',
  'pasiResponse',
  'ruleOfTens',
  'consensus',
  'czech',
]
const familiesOf: Record<'dermatology' | 'rheumatology', readonly BandFamily[]> = {
  dermatology: dermatologyFamilies,
  rheumatology: (Object.keys(bandTones) as BandFamily[]).filter(
    (family) => !dermatologyFamilies.includes(family),
  ),
}

describe('calculator catalogues', () => {
  it('have the same keys and placeholders in Czech and English', () => {
    expect(catalogueDifferences(cs, en)).toEqual([])
    expect(catalogueDifferences(csDermatology, enDermatology)).toEqual([])
    expect(catalogueDifferences(csRheumatology, enRheumatology)).toEqual([])
  })

  it('give each page the texts of its own calculators (shared catalogue + its specialty’s part)', () => {
    for (const [specialty, catalogue] of Object.entries(pages)) {
      const own = calculatorList.filter((entry) => entry.specialty === specialty)
      const sources = own.map((entry) => entry.id).filter((id) => sourceIds.includes(id))
      const computed = [
        ...calculatorList.flatMap((entry) => [nameKey(entry.id), tabKey(entry.id)]),
        ...own.map((entry) => purposeKey(entry.id)),
        ...familiesOf[specialty as keyof typeof familiesOf].flatMap((family) =>
          Object.keys(bandTones[family]).map((band) => bandLabelKey(family, band as never)),
        ),
        ...sources.map(sourceKey),
        ...(specialty === 'dermatology' ? severityRuleSets.map((set) => sourceKey(set.id)) : []),
      ]
      for (const [locale, texts] of Object.entries(catalogue)) {
        const missing = computed.filter((key) => !(key in texts))
        expect([specialty, locale, missing]).toEqual([specialty, locale, []])
      }
    }
  })

  it('hold the texts that are looked up by computed keys', () => {
    const computed = [
      ...calculatorList.flatMap((entry) => [
        nameKey(entry.id),
        tabKey(entry.id),
        purposeKey(entry.id),
      ]),
      ...(Object.keys(bandTones) as BandFamily[]).flatMap((family) =>
        Object.keys(bandTones[family]).map((band) => bandLabelKey(family, band as never)),
      ),
      ...[...rheumatologyConfigs, bsaConfig, pasiResponseConfig].flatMap((config) =>
        Object.keys(bandTones[config.family]).map((band) =>
          interpretationKey(config.interpretationPrefix, band),
        ),
      ),
      ...['pasi', 'dlqi', 'iga', 'spga'].flatMap((family) =>
        Object.keys(bandTones[family as BandFamily]).map((band) => interpretationKey(family, band)),
      ),
      ...['ruleOfTens', 'consensus', 'czech'].flatMap((family) =>
        Object.keys(bandTones[family as BandFamily]).map((band) => interpretationKey(family, band)),
      ),
      interpretationKey('napsi', 'none'),
      ...sourceIds.map(sourceKey),
    ]
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const missing = computed.filter((key) => !(key in catalogue))
      expect([locale, missing]).toEqual([locale, []])
    }
  })

  it('give every score its source note in the page’s language, not the package’s English', () => {
    for (const id of sourceIds) {
      const key = sourceKey(id)
      expect([key, typeof catalogues.cs[key], typeof catalogues.en[key]]).toEqual([
        key,
        'string',
        'string',
      ])
      expect([key, catalogues.cs[key]]).not.toEqual([key, catalogues.en[key]])
    }
  })

  it('name every joint of both homunculi, distinctly, on the rheumatology page', () => {
    for (const joints of Object.values(jointSets)) {
      for (const [locale, catalogue] of Object.entries(pages.rheumatology)) {
        const t = (key: string, params?: Record<string, string | number>) => {
          const text = catalogue[key]
          if (typeof text !== 'string') throw new Error(`${locale}: no text for ${key}`)
          return text.replace('{n}', String(params?.n ?? ''))
        }
        const names = joints.map((joint) => jointName(t as never, joint))
        expect(new Set(names).size).toBe(joints.length)
      }
    }
  })
})
