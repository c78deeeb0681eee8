import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { eventually, json, serve, validationFailed } from '../../test/fake-server'
import { detail, ids, other } from './test/fixtures'
import { renderAt } from './test/render'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

const emptyList = { items: [], total: 0, page: 1, pageSize: 20 }

/**
 * The dialog opened by a centre doctor (`?new=1`): a name search of the people one may invite
 * finds one colleague (with two letters or more; `searches` holds what was asked).
 */
async function openDialog(create: () => Response, locale: 'cs' | 'en' = 'cs') {
  const searches: string[] = []
  const sent = serve(
    {
      'GET /api/consultations': () => json(emptyList),
      'GET /api/consultations/candidates': (_body, url) => {
        searches.push(url.searchParams.get('q') ?? '')
        return json({
          items: [{ person: other, role: 'center_doctor', workplace: 'Centrum Praha' }],
        })
      },
      'POST /api/consultations': create,
      [`GET /api/consultations/${ids.consultation}`]: () => json(detail()),
      [`GET /api/consultations/${ids.consultation}/messages`]: () =>
        json({ items: [], hasBefore: false, hasAfter: false }),
    },
    'center_doctor',
  )
  const { router } = await renderAt(to.newConsultation(), locale)
  const dialog = await screen.findByRole('dialog')
  const posts = () => sent.filter((s) => s.route === 'POST /api/consultations').map((s) => s.body)
  return { dialog, posts, router, searches }
}

/** Searches the people one may invite and adds the colleague found. */
async function addColleague(dialog: HTMLElement) {
  await userEvent.type(
    within(dialog).getByRole('searchbox', { name: /Hledat podle příjmení/ }),
    'dvo',
  )
  await userEvent.click(
    await within(dialog).findByRole('button', { name: 'Přidat MUDr. Petr Dvořák' }),
  )
}

describe('the new-consultation dialog', () => {
  it('says in Czech what is missing, on each field, and sends nothing', async () => {
    const { dialog, posts } = await openDialog(() => json(detail(), 201))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Založit konzultaci' }))
    const subject = within(dialog).getByRole('textbox', { name: 'Předmět' })
    await eventually(() => {
      expect(subject.getAttribute('aria-invalid')).toBe('true')
    })
    expect(document.activeElement).toBe(subject)
    expect(within(dialog).getByText('Napište předmět konzilia.')).toBeTruthy()
    expect(within(dialog).getByText('Vyberte alespoň jednoho účastníka.')).toBeTruthy()
    expect(within(dialog).getByText('Napište zprávu.')).toBeTruthy()
    expect(posts()).toEqual([])
  })

  it('puts the server’s field issues of a 400 on their fields', async () => {
    const { dialog, posts } = await openDialog(() =>
      validationFailed([
        { path: 'subject', message: 'Předmět je příliš dlouhý.' },
        { path: 'participantIds.0', message: 'Tento lékař nesmí číst záznam pacienta.' },
      ]),
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Předmět' }), 'Psoriáza')
    await addColleague(dialog)
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'První zpráva' }),
      'Prosím o názor.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Založit konzultaci' }))

    const subject = within(dialog).getByRole('textbox', { name: 'Předmět' })
    await eventually(() => {
      expect(subject.getAttribute('aria-invalid')).toBe('true')
    })
    expect(within(dialog).getByText('Předmět je příliš dlouhý.').id).toBe(
      subject.getAttribute('aria-describedby'),
    )
    const participants = within(dialog).getByRole('group', { name: 'Účastníci' })
    expect(participants.getAttribute('aria-invalid')).toBe('true')
    expect(within(participants).getByText('Tento lékař nesmí číst záznam pacienta.')).toBeTruthy()
    expect(posts()).toEqual([
      {
        subject: 'Psoriáza',
        participantIds: [ids.other],
        firstMessage: 'Prosím o názor.',
      },
    ])
    // Changing the subject takes its server message away.
    await userEvent.type(subject, '!')
    expect(within(dialog).queryByText('Předmět je příliš dlouhý.')).toBeNull()
  })

  it('starts the consultation and opens it', async () => {
    const { dialog, router, searches } = await openDialog(() => json(detail(), 201))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Předmět' }), 'Psoriáza')
    await addColleague(dialog)
    // No directory: nothing is asked before two letters, and the person shows the workplace.
    expect(searches.length).toBeGreaterThan(0)
    expect(searches.every((q) => q.length >= 2)).toBe(true)
    expect(
      within(within(dialog).getByRole('group', { name: 'Účastníci' })).getByRole('button', {
        name: 'Odebrat MUDr. Petr Dvořák',
      }),
    ).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'První zpráva' }), 'Dotaz')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Založit konzultaci' }))
    await eventually(() => {
      expect(router.state.location.pathname).toBe(to.consultation(ids.consultation))
    })
  })

  it('closes when dismissed (the browser closes it on Escape) without sending', async () => {
    const { dialog, posts, router } = await openDialog(() => json(detail(), 201))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Předmět' }), 'x')
    dialog.dispatchEvent(new Event('close'))
    await eventually(() => {
      expect(router.state.location.search).toBe('')
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts()).toEqual([])
  })

  it('and in English', async () => {
    const { dialog } = await openDialog(() => json(detail(), 201), 'en')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start consultation' }))
    expect(await within(dialog).findByText('Write a subject.')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one participant.')).toBeTruthy()
  })
})
