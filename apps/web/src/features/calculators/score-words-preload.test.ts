import { describe, expect, it, vi } from 'vitest'
import { calculatorCatalogue } from './calculator-messages'
import { preloadScoreWords } from './index'
import { scoreNameKeys } from './score-names'

describe('preloadScoreWords', () => {
  it('loads the score names of a language before any screen asks for them', async () => {
    expect(calculatorCatalogue.isLoaded('en')).toBe(false)
    preloadScoreWords('en')
    await vi.waitFor(() => {
      expect(calculatorCatalogue.isLoaded('en')).toBe(true)
    })
    // Names of both specialties (the index adds both parts of the catalogue).
    expect(calculatorCatalogue.translate('en', scoreNameKeys.pasi)).toBe('PASI')
    expect(calculatorCatalogue.translate('en', scoreNameKeys['das28-crp'])).toMatch(/^DAS28/)
  })
})
