import { describe, expect, it } from 'vitest'
import cs from './messages/cs.json'
import type { ReferralMessageKey } from './referral-messages'
import { scoreComponents } from './score-components'

// The Czech catalogue as the translator, placeholders filled in as the app fills them.
const t = (key: ReferralMessageKey, params: Record<string, string | number> = {}) =>
  (cs[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
const known = new Set(Object.keys(cs))
const components = (score: Parameters<typeof scoreComponents>[0], input: unknown) =>
  scoreComponents(score, input, t, 'cs', known).map((c) => `${c.label}: ${c.value}`)

describe('the components a centre reads beside a score', () => {
  it('name each field of a number score with its label', () => {
    expect(components('das28-esr', { tjc28: 4, sjc28: 5, esr: 7, patientGlobalMm: 50 })).toEqual([
      'Bolestivé klouby TJC28: 4',
      'Oteklé klouby SJC28: 5',
      'FW (mm/h): 7',
      'Celkové hodnocení pacientem (mm VAS): 50',
    ])
    expect(components('spga', { erythema: 3, induration: 2, scaling: 2 })).toEqual([
      'Erytém: 3',
      'Infiltrace: 2',
      'Šupinění: 2',
    ])
  })

  it('give PASI by region, DLQI by question and NAPSI by nail', () => {
    const region = { erythema: 3, induration: 2, desquamation: 1, area: 4 }
    expect(components('pasi', { head: region })).toEqual([
      expect.stringMatching(/Erytém 3, Infiltrace 2, Šupinění 1, .* 4$/),
    ])
    expect(components('dlqi', { q1: 'a_lot', q7: 'no', q7b: 'a_little' })[0]).toBe('Otázka 1: 2 b.')
    expect(
      components('napsi', {
        nails: [
          { matrix: 2, bed: 0 },
          { matrix: 0, bed: 4 },
        ],
      }),
    ).toEqual(['Nehet 1: matrix 2, lůžko 0', 'Nehet 2: matrix 0, lůžko 4'])
  })
})
