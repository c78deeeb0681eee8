import type { ReferralAction } from '@konzilium/contract/referrals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { ReferralDecisions, redirectTargets } from './referral-decisions'
import { centreList, ids, referralDetail } from './test/server'
import { eventually, json, serve, validationFailed } from '../../test/fake-server'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

type Answer = () => Response | Promise<Response>

/** A redirect creates a new referral (POST); the other decisions change this one (PUT). */
const decisionRoute = (action: ReferralAction) =>
  `${action === 'redirect' ? 'POST' : 'PUT'} /api/referral-requests/${ids.referral}/${action}`

/** The referral's decision buttons for `actions`; one dialog opened by its button. */
async function openDialog(
  locale: 'cs' | 'en',
  actions: ReferralAction[],
  button: string,
  answer: Answer,
  referral = referralDetail({ allowedActions: actions }),
) {
  const sent = serve({
    'GET /api/centers': () => json(centreList),
    [decisionRoute(actions[0] ?? 'accept')]: answer,
  })
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  const onOpen = vi.fn()
  const onResubmit = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <ReferralDecisions referral={referral} onOpen={onOpen} onResubmit={onResubmit} />
      </Suspense>
    </QueryClientProvider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: button }))
  const posts = () => sent.filter((s) => !s.route.startsWith('GET'))
  if (onResubmit.mock.calls.length > 0) return { dialog: document.body, onOpen, onResubmit, posts }
  const dialog = await screen.findByRole('dialog')
  return { dialog, onOpen, onResubmit, posts }
}

const confirm = (dialog: HTMLElement, name = 'Potvrdit') =>
  userEvent.click(within(dialog).getByRole('button', { name }))

