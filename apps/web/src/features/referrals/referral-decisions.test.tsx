import type { ReferralAction } from '@konzilium/contract/referrals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { ReferralDecisions } from './referral-decisions'
import {
  centreList,
  eventually,
  ids,
  json,
  referralDetail,
  serve,
  validationFailed,
} from './test/server'

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
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <ReferralDecisions referral={referral} onOpen={onOpen} />
      </Suspense>
    </QueryClientProvider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog')
  const posts = () => sent.filter((s) => !s.route.startsWith('GET'))
  return { dialog, onOpen, posts }
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
        body: { doctorId: ids.doctor },
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
