import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { carryScore, dropCarriedScores } from '../../shared/handoff/score-handoff'
import { initI18n } from '../../shared/i18n/i18n-store'
import { eventually, json, serve, validationFailed } from '../../test/fake-server'
import { preloadScorePicker } from '../calculators'
import { ExaminationForm, type ExaminationTarget } from './examination-form'
import { formDetail, ids } from './test/server'

// The pickers' lazy chunk, transformed once before the tests (slow on a busy machine), so
// the tests' waits are about the form, not the compiler.
beforeAll(preloadScorePicker, 60_000)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  dropCarriedScores('examination')
})

type Sent = { route: string; body: unknown }[]

async function renderForm(
  target: ExaminationTarget = { mode: 'new', patientId: ids.patient },
  answer: () => Response = () => json(formDetail(), 201),
): Promise<{ sent: Sent; onDone: ReturnType<typeof vi.fn> }> {
  const sent = serve({ 'POST /api/forms': answer, [`PUT /api/forms/${ids.form}`]: answer })
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  const onDone = vi.fn()
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Suspense fallback={null}>
        <ExaminationForm target={target} onDone={onDone} onCancel={vi.fn()} />
      </Suspense>
    </QueryClientProvider>,
  )
  await screen.findByRole('textbox', { name: /Nález/ })
  return { sent, onDone }
}

const group = (legend: string | RegExp) => screen.getByRole('group', { name: legend })
const pick = async (legend: string | RegExp, option: string | RegExp) => {
  await userEvent.click(within(group(legend)).getByRole('radio', { name: option }))
}
const posted = (sent: Sent, route = 'POST /api/forms') =>
  sent.find((s) => s.route === route)?.body as Record<string, unknown> & {
    scores: { score: string; input: Record<string, unknown>; result?: { display: number } }[]
  }

describe('the examination form', () => {
  it('enters PASI and DLQI with the calculators’ pickers, shows each result live and sends the inputs', async () => {
    const { sent, onDone } = await renderForm()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Druh vyšetření/ }),
      'dermatology_visit',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Přidat skóre PASI' }))
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
      await userEvent.click(within(question).getByRole('radio', { name: /^Vůbec ne/ }))
    }
    await pick(/Zabránila vám kůže/, /^Ano/)
    expect(screen.getByTestId('live-dlqi').textContent).toBe('3')

    await userEvent.click(screen.getByRole('button', { name: 'Přidat léčbu' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Druh léčby/ }), 'biologic')
    await userEvent.type(screen.getByRole('textbox', { name: /Lék/ }), 'adalimumab')
    await userEvent.type(screen.getByRole('textbox', { name: /Dávka/ }), '40 mg')
    await userEvent.type(screen.getByLabelText(/Zahájení/), '2026-06-01')
    await userEvent.type(screen.getByRole('textbox', { name: /Nález/ }), 'Ložiska na trupu.')

    await userEvent.click(screen.getByRole('button', { name: 'Uložit vyšetření' }))
    await eventually(() => {
      expect(onDone).toHaveBeenCalledWith(ids.form)
    })
    const body = posted(sent)
    expect(body.patientId).toBe(ids.patient)
    expect(body.kind).toBe('dermatology_visit')
    expect(body.findings).toBe('Ložiska na trupu.')
    expect(body.scores.map((s) => s.score)).toEqual(['pasi', 'dlqi'])
    expect(body.scores[0]?.input.trunk).toEqual({
      erythema: 3,
      induration: 2,
      desquamation: 2,
      area: 4,
    })
    // The result computed here goes along, for the server to compare with its own.
    expect(body.scores[0]?.result?.display).toBe(8.4)
    expect(body.scores[1]?.input).toMatchObject({ q1: 'not_at_all', q7: 'yes' })
    expect(body.treatments).toEqual([
      { kind: 'biologic', drug: 'adalimumab', dose: '40 mg', start: '2026-06-01', stop: null },
    ])
  })

  it('opens with the scores carried from a calculator page and their kind of visit', async () => {
    carryScore({ score: 'bsa', values: { percent: '12' }, input: { percent: 12 } }, 'examination')
    await renderForm()
    expect(screen.getByRole('combobox', { name: /Druh vyšetření/ })).toHaveProperty(
      'value',
      'dermatology_visit',
    )
    expect((await screen.findByTestId('live-bsa')).textContent).toBe('12\u00a0%')
  })

  it('puts the server’s refusals on their fields and keeps the values', async () => {
    const { sent, onDone } = await renderForm({ mode: 'new', patientId: ids.patient }, () =>
      validationFailed([
        { path: 'treatments.0.stop', message: 'Konec léčby nemůže předcházet jejímu začátku.' },
        { path: 'examinedOn', message: 'Datum vyšetření nemůže být v budoucnosti.' },
      ]),
    )
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Druh vyšetření/ }),
      'rheumatology_visit',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Přidat léčbu' }))
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Druh léčby/ }),
      'conventional',
    )
    await userEvent.type(screen.getByRole('textbox', { name: /Lék/ }), 'metotrexát')
    await userEvent.type(screen.getByLabelText(/Zahájení/), '2026-06-01')
    await userEvent.type(screen.getByLabelText(/Ukončení/), '2026-07-01')
    await userEvent.click(screen.getByRole('button', { name: 'Uložit vyšetření' }))
    await eventually(() => {
      expect(sent.some((s) => s.route === 'POST /api/forms')).toBe(true)
    })
    const stop = screen.getByLabelText(/Ukončení/)
    await eventually(() => {
      expect(stop.getAttribute('aria-invalid')).toBe('true')
    })
    expect(screen.getByText('Konec léčby nemůže předcházet jejímu začátku.')).toBeTruthy()
    expect(screen.getByLabelText(/Datum vyšetření/).getAttribute('aria-invalid')).toBe('true')
    expect(onDone).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: /Lék/ })).toHaveProperty('value', 'metotrexát')
  })

  it('refuses on the client a treatment without its kind, before sending anything', async () => {
    const { sent } = await renderForm()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Druh vyšetření/ }),
      'dermatology_visit',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Přidat léčbu' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Lék/ }), 'adalimumab')
    await userEvent.click(screen.getByRole('button', { name: 'Uložit vyšetření' }))
    await eventually(() => {
      expect(
        screen.getByRole('combobox', { name: /Druh léčby/ }).getAttribute('aria-invalid'),
      ).toBe('true')
    })
    expect(sent.some((s) => s.route === 'POST /api/forms')).toBe(false)
  })

  it('changes a saved examination as its next version, keeping the saved scores', async () => {
    const { sent, onDone } = await renderForm({ mode: 'edit', detail: formDetail() }, () =>
      json(formDetail({ version: 3, currentVersion: 3 })),
    )
    const findings = screen.getByRole('textbox', { name: /Nález/ })
    await userEvent.clear(findings)
    await userEvent.type(findings, 'Zlepšení.')
    await userEvent.click(screen.getByRole('button', { name: 'Uložit změny' }))
    await eventually(() => {
      expect(onDone).toHaveBeenCalledWith(ids.form)
    })
    const body = posted(sent, `PUT /api/forms/${ids.form}`)
    expect(body.baseVersion).toBe(2)
    expect(body.findings).toBe('Zlepšení.')
    expect(body).not.toHaveProperty('kind')
    expect(body.scores.map((s) => s.score)).toEqual(['pasi', 'dlqi'])
  })
})
