import { describe, expect, it } from 'vitest'
import { jointCountSpecs } from '../components/joint-picker/joint-counts'
import { das28CrpConfig } from '../scores/rheumatology-configs'
import { pasiSpecs } from '../scores/pasi-regions'
import { scoreCalculatorSpecs } from '../components/score-calculator'
import { decodeForm, emptyForm, encodeForm, toQueryString, type ParamSpec } from './form-state'

const das28Specs = scoreCalculatorSpecs(das28CrpConfig)
const query = (specs: readonly ParamSpec[], state: Record<string, string>) =>
  toQueryString(encodeForm(specs, state))

describe('calculator state in the URL', () => {
  it('round-trips a DAS28-CRP form through the URL, in both languages', () => {
    const state = {
      ...emptyForm(das28Specs),
      score: 'das28-crp-3v',
      tender: 'wrist-r,knee-l',
      swollen: 'knee-l',
      crpMgPerL: '4,12',
    }
    const search = query(das28Specs, state)
    expect(search).toBe('score=das28-crp-3v&tender=wrist-r,knee-l&swollen=knee-l&crpMgPerL=4.12')
    expect(decodeForm(das28Specs, new URLSearchParams(search), 'cs')).toEqual(state)
    expect(decodeForm(das28Specs, new URLSearchParams(search), 'en')).toEqual({
      ...state,
      crpMgPerL: '4.12',
    })
  })

  it('keeps joints in the set’s own order and without duplicates', () => {
    const specs = jointCountSpecs(das28CrpConfig.joints ?? ({ set: 'joints28' } as never))
    const decoded = decodeForm(specs, new URLSearchParams('tender=knee-l,shoulder-r,knee-l'), 'cs')
    expect(decoded.tender).toBe('shoulder-r,knee-l')
  })

  it('leaves defaults out of the URL and restores them when absent', () => {
    const state = emptyForm(pasiSpecs)
    expect(query(pasiSpecs, state)).toBe('')
    const changed = { ...state, 'trunk.erythema': '3', 'trunk.area': '4' }
    const search = query(pasiSpecs, changed)
    expect(search).toBe('trunk.erythema=3&trunk.area=4')
    expect(decodeForm(pasiSpecs, new URLSearchParams(search), 'cs')).toEqual(changed)
  })

  it('drops garbage parameters without crashing', () => {
    const garbage = new URLSearchParams({
      score: '<script>alert(1)</script>',
      tender: 'knee-l,elbow-x,,%%%',
      swollen: 'hip-r',
      tjc28: 'six',
      crpMgPerL: '1,2,3',
      patientGlobalMm: 'x'.repeat(5000),
      unknown: '1',
    })
    const decoded = decodeForm(das28Specs, garbage, 'cs')
    expect(decoded).toEqual({
      ...emptyForm(das28Specs),
      tender: 'knee-l',
      // Hips are not in the 28-joint count, and never swollen-assessable.
      swollen: '',
    })
    expect(query(das28Specs, decoded)).toBe('tender=knee-l')
  })

  it('keeps an out-of-range number, so its field can explain it', () => {
    const decoded = decodeForm(das28Specs, new URLSearchParams('tjc28=40&crpMgPerL=-3'), 'cs')
    expect(decoded.tjc28).toBe('40')
    expect(decoded.crpMgPerL).toBe('-3')
  })

  it('does not put a half-typed or unreadable number into the URL', () => {
    const state = { ...emptyForm(das28Specs), crpMgPerL: '1,2,3', patientGlobalMm: '55,' }
    expect(query(das28Specs, state)).toBe('patientGlobalMm=55')
  })

  it('rejects a NAPSI list that is not pairs of quadrant digits', () => {
    const specs: ParamSpec[] = [
      { kind: 'pattern', name: 'nails', pattern: /^[0-4]{2}(,[0-4]{2}){0,19}$/ },
    ]
    expect(decodeForm(specs, new URLSearchParams('nails=12,04'), 'cs').nails).toBe('12,04')
    expect(decodeForm(specs, new URLSearchParams('nails=15,04'), 'cs').nails).toBe('')
    expect(
      decodeForm(specs, new URLSearchParams(`nails=${Array(21).fill('00').join(',')}`), 'cs').nails,
    ).toBe('')
  })

  it('escapes what must be escaped but keeps commas readable', () => {
    expect(
      toQueryString([
        ['q', 'a b&c'],
        ['tender', 'knee-l,knee-r'],
      ]),
    ).toBe('q=a%20b%26c&tender=knee-l,knee-r')
  })
})
