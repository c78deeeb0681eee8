import { describe, expect, it } from 'vitest'
import { buildCopyText, joinCopyParts } from './copy-text'

const date = new Date(2026, 10, 22, 10, 30)

describe('copy as text', () => {
  it('writes the Czech record line with decimal commas and a Czech date', () => {
    expect(
      buildCopyText('cs', {
        score: 'DAS28-CRP',
        value: '4,12',
        band: 'střední aktivita',
        inputs: [
          { label: 'TJC', value: '6' },
          { label: 'SJC', value: '4' },
          { label: 'CRP', value: '12\u00a0mg/l' },
          { label: 'PGH', value: '55\u00a0mm' },
        ],
        date,
      }),
    ).toBe('DAS28-CRP 4,12 (střední aktivita); TJC 6, SJC 4, CRP 12 mg/l, PGH 55 mm; 22. 11. 2026')
  })

  it('writes the English line with points and a British date', () => {
    expect(
      buildCopyText('en', {
        score: 'DAS28-CRP',
        value: '4.12',
        band: 'moderate activity',
        inputs: [
          { label: 'TJC', value: '6' },
          { label: 'CRP', value: '12\u00a0mg/L' },
        ],
        date,
      }),
    ).toBe('DAS28-CRP 4.12 (moderate activity); TJC 6, CRP 12 mg/L; 22 Nov 2026')
  })

  it('leaves out the band of a score without bands, and empty inputs', () => {
    expect(buildCopyText('cs', { score: 'NAPSI', value: '7', band: null, inputs: [], date })).toBe(
      'NAPSI 7; 22. 11. 2026',
    )
  })

  it('joins several verdicts (psoriasis severity)', () => {
    expect(
      joinCopyParts(
        'cs',
        ['Pravidlo desítek: těžká psoriáza', 'Evropský konsenzus: nezařazeno'],
        [{ label: 'PASI', value: '12,4' }],
        date,
      ),
    ).toBe(
      'Pravidlo desítek: těžká psoriáza; Evropský konsenzus: nezařazeno; PASI 12,4; 22. 11. 2026',
    )
  })
})