/** An answer held back until `release` is called. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined
  const answer = () =>
    new Promise<Response>((resolve) => {
      release = resolve
    })
  return {
    answer,
    release: (response: Response) => {
      release(response)
    },
  }
}

describe('accepting a referral', () => {
  it('sends the chosen doctor, the confirm button disabled until the answer', async () => {
    const held = heldAnswer()
    const { dialog, posts } = await openDialog('cs', ['accept'], 'Přijmout', held.answer)
    expect(
      within(dialog).getByLabelText<HTMLSelectElement>('Lékař, který pacienta převezme').value,
    ).toBe(ids.doctor)
    await confirm(dialog)
    const button = within(dialog).getByRole('button', { name: 'Potvrdit' })
    await eventually(() => {
      expect(button).toHaveProperty('disabled', true)
    })
    expect(posts()).toEqual([
      {
        route: decisionRoute('accept'),
        body: { doctorId: ids.doctor, cancelOtherOpen: false },
      },
    ])
    held.release(json(referralDetail({ state: 'accepted', allowedActions: [] })))
    await eventually(() => {
      expect(dialog).toHaveProperty('open', false)
    })
  })

  it('shows the server’s refusal of the doctor on the doctor field', async () => {
    const { dialog } = await openDialog('cs', ['accept'], 'Přijmout', () =>
      validationFailed([{ path: 'doctorId', message: 'Vyberte aktivního lékaře tohoto centra.' }]),
    )
    await confirm(dialog)
    const doctor = within(dialog).getByLabelText('Lékař, který pacienta převezme')
    await eventually(() => {
      expect(doctor.getAttribute('aria-invalid')).toBe('true')
    })
    expect(within(dialog).getByText('Vyberte aktivního lékaře tohoto centra.')).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('cannot be confirmed when the centre has no doctor who takes patients', async () => {
    const { dialog } = await openDialog(
      'en',
      ['accept'],
      'Accept',
      () => json(referralDetail()),
      referralDetail({ allowedActions: ['accept'], assignableDoctors: [] }),
    )
    expect(
      within(dialog).getByText('The centre has no active doctor who takes patients.'),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true)
  })
})

describe('accepting with a first visit, a message and the other open referrals', () => {
  const colleague = { id: ids.doctor, displayName: 'MUDr. Petr Dvořák' }
  const me = { id: ids.user, displayName: 'MUDr. Eva Malá' }

  it('starts with the signed-in doctor, offers the colleagues and sends visit and message', async () => {
    const { dialog, posts } = await openDialog(
      'cs',
      ['accept'],
      'Přijmout',
      () => json(referralDetail({ state: 'accepted', allowedActions: [] })),
      referralDetail({ allowedActions: ['accept'], assignableDoctors: [colleague, me] }),
    )
    const doctor = within(dialog).getByLabelText<HTMLSelectElement>(
      'Lékař, který pacienta převezme',
    )
    expect(doctor.value).toBe(ids.user)
    expect(within(dialog).getByRole('option', { name: colleague.displayName })).toBeTruthy()
    // Without other open referrals there is nothing to cancel.
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await userEvent.type(
      within(dialog).getByLabelText('První návštěva (nepovinné)'),
      '2031-03-04T09:30',
    )
    await userEvent.type(
      within(dialog).getByLabelText('Zpráva pro odesílajícího lékaře (nepovinné)'),
      ' Přineste výsledky CRP. ',
    )
    await confirm(dialog)
    await eventually(() => {
      expect(posts()).toEqual([
        {
          route: decisionRoute('accept'),
          body: {
            doctorId: ids.user,
            firstVisitAt: new Date('2031-03-04T09:30').toISOString(),
            message: 'Přineste výsledky CRP.',
            cancelOtherOpen: false,
          },
        },
      ])
    })
  })

  it('shows the server’s refusal of a past visit on its field', async () => {
    const { dialog } = await openDialog('en', ['accept'], 'Accept', () =>
      validationFailed([
        { path: 'firstVisitAt', message: 'The first visit cannot be in the past.' },
      ]),
    )
    await userEvent.type(
      within(dialog).getByLabelText('First visit (optional)'),
      '2020-01-01T08:00',
    )
    await confirm(dialog, 'Confirm')
    const visit = within(dialog).getByLabelText('First visit (optional)')
    await eventually(() => {
      expect(visit.getAttribute('aria-invalid')).toBe('true')
    })
    expect(within(dialog).getByText('The first visit cannot be in the past.')).toBeTruthy()
  })

  it('names the patient’s other open referrals and may cancel them with the accept', async () => {
    const other = {
      id: ids.redirected,
      state: 'pending' as const,
      diagnosis: 'L40.0',
      center: {
        id: ids.otherCentre,
        name: 'Centrum Brno',
        city: 'Brno',
        specialty: 'dermatology' as const,
      },
      createdAt: '2026-11-21T10:00:00.000Z',
      decidedAt: null,
      reasonCode: null,
      closedAt: null,
    }
    const { dialog, posts } = await openDialog(
      'en',
      ['accept'],
      'Accept',
      () => json(referralDetail({ state: 'accepted', allowedActions: [] })),
      referralDetail({ allowedActions: ['accept'], otherReferrals: [other] }),
    )
    expect(within(dialog).getByText('The patient has other open referrals:')).toBeTruthy()
    expect(within(dialog).getByText(/Centrum Brno, Brno/)).toBeTruthy()
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: "Cancel the patient's other open referrals (their centres are notified)",
      }),
    )
    await confirm(dialog, 'Confirm')
    await eventually(() => {
      expect(posts()).toEqual([
        {
          route: decisionRoute('accept'),
          body: { doctorId: ids.doctor, cancelOtherOpen: true },
        },
      ])
    })
  })
})

describe('closing and sending again', () => {
  it('closes a denied referral after a confirmation', async () => {
    const denied = referralDetail({ state: 'denied', allowedActions: ['redirect', 'close'] })
    const sent = serve({
      [`PUT /api/referral-requests/${ids.referral}/close`]: () =>
        json(referralDetail({ state: 'denied', allowedActions: [] })),
    })
    document.cookie = 'i18n_redirected=cs; Path=/'
    await initI18n()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReferralDecisions referral={denied} onOpen={vi.fn()} onResubmit={vi.fn()} />
      </QueryClientProvider>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Uzavřít žádost' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/už nebude čekat na váš krok/)).toBeTruthy()
    expect(sent.filter((s) => s.route.startsWith('PUT'))).toEqual([])
    await confirm(dialog)
    await eventually(() => {
      expect(sent.filter((s) => s.route.startsWith('PUT'))).toEqual([
        { route: `PUT /api/referral-requests/${ids.referral}/close`, body: {} },
      ])
    })
    await eventually(() => {
      expect(dialog).toHaveProperty('open', false)
    })
  })

  it('opens the prefilled form for a referral denied for missing data, without a dialog', async () => {
    const { onResubmit, posts } = await openDialog(
      'en',
      ['resubmit'],
      'Complete and send again',
      () => json(referralDetail()),
      referralDetail({
        state: 'denied',
        reasonCode: 'incomplete_data',
        allowedActions: ['resubmit', 'redirect', 'close'],
      }),
    )
    expect(onResubmit).toHaveBeenCalledWith(ids.referral)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts()).toEqual([])
  })
})

describe.each([
  {
    action: 'deny' as const,
    cs: 'Zamítnout',
    en: 'Deny',
    reason: 'capacity',
    reasonLabel: 'Kapacita centra',
  },
  {
    action: 'cancel' as const,
    cs: 'Zrušit žádost',
    en: 'Cancel referral',
    reason: 'sent_in_error',
    reasonLabel: 'Odesláno omylem',
  },
])('the $action dialog', ({ action, cs, en, reason, reasonLabel }) => {
  it('says in Czech what is missing, focuses the reason and sends nothing', async () => {
    const { dialog, posts } = await openDialog('cs', [action], cs, () => json(referralDetail()))
    await confirm(dialog)
    const reasonField = within(dialog).getByLabelText('Důvod')
    await eventually(() => {
      expect(document.activeElement).toBe(reasonField)
    })
    expect(within(dialog).getByText('Vyberte důvod.')).toBeTruthy()
    expect(within(dialog).getByText('Napište komentář.')).toBeTruthy()
    // A reason alone: the comment is still missing and takes the focus.
    await userEvent.selectOptions(reasonField, reason)
    expect(within(dialog).queryByText('Vyberte důvod.')).toBeNull()
    await confirm(dialog)
    await eventually(() => {
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Komentář'))
    })
    expect(posts()).toEqual([])
  })

  it('and in English', async () => {
    const { dialog } = await openDialog('en', [action], en, () => json(referralDetail()))
    await confirm(dialog, 'Confirm')
    expect(await within(dialog).findByText('Choose a reason.')).toBeTruthy()
    expect(within(dialog).getByText('Write a comment.')).toBeTruthy()
  })

  it('puts the server’s issue on the comment field', async () => {
    const { dialog } = await openDialog('cs', [action], cs, () =>
      validationFailed([{ path: 'comment', message: 'Komentář obsahuje nepovolený znak.' }]),
    )
    await userEvent.selectOptions(within(dialog).getByLabelText('Důvod'), reason)
    await userEvent.type(within(dialog).getByLabelText('Komentář'), 'Text')
    await confirm(dialog)
    const comment = within(dialog).getByLabelText('Komentář')
    await eventually(() => {
      expect(comment.getAttribute('aria-invalid')).toBe('true')
    })
    expect(within(dialog).getByText('Komentář obsahuje nepovolený znak.')).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('sends the reason and the trimmed comment, busy until the answer', async () => {
    const held = heldAnswer()
    const { dialog, posts } = await openDialog('cs', [action], cs, held.answer)
    expect(within(dialog).getByRole('option', { name: reasonLabel })).toBeTruthy()
    await userEvent.selectOptions(within(dialog).getByLabelText('Důvod'), reason)
    await userEvent.type(within(dialog).getByLabelText('Komentář'), '  Plná kapacita.  ')
    await confirm(dialog)
    const button = within(dialog).getByRole('button', { name: 'Potvrdit' })
    await eventually(() => {
      expect(button).toHaveProperty('disabled', true)
    })
    await eventually(() => {
      expect(posts()).toEqual([
        {
          route: decisionRoute(action),
          body: { reason, comment: 'Plná kapacita.' },
        },
      ])
    })
    held.release(json(referralDetail({ allowedActions: [] })))
    await eventually(() => {
      expect(dialog).toHaveProperty('open', false)
    })
  })
})

describe('redirecting a denied referral', () => {
  const denied = referralDetail({ state: 'denied', allowedActions: ['redirect'] })

  it('asks for a centre, in Czech and in English', async () => {
    const { dialog, posts } = await openDialog(
      'cs',
      ['redirect'],
      'Přesměrovat',
      () => json(denied),
      denied,
    )
    await confirm(dialog)
    expect(await within(dialog).findByText('Vyberte centrum.')).toBeTruthy()
    await eventually(() => {
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Nové centrum'))
    })
    expect(posts()).toEqual([])
    cleanup()
    const english = await openDialog('en', ['redirect'], 'Redirect', () => json(denied), denied)
    await confirm(english.dialog, 'Confirm')
    expect(await within(english.dialog).findByText('Choose a centre.')).toBeTruthy()
  })

  it('shows the server’s refusal of the centre on the centre field', async () => {
    const { dialog } = await openDialog(
      'cs',
      ['redirect'],
      'Přesměrovat',
      () => validationFailed([{ path: 'centerId', message: 'Toto centrum nelze vybrat.' }]),
      denied,
    )
    await within(dialog).findByRole('option', { name: 'Centrum Brno, Praha' })
    await userEvent.selectOptions(within(dialog).getByLabelText('Nové centrum'), ids.otherCentre)
    await confirm(dialog)
    const centre = within(dialog).getByLabelText('Nové centrum')
    await eventually(() => {
      expect(centre.getAttribute('aria-invalid')).toBe('true')
    })
    expect(within(dialog).getByText('Toto centrum nelze vybrat.')).toBeTruthy()
  })

  it('offers centres of the diagnosis’ specialty first and none without an active doctor', () => {
    const centre = centreList.items[0]
    if (!centre) throw new Error('fixture')
    const of = (
      id: string,
      name: string,
      specialty: 'dermatology' | 'rheumatology',
      takes = true,
    ) => ({
      ...centre,
      region: 'CZ010' as const,
      id,
      name,
      specialty,
      takesReferrals: takes,
    })
    const list = [
      of('a', 'Alfa revma', 'rheumatology'),
      of('b', 'Beta derma', 'dermatology'),
      of('c', 'Cé derma bez lékaře', 'dermatology', false),
      of('d', 'Delta revma', 'rheumatology'),
      of(ids.centre, 'Centrum Praha', 'dermatology'),
    ]
    const names = (diagnosis: string) =>
      redirectTargets(list, { diagnosis, center: denied.center }).map((c) => c.name)
    expect(names('L40.0')).toEqual(['Beta derma', 'Alfa revma', 'Delta revma'])
    expect(names('M06.0')).toEqual(['Alfa revma', 'Delta revma', 'Beta derma'])
    // Psoriatic arthritis belongs to both: the list's own order.
    expect(names('L40.5')).toEqual(['Alfa revma', 'Beta derma', 'Delta revma'])
  })

  it('sends the new centre, busy until the answer, then opens the new referral', async () => {
    const held = heldAnswer()
    const { dialog, posts, onOpen } = await openDialog(
      'cs',
      ['redirect'],
      'Přesměrovat',
      held.answer,
      denied,
    )
    // The centre that denied it is not offered.
    await within(dialog).findByRole('option', { name: 'Centrum Brno, Praha' })
    expect(within(dialog).queryByRole('option', { name: 'Centrum Praha, Praha' })).toBeNull()
    await userEvent.selectOptions(within(dialog).getByLabelText('Nové centrum'), ids.otherCentre)
    await confirm(dialog)
    const button = within(dialog).getByRole('button', { name: 'Potvrdit' })
    await eventually(() => {
      expect(button).toHaveProperty('disabled', true)
    })
    await eventually(() => {
      expect(posts()).toEqual([
        {
          route: decisionRoute('redirect'),
          body: { centerId: ids.otherCentre },
        },
      ])
    })
    held.release(json(referralDetail({ id: ids.redirected })))
    await eventually(() => {
      expect(onOpen).toHaveBeenCalledWith(ids.redirected)
    })
  })
})
