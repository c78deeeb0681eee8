import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { preloadScorePicker } from '../calculators'
import { ScoreInputs, type ScoreDraft } from './score-inputs'

// The pickers' lazy chunk, transformed once before the tests (slow on a busy machine), so
// the tests' waits are about the form, not the compiler.
beforeAll(preloadScorePicker, 60_000)

afterEach(cleanup)

const das28Esr: ScoreDraft = {
  score: 'das28-esr',
  values: { tjc28: '4', sjc28: '5', esr: '7', patientGlobalMm: '50' },
}

/** The referral's score section in `locale`, DAS28-ESR added and DAS28-CRP still offered. */
async function renderScores(
  locale: 'cs' | 'en',
  changes: ScoreDraft[][] = [],
  drafts: ScoreDraft[] = [das28Esr],
) {
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  // Awaited: a picker score's picker loads on demand (it suspends while it does).
  await act(async () => {
    await Promise.resolve()
    render(
      <Suspense fallback={null}>
        <ScoreInputs
          available={['das28-esr', 'das28-crp']}
          drafts={drafts}
          onChange={(drafts) => {
            changes.push(drafts)
          }}
        />
      </Suspense>,
    )
  })
}

describe('the scores of a new referral', () => {
  it('are named as the calculators name them, in Czech', async () => {
    const changes: ScoreDraft[][] = []
    await renderScores('cs', changes)
    expect(await screen.findByRole('heading', { name: 'DAS28-FW' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Odebrat skóre DAS28-FW' })).toBeTruthy()
    // The live result with its band as the calculator labels it.
    expect(screen.getByTestId('live-das28-esr').parentElement?.textContent).toBe(
      '3,81 (střední aktivita)',
    )
    const add = screen.getByRole('button', { name: 'Přidat skóre DAS28-CRP' })
    // What is seen: the score's name after a plus, never its id.
    expect(add.textContent).toBe('+ Přidat skóre DAS28-CRP')
    expect(document.body.textContent).not.toMatch(/DAS28-ESR|das28-/)
    await userEvent.click(add)
    expect(changes).toEqual([[das28Esr, { score: 'das28-crp', values: {} }]])
    // DAS28 is entered with the calculator's picker, loaded on demand, showing the draft's values.
    await waitFor(
      () => {
        expect(document.querySelector('.calc__loading')).toBeNull()
      },
      { timeout: 10_000 },
    )
    expect(screen.getByRole('textbox', { name: /FW/ })).toHaveProperty('value', '7')
  })

  it('and in English', async () => {
    await renderScores('en')
    expect(await screen.findByRole('heading', { name: 'DAS28-ESR' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove score DAS28-ESR' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add score DAS28-CRP' })).toBeTruthy()
    expect(screen.getByTestId('live-das28-esr').parentElement?.textContent).toBe(
      '3.81 (moderate activity)',
    )
  })

  it('give a percentage with its unit (BSA), in either language', async () => {
    await renderScores('cs', [], [{ score: 'bsa', values: { percent: '12.5' } }])
    expect((await screen.findByTestId('live-bsa')).parentElement?.textContent).toBe(
      '12,5\u00a0% (těžké postižení)',
    )
    cleanup()
    await renderScores('en', [], [{ score: 'bsa', values: { percent: '2.5' } }])
    expect((await screen.findByTestId('live-bsa')).parentElement?.textContent).toBe(
      '2.5\u00a0% (mild involvement)',
    )
  })

  it('name a value out of its range with the range, not as missing', async () => {
    await renderScores('cs', [], [{ ...das28Esr, values: { ...das28Esr.values, tjc28: '40' } }])
    await waitFor(
      () => {
        expect(document.querySelector('.calc__loading')).toBeNull()
      },
      { timeout: 10_000 },
    )
    const result = document.querySelector('[data-score="das28-esr"] .referral-score__result')
    expect(result?.textContent).toBe('Opravte hodnoty mimo rozsah – Bolestivé klouby TJC28: 0–28')
    cleanup()
    await renderScores('en', [], [{ ...das28Esr, values: { ...das28Esr.values, tjc28: '40' } }])
    const english = await waitFor(() => {
      const line = document.querySelector('[data-score="das28-esr"] .referral-score__result')
      expect(line?.textContent).toMatch(/^Correct/)
      return line
    })
    expect(english?.textContent).toBe('Correct the values out of range – Tender joints TJC28: 0–28')
    // An empty field is still something to fill in.
    cleanup()
    await renderScores('cs', [], [{ ...das28Esr, values: { ...das28Esr.values, tjc28: '' } }])
    expect(
      document.querySelector('[data-score="das28-esr"] .referral-score__result')?.textContent,
    ).toBe('Doplňte hodnoty')
  })
})
