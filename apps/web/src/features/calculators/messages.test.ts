import { severityRuleSets, scoreIds } from '@konzilium/scores'
import { describe, expect, it } from 'vitest'
import { catalogueDifferences } from '../../shared/i18n/catalogue-parity'
import { calculatorList, nameKey, purposeKey, tabKey } from './calculator-list'
import { jointName } from './components/joint-picker/joint-names'
import { jointSets } from './components/joint-picker/joints'
import { interpretationKey } from './components/score-calculator'
import { bandLabelKey, bandTones, type BandFamily } from './lib/bands'
import { sourceKey } from './lib/sources'
import cs from './messages/cs.json'
import en from './messages/default.json'
import { rheumatologyConfigs } from './scores/rheumatology-configs'
import { bsaConfig, pasiResponseConfig } from './scores/dermatology-configs'

const sourceIds = [...scoreIds, ...severityRuleSets.map((set) => set.id)]
const catalogues = { cs: cs as Record<string, unknown>, en: en as Record<string, unknown> }

describe('calculator catalogues', () => {
  it('have the same keys and placeholders in Czech and English', () => {
    expect(catalogueDifferences(cs, en)).toEqual([])
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
      expect([key, typeof cs[key], typeof en[key]]).toEqual([key, 'string', 'string'])
      expect([key, cs[key]]).not.toEqual([key, en[key]])
    }
  })

  it('name every joint of both homunculi, distinctly', () => {
    for (const joints of Object.values(jointSets)) {
      for (const [locale, catalogue] of Object.entries(catalogues)) {
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
