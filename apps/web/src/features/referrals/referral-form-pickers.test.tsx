import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { preloadScorePicker } from '../calculators'
import { carryScore, dropCarriedScores } from '../../shared/handoff/score-handoff'
import { NewReferralForm } from './referral-form'
import { centreList, ids, referralDetail } from './test/server'
import { eventually, json, serve } from '../../test/fake-server'

// The pickers' lazy chunk, transformed once before the tests (slow on a busy machine), so
// the tests' waits are about the form, not the compiler.
beforeAll(preloadScorePicker, 60_000)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  dropCarriedScores()
})

async function renderForm() {
  const sent = serve({
    'GET /api/centers': () => json(centreList),
    'POST /api/referral-requests': () => json(referralDetail(), 201),
  })
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Suspense fallback={null}>
        <NewReferralForm patientId={ids.patient} onDone={vi.fn()} onBack={vi.fn()} />
      </Suspense>
    </QueryClientProvider>,
  )
  await userEvent.selectOptions(await screen.findByLabelText('Diagnóza (MKN-10)'), 'L40.0')
  await screen.findByRole('option', { name: 'Centrum Praha, Praha' })
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Cílové centrum' }),
    ids.centre,
  )
  return sent
}

const group = (legend: string | RegExp) => screen.getByRole('group', { name: legend })
const pick = async (legend: string | RegExp, option: string | RegExp) => {
  await userEvent.click(within(group(legend)).getByRole('radio', { name: option }))
}

describe('the referral form with the calculators’ pickers', () => {
  it('enters PASI by region and DLQI by question, shows the verdicts live and sends the inputs', async () => {
    const sent = await renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Přidat skóre PASI' }))
    // The picker is the calculator's: the body figure's regions, then the region's grades.
    await userEvent.click(await screen.findByRole('radio', { name: 'Trup' }))
    await pick('Erytém (zarudnutí)', /^3/)
    await pick('Infiltrace (ztluštění)', /^2/)
    await pick('Deskvamace (šupení)', /^2/)
    await pick('Rozsah postižení oblasti (stupeň 0–6)', /^4/)
    // 0.3 * (3 + 2 + 2) * 4
    expect(screen.getByTestId('live-pasi').textContent).toBe('8,4')

    await userEvent.click(screen.getByRole('button', { name: 'Přidat skóre DLQI' }))
    await screen.findByText(/Jak moc vás za poslední týden trápilo svědění/)
    for (const n of [1, 2, 3, 4, 5, 6, 8, 9, 10]) {
      const question = screen
        .getAllByRole('group')
        .find(
          (g) =>
            g.querySelector(':scope > legend .dlqi-question__number')?.textContent ===
            `${String(n)}.`,
        )
      if (!question) throw new Error(`question ${String(n)}`)
      await userEvent.click(within(question).getByRole('radio', { name: /^Velmi silně/ }))
    }
    await pick(/Zabránila vám kůže/, /^Ano/)
    expect(screen.getByTestId('live-dlqi').textContent).toBe('30')

    // DLQI 30 > 10 meets the Rule of Tens' severity; no conventional treatment failed yet.
    const rule = screen
      .getByTestId('indication-verdicts')
      .querySelector('[data-verdict="psoriasis-rule-of-tens"]')
    expect(rule?.querySelector('[data-criterion="severity"]')?.getAttribute('data-status')).toBe(
      'met',
    )
    expect(
      rule?.querySelector('[data-criterion="conventional"]')?.getAttribute('data-status'),
    ).toBe('not_met')
    // PASI 8.4 with BSA unknown: the PASI > 10 preset is not met, and says it is unverified.
    const czech = screen
      .getByTestId('indication-verdicts')
      .querySelector('[data-verdict="psoriasis-czech-unverified"]')
    expect(czech?.getAttribute('data-status')).toBe('not_met')
    expect(czech?.textContent).toContain('neověřeno')

    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }))
    await eventually(() => {
      expect(sent.some((s) => s.route === 'POST /api/referral-requests')).toBe(true)
    })
    const body = sent.find((s) => s.route === 'POST /api/referral-requests')?.body as {
      scores: { score: string; input: Record<string, unknown> }[]
    }
    expect(body.scores.map((s) => s.score)).toEqual(['pasi', 'dlqi'])
    expect(body.scores[0]?.input.trunk).toEqual({
      erythema: 3,
      induration: 2,
      desquamation: 2,
      area: 4,
    })
    expect(body.scores[0]?.input.head).toEqual({
      erythema: 0,
      induration: 0,
      desquamation: 0,
      area: 0,
    })
    expect(body.scores[1]?.input).toMatchObject({ q1: 'very_much', q7: 'yes', q10: 'very_much' })
    expect(body.scores[1]?.input).not.toHaveProperty('q7b')
  })

  it('opens with the scores carried from a calculator page', async () => {
    carryScore({ score: 'bsa', values: { percent: '12' }, input: { percent: 12 } })
    await renderForm()
    expect((await screen.findByTestId('live-bsa')).textContent).toBe('12\u00a0%')
    expect(await screen.findByRole('textbox', { name: /Postižená plocha těla/ })).toHaveProperty(
      'value',
      '12',
    )
  })

  it('enters sPGA by its graded components and NAPSI nail by nail, and sends the inputs', async () => {
    const sent = await renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Přidat skóre sPGA' }))
    await pick(/^Erytém \(0–5\)/, /^3/)
    await pick(/^Infiltrace \(0–5\)/, /^2/)
    await pick(/^Šupení \(0–5\)/, /^2/)
    // The rounded mean of 3, 2 and 2.
    expect(screen.getByTestId('live-spga').textContent).toBe('2')

    await userEvent.click(screen.getByRole('button', { name: 'Přidat skóre NAPSI' }))
    const firstNail = await screen.findByRole('group', { name: 'Nehet 1' })
    // It starts as the calculator does: one nail without findings, scored 0, not "fill in".
    expect((await screen.findByTestId('live-napsi')).textContent).toBe('0')
    await userEvent.click(
      within(within(firstNail).getByRole('group', { name: /^Matrix/ })).getByRole('radio', {
        name: '2',
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Přidat nehet' }))
    const secondNail = screen.getByRole('group', { name: 'Nehet 2' })
    await userEvent.click(
      within(within(secondNail).getByRole('group', { name: /^Lůžko/ })).getByRole('radio', {
        name: '4',
      }),
    )
    expect(screen.getByTestId('live-napsi').textContent).toBe('6')

    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }))
    await eventually(() => {
      expect(sent.some((s) => s.route === 'POST /api/referral-requests')).toBe(true)
    })
    const body = sent.find((s) => s.route === 'POST /api/referral-requests')?.body as {
      scores: { score: string; input: Record<string, unknown> }[]
    }
    expect(body.scores).toEqual([
      { score: 'spga', input: { erythema: 3, induration: 2, scaling: 2 } },
      {
        score: 'napsi',
        input: {
          nails: [
            { matrix: 2, bed: 0 },
            { matrix: 0, bed: 4 },
          ],
        },
      },
    ])
  })
})
