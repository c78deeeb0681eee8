import { cleanup, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../shared/session/session-store'
import { confirm, decisionRoute, heldAnswer, openDialog } from './test/decision-dialogs'
import { eventually, json, validationFailed } from '../../test/fake-server'
import { ids, referralDetail } from './test/server'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

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
  const colleague = { id: ids.doctor, displayName: 'MUDr. Petr Dvořák', listName: 'Dvořák Petr' }
  const me = { id: ids.user, displayName: 'MUDr. Eva Malá', listName: 'Malá Eva' }

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
