import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { toasts } from '../../shared/toasts/toast-store'
import { NewReferralForm } from './referral-form'
import { centreList, ids, referralDetail } from './test/server'
import { eventually, json, serve, validationFailed } from '../../test/fake-server'

const FROM = 'Od'
const TO = 'Do'

afterEach(() => {
  toasts.reset()
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

async function renderForm(locale: 'cs' | 'en', createAnswer: () => Response | Promise<Response>) {
  const sent = serve({
    'GET /api/centers': () => json(centreList),
    'POST /api/referral-requests': createAnswer,
  })
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  const onDone = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <NewReferralForm patientId={ids.patient} onDone={onDone} onBack={vi.fn()} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { sent, onDone, posts: () => sent.filter((s) => s.route.startsWith('POST')) }
}

/** Diagnosis and centre chosen (the centres have loaded). */
async function fillRequired() {
  await userEvent.selectOptions(await screen.findByLabelText('Diagnóza (MKN-10)'), 'L40.0')
  const centre = screen.getByRole('combobox', { name: 'Cílové centrum' })
  await screen.findByRole('option', { name: 'Centrum Praha, Praha' })
  await userEvent.selectOptions(centre, ids.centre)
}

describe('the new referral form', () => {
  it('says in Czech what is missing and focuses the first such field, sending nothing', async () => {
    const { posts } = await renderForm('cs', () => json(referralDetail()))
    await userEvent.click(await screen.findByRole('button', { name: 'Odeslat žádost' }))
    const diagnosis = screen.getByLabelText('Diagnóza (MKN-10)')
    await eventually(() => {
      expect(document.activeElement).toBe(diagnosis)
    })
    expect(diagnosis.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Vyberte diagnózu.')).toBeTruthy()
    expect(screen.getByText('Vyberte centrum.')).toBeTruthy()
    expect(posts()).toEqual([])
    // Choosing the centre takes its message away at once.
    await screen.findByRole('option', { name: 'Centrum Praha, Praha' })
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Cílové centrum' }),
      ids.centre,
    )
    expect(screen.queryByText('Vyberte centrum.')).toBeNull()
  })

  it('and in English', async () => {
    await renderForm('en', () => json(referralDetail()))
    await userEvent.click(await screen.findByRole('button', { name: 'Send referral' }))
    expect(await screen.findByText('Choose a diagnosis.')).toBeTruthy()
    expect(screen.getByText('Choose a centre.')).toBeTruthy()
  })

  it('puts the server’s field errors on their fields, a treatment row’s on that row', async () => {
    const { posts } = await renderForm('cs', () =>
      validationFailed([
        { path: 'centerId', message: 'Toto centrum nelze vybrat.' },
        // The first row sent is the second typed: the first has no drug and is left out.
        { path: 'previousTreatments.0.dose', message: 'Dávka je příliš dlouhá.' },
      ]),
    )
    await fillRequired()
    const treatments = screen.getByRole('group', { name: 'Předchozí léčba' })
    await userEvent.click(within(treatments).getByRole('button', { name: 'Přidat řádek' }))
    await userEvent.click(within(treatments).getByRole('button', { name: 'Přidat řádek' }))
    const drugs = within(treatments).getAllByLabelText('Léčivo / metoda')
    await userEvent.type(drugs[1] as HTMLElement, 'Metotrexát')
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }))

    const centre = screen.getByRole('combobox', { name: 'Cílové centrum' })
    await eventually(() => {
      expect(centre.getAttribute('aria-invalid')).toBe('true')
    })
    expect(screen.getByText('Toto centrum nelze vybrat.').id).toBe(
      centre.getAttribute('aria-describedby'),
    )
    const doses = within(treatments).getAllByLabelText('Dávka')
    expect(doses[0]?.getAttribute('aria-invalid')).toBeNull()
    expect(doses[1]?.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Dávka je příliš dlouhá.')).toBeTruthy()
    // On the fields, not above the form.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(centre)
    expect(posts()).toHaveLength(1)
  })

  it('sends the parsed referral and hands over the new id', async () => {
    const { posts, onDone } = await renderForm('cs', () => json(referralDetail()))
    await fillRequired()
    await userEvent.type(screen.getByLabelText('Poznámka pro centrum'), '  Kontrola za měsíc.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }))
    await eventually(() => {
      expect(onDone).toHaveBeenCalledWith(ids.referral)
    })
    expect(posts()).toEqual([
      {
        route: 'POST /api/referral-requests',
        body: {
          patientId: ids.patient,
          centerId: ids.centre,
          diagnosis: 'L40.0',
          urgency: 'routine',
          scores: [],
          previousTreatments: [],
          currentTreatments: [],
          note: 'Kontrola za měsíc.',
        },
      },
    ])
  })

  it('takes a month as 03/2024 or 3/2024 and sends it as YYYY-MM; a wrong one is marked on its field', async () => {
    const { posts } = await renderForm('cs', () => json(referralDetail()))
    await fillRequired()
    const treatments = screen.getByRole('group', { name: 'Předchozí léčba' })
    await userEvent.click(within(treatments).getByRole('button', { name: 'Přidat řádek' }))
    await userEvent.type(within(treatments).getByLabelText('Léčivo / metoda'), 'Metotrexát')
    const from = within(treatments).getByLabelText(FROM)
    const to = within(treatments).getByLabelText(TO)
    await userEvent.type(from, '13/2024')
    await userEvent.type(to, '3/2024')
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }))
    await eventually(() => {
      expect(from.getAttribute('aria-invalid')).toBe('true')
    })
    expect(screen.getByText('Zadejte měsíc a rok, např. 03/2024.')).toBeTruthy()
    expect(to.getAttribute('aria-invalid')).toBeNull()
    expect(posts()).toEqual([])
    await userEvent.clear(from)
    await userEvent.type(from, '03/2023')
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }))
    await eventually(() => {
      expect(posts()).toHaveLength(1)
    })
    expect(posts()[0]?.body).toMatchObject({
      previousTreatments: [{ drug: 'Metotrexát', from: '2023-03', to: '2024-03' }],
    })
  })

  it('shows a failure without a field above the form, and clears it when sending succeeds', async () => {
    let calls = 0
    const { onDone } = await renderForm('cs', () =>
      calls++ === 0
        ? json(
            {
              statusCode: 409,
              statusMessage: 'Akci nelze provést v aktuálním stavu.',
              message: 'Conflict',
              code: 'CONFLICT',
              issues: [{ path: '', message: 'Pacient už má otevřenou žádost.' }],
            },
            409,
          )
        : json(referralDetail()),
    )
    await fillRequired()
    const send = screen.getByRole('button', { name: 'Odeslat žádost' })
    await userEvent.click(send)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Pacient už má otevřenou žádost.')
    expect(alert.textContent).not.toContain('App Error')
    await userEvent.click(send)
    await eventually(() => {
      expect(onDone).toHaveBeenCalledWith(ids.referral)
    })
    expect(screen.queryByRole('alert')).toBeNull()
    // The success says what was done and for whom.
    expect(toasts.current()).toMatchObject({
      type: 'success',
      title: 'Žádost pro Jana Nováková odeslána',
    })
  })

  it('keeps the send button disabled while the referral is on its way', async () => {
    let answer: (response: Response) => void = () => undefined
    const { onDone } = await renderForm(
      'cs',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    await fillRequired()
    const send = screen.getByRole('button', { name: 'Odeslat žádost' })
    await userEvent.click(send)
    await eventually(() => {
      expect(send).toHaveProperty('disabled', true)
    })
    answer(json(referralDetail()))
    await eventually(() => {
      expect(onDone).toHaveBeenCalledWith(ids.referral)
    })
    expect(send).toHaveProperty('disabled', false)
  })
})
