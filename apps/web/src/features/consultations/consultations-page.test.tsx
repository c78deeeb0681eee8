import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paths, to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { eventually, json, serve } from '../../test/fake-server'
import { ids, summary } from './test/fixtures'
import { renderAt } from './test/render'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

const list = (items = [summary()]) => ({ items, total: items.length, page: 1, pageSize: 20 })

/** The list's server; the queries it was asked, as parsed addresses. */
function serveList(items = [summary()]) {
  const asked: URLSearchParams[] = []
  serve({
    'GET /api/consultations': (_, url) => {
      asked.push(url.searchParams)
      return json(list(items))
    },
  })
  return asked
}

describe('the consultation list', () => {
  it('shows subject, patient, participants, the last message, and unread and closed badges', async () => {
    serveList([
      summary({ unreadCount: 3 }),
      summary({
        id: ids.other,
        subject: 'Dotaz k dávkování',
        state: 'closed',
        patient: null,
        unreadCount: 0,
        participantCount: 3,
        lastMessage: null,
      }),
    ])
    await renderAt(paths.app.consultations)
    const table = await screen.findByRole('table', { name: '2 konzultace' })
    const rows = within(table).getAllByRole('row').slice(1)
    const [first, second] = rows as [HTMLElement, HTMLElement]
    expect(
      within(first)
        .getByRole('link', { name: 'Psoriáza, selhání metotrexátu' })
        .getAttribute('href'),
    ).toBe(to.consultation(ids.consultation))
    expect(within(first).getByText('Nováková Jana')).toBeTruthy()
    expect(within(first).getByText('2 účastníci')).toBeTruthy()
    expect(within(first).getByText('MUDr. Petr Dvořák:', { exact: false })).toBeTruthy()
    expect(within(first).getByText('Navrhuji biologickou léčbu.', { exact: false })).toBeTruthy()
    expect(within(first).getByText('3 nepřečtené zprávy')).toBeTruthy()
    expect(within(first).queryByText('Uzavřená')).toBeNull()

    expect(within(second).getByText('Uzavřená')).toBeTruthy()
    expect(within(second).getByText('Bez pacienta')).toBeTruthy()
    expect(within(second).getByText('Zatím bez zpráv')).toBeTruthy()
    expect(within(second).queryByText(/nepřečten/)).toBeNull()
  })

  it('filters by state and unread messages through the query, never putting the search in the address', async () => {
    const asked = serveList()
    const { router } = await renderAt(paths.app.consultations)
    await screen.findByRole('table', { name: '1 konzultace' })
    expect(asked[0]?.get('state')).toBeNull()
    expect(asked[0]?.get('unreadOnly')).toBeNull()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'closed')
    await eventually(() => {
      expect(asked.at(-1)?.get('state')).toBe('closed')
    })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jen nepřečtené' }))
    await eventually(() => {
      expect(asked.at(-1)?.get('unreadOnly')).toBe('true')
    })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hledat v předmětu' }), 'psor')
    await eventually(() => {
      expect(asked.at(-1)?.get('q')).toBe('psor')
    })
    expect(asked.at(-1)?.get('state')).toBe('closed')
    expect(router.state.location.search).toBe('?state=closed&unread=true')
  })

  it('and in English', async () => {
    serveList([summary({ unreadCount: 1 })])
    document.cookie = 'i18n_redirected=en; Path=/'
    await renderAt(paths.app.consultations, 'en')
    const table = await screen.findByRole('table', { name: '1 consultation' })
    expect(within(table).getByText('1 unread message')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New consultation' })).toBeTruthy()
  })
})
