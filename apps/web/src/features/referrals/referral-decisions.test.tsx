import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { initI18n } from '../../shared/i18n/i18n-store'
import userEvent from '@testing-library/user-event'
import { ReferralDecisions, redirectTargets } from './referral-decisions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../shared/session/session-store'
import { confirm, decisionRoute, heldAnswer, openDialog } from './test/decision-dialogs'
import { eventually, json, serve, validationFailed } from '../../test/fake-server'
import { centreList, ids, referralDetail } from './test/server'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
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
