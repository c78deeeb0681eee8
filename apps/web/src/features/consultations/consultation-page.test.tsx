import type { ConsultationMessage } from '@konzilium/contract/consultations'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { eventually, fakeLiveChannel, json, serve } from '../../test/fake-server'
import {
  detail,
  ids,
  message,
  messageId,
  other,
  participant,
  self,
  third,
  window,
} from './test/fixtures'
import { renderAt } from './test/render'

const base = `/api/consultations/${ids.consultation}`
let online = true

beforeEach(() => {
  // Only the date is controlled (for "Dnes" and "Včera"); timers stay real for the waits.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 28, 10, 0))
  online = true
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  session.logout()
})

/** The server of one consultation: `newest` first, `older` for `before`, posts answered in turn. */
function serveConsultation({
  newest,
  older = [],
  consultation = detail(),
  newer = [],
  live,
}: {
  newest: ConsultationMessage[]
  older?: ConsultationMessage[]
  consultation?: ReturnType<typeof detail>
  /** What `after` answers (messages that came since the page opened). */
  newer?: ConsultationMessage[]
  live?: ReturnType<typeof fakeLiveChannel>
}) {
  const queries: string[] = []
  let posted = 100
  const sent = serve({
    [`GET ${base}`]: () => json(consultation),
    [`GET ${base}/messages`]: (_, url) => {
      queries.push(url.search)
      if (url.searchParams.has('before')) return json(window(older))
      if (url.searchParams.has('after')) return json(window(newer))
      return json(window(newest, { hasBefore: older.length > 0 }))
    },
    [`POST ${base}/messages`]: (body) => {
      posted += 1
      const { text } = body as { text: string }
      return json(message(posted, { author: self, text, createdAt: new Date().toISOString() }), 201)
    },
    ...(live ? { 'GET /api/live': live.route } : {}),
    [`PUT ${base}/read`]: (body) =>
      json({ readUpTo: (body as { upTo: string }).upTo, lastReadAt: null, unreadCount: 0 }),
  })
  const posts = () => sent.filter((s) => s.route === `POST ${base}/messages`).map((s) => s.body)
  const reads = () => sent.filter((s) => s.route === `PUT ${base}/read`).map((s) => s.body)
  return { queries, posts, reads }
}

const log = () => screen.findByRole('log', { name: 'Zprávy' })
const composer = () => screen.getByRole('textbox', { name: 'Zpráva' })

describe('one consultation', () => {
  it('shows a message the live channel announces, once, and no other consultation’s', async () => {
    const live = fakeLiveChannel()
    const newer: ConsultationMessage[] = []
    const { queries } = serveConsultation({ newest: [message(1)], newer, live })
    await renderAt(to.consultation(ids.consultation))
    await log()
    await eventually(() => {
      expect(live.open()).toBe(true)
    })
    live.send('ready', {})
    const asked = () => queries.filter((q) => q.includes('after=')).length
    // The catch-up after `ready` asks for what is newer; nothing came yet.
    await eventually(() => {
      expect(asked()).toBeGreaterThan(0)
    })
    const before = asked()
    // An event about another consultation asks for nothing.
    live.send('message', { consultationId: ids.other, messageId: messageId(9) })
    newer.push(message(2, { text: 'Přišla živě' }))
    // Announced twice (two tabs of the author, a reconnect): shown once.
    live.send('message', { consultationId: ids.consultation, messageId: messageId(2) })
    live.send('message', { consultationId: ids.consultation, messageId: messageId(2) })
    expect(await within(await log()).findByText('Přišla živě')).toBeTruthy()
    await eventually(() => {
      expect(asked()).toBeGreaterThanOrEqual(before + 1)
    })
    expect(within(await log()).getAllByText('Přišla živě')).toHaveLength(1)
  })

  it('groups messages by day and author, words system lines and shows read receipts', async () => {
    const { reads } = serveConsultation({
      newest: [
        message(1, { createdAt: new Date(2026, 10, 25, 9, 0).toISOString() }),
        message(2, { createdAt: new Date(2026, 10, 27, 9, 0).toISOString() }),
        message(3, { createdAt: new Date(2026, 10, 27, 9, 1).toISOString() }),
        message(4, {
          kind: 'system',
          text: '',
          author: self,
          system: { event: 'joined', person: third },
          createdAt: new Date(2026, 10, 28, 8, 0).toISOString(),
        }),
        message(5, { author: self, createdAt: new Date(2026, 10, 28, 9, 0).toISOString() }),
      ],
      consultation: detail({
        participants: [
          participant(self, { role: 'peripheral_doctor' }),
          participant(other, { readUpTo: messageId(5) }),
        ],
      }),
    })
    await renderAt(to.consultation(ids.consultation))
    const conversation = await log()
    await within(conversation).findByText('Zpráva 5')
    const days = conversation.querySelectorAll('.conversation__day')
    expect([...days].map((day) => day.textContent)).toEqual(['25. 11. 2026', 'Včera', 'Dnes'])
    // Messages 2 and 3 of one author on one day: one group, the name drawn once.
    const groups = conversation.querySelectorAll('.message-group')
    expect(groups).toHaveLength(3)
    expect(groups[1]?.querySelectorAll('.message')).toHaveLength(2)
    expect(within(conversation).getAllByText('MUDr. Petr Dvořák')).toHaveLength(2)
    expect(
      within(conversation).getByText('MUDr. Jan Novotný se připojil(a) ke konzultaci.'),
    ).toBeTruthy()
    expect(within(conversation).getByText('Přečteno: MUDr. Petr Dvořák')).toBeTruthy()
    // The newest message shown is read, once.
    await eventually(() => {
      expect(reads()).toEqual([{ upTo: messageId(5) }])
    })
  })

  it('draws a message as text, never as markup, keeping its line breaks', async () => {
    serveConsultation({
      newest: [message(1, { text: '<img src=x onerror="alert(1)"><b>tučně</b>\ndruhý řádek' })],
    })
    await renderAt(to.consultation(ids.consultation))
    const conversation = await log()
    const text = await within(conversation).findByText(/tučně/)
    expect(text.textContent).toBe('<img src=x onerror="alert(1)"><b>tučně</b>\ndruhý řádek')
    expect(conversation.querySelector('b')).toBeNull()
    expect(conversation.querySelector('img')).toBeNull()
    expect(text.className).toBe('message__text')
  })

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { posts } = serveConsultation({ newest: [message(1)] })
    await renderAt(to.consultation(ids.consultation))
    await log()
    await userEvent.type(composer(), 'První řádek{Shift>}{Enter}{/Shift}druhý')
    expect(posts()).toEqual([])
    expect((composer() as HTMLTextAreaElement).value).toBe('První řádek\ndruhý')
    await userEvent.type(composer(), '{Enter}')
    await eventually(() => {
      expect(posts()).toEqual([{ text: 'První řádek\ndruhý', attachmentIds: [] }])
    })
    const conversation = await log()
    expect(
      await within(conversation).findByText('První řádek druhý', {
        normalizer: (s) => s.replace(/\s+/g, ' '),
      }),
    ).toBeTruthy()
    await eventually(() => {
      expect((composer() as HTMLTextAreaElement).value).toBe('')
    })
    // Enter in an empty composer sends nothing.
    await userEvent.type(composer(), '{Enter}')
    expect(posts()).toHaveLength(1)
  })

  it('keeps a message written offline and sends it once connected', async () => {
    const { posts } = serveConsultation({ newest: [message(1)] })
    await renderAt(to.consultation(ids.consultation))
    await log()
    online = false
    globalThis.dispatchEvent(new Event('offline'))
    expect(await screen.findByText('Jste offline. Zpráva se odešle po připojení.')).toBeTruthy()
    await userEvent.type(composer(), 'Napsáno v tunelu{Enter}')
    expect(await screen.findByText('Odešle se po připojení')).toBeTruthy()
    expect(posts()).toEqual([])
    expect((composer() as HTMLTextAreaElement).value).toBe('Napsáno v tunelu')

    online = true
    globalThis.dispatchEvent(new Event('online'))
    await eventually(() => {
      expect(posts()).toEqual([{ text: 'Napsáno v tunelu', attachmentIds: [] }])
    })
    expect(await within(await log()).findByText('Napsáno v tunelu')).toBeTruthy()
    await eventually(() => {
      expect(screen.queryByText('Odešle se po připojení')).toBeNull()
    })
  })

  it('keeps a message whose send lost the connection, and sends it on reconnect', async () => {
    let attempts = 0
    const sent = serve({
      [`GET ${base}`]: () => json(detail()),
      [`GET ${base}/messages`]: () => json(window([message(1)])),
      [`PUT ${base}/read`]: () =>
        json({ readUpTo: messageId(1), lastReadAt: null, unreadCount: 0 }),
      [`POST ${base}/messages`]: (body) => {
        attempts += 1
        if (attempts === 1) {
          online = false
          return Promise.reject(new TypeError('Failed to fetch'))
        }
        return json(message(2, { author: self, text: (body as { text: string }).text }), 201)
      },
    })
    await renderAt(to.consultation(ids.consultation))
    await log()
    await userEvent.type(composer(), 'Ztratí se spojení{Enter}')
    expect(await screen.findByText('Odešle se po připojení')).toBeTruthy()
    expect((composer() as HTMLTextAreaElement).value).toBe('Ztratí se spojení')
    online = true
    globalThis.dispatchEvent(new Event('online'))
    expect(await within(await log()).findByText('Ztratí se spojení')).toBeTruthy()
    expect(sent.filter((s) => s.route === `POST ${base}/messages`)).toHaveLength(2)
  })

  it('says a failed send while online and keeps the text, without retrying on its own', async () => {
    const sent = serve({
      [`GET ${base}`]: () => json(detail()),
      [`GET ${base}/messages`]: () => json(window([message(1)])),
      [`PUT ${base}/read`]: () =>
        json({ readUpTo: messageId(1), lastReadAt: null, unreadCount: 0 }),
      [`POST ${base}/messages`]: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await renderAt(to.consultation(ids.consultation))
    await log()
    await userEvent.type(composer(), 'Neodešlo se{Enter}')
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('Zprávu se nepodařilo odeslat.')).toBeTruthy()
    expect((composer() as HTMLTextAreaElement).value).toBe('Neodešlo se')
    expect(screen.queryByText('Odešle se po připojení')).toBeNull()
    expect(sent.filter((s) => s.route === `POST ${base}/messages`)).toHaveLength(1)
  })

  it('loads the older page before the oldest message held', async () => {
    const { queries } = serveConsultation({
      newest: [message(11), message(12)],
      older: [message(9), message(10)],
    })
    await renderAt(to.consultation(ids.consultation))
    const conversation = await log()
    await within(conversation).findByText('Zpráva 12')
    await userEvent.click(within(conversation).getByRole('button', { name: 'Načíst starší' }))
    await within(conversation).findByText('Zpráva 9')
    expect(queries).toContain(`?before=${messageId(11)}&limit=50`)
    const texts = [...conversation.querySelectorAll('.message__text')].map((m) => m.textContent)
    expect(texts).toEqual(['Zpráva 9', 'Zpráva 10', 'Zpráva 11', 'Zpráva 12'])
    // No older page is left: the button goes.
    expect(within(conversation).queryByRole('button', { name: 'Načíst starší' })).toBeNull()
  })

  it('uploads files first, says a refusal in words and attaches the uploaded by id', async () => {
    const uploads: string[] = []
    const attachmentId = '6f7a8b9c-0d1e-4f2a-8b3c-5d6e7f809102'
    const sent = serve({
      [`GET ${base}`]: () => json(detail()),
      [`GET ${base}/messages`]: () => json(window([message(1)])),
      [`PUT ${base}/read`]: () =>
        json({ readUpTo: messageId(1), lastReadAt: null, unreadCount: 0 }),
      [`POST ${base}/attachments`]: (_, url) => {
        const name = url.searchParams.get('fileName') ?? ''
        uploads.push(name)
        if (name === 'velky.pdf') return json({ statusCode: 413, message: 'Too large' }, 413)
        if (name === 'skript.exe') return json({ statusCode: 415, message: 'Unsupported' }, 415)
        return json(
          { id: attachmentId, fileName: name, contentType: 'image/png', size: 2_500_000 },
          201,
        )
      },
      [`POST ${base}/messages`]: (body) =>
        json(message(2, { author: self, text: (body as { text: string }).text }), 201),
    })
    await renderAt(to.consultation(ids.consultation))
    await log()
    const files = [
      new File(['x'], 'velky.pdf', { type: 'application/pdf' }),
      new File(['x'], 'skript.exe', { type: 'application/octet-stream' }),
      new File(['x'], 'snimek.png', { type: 'image/png' }),
    ]
    const input = document.querySelector<HTMLInputElement>('.composer input[type="file"]')
    if (!input) throw new Error('no file input')
    await userEvent.upload(input, files, { applyAccept: false })
    expect(await screen.findByText('Soubor velky.pdf je příliš velký.')).toBeTruthy()
    expect(
      await screen.findByText(
        'Soubor skript.exe nelze přiložit: jen PDF, JPEG, PNG, WebP nebo HEIC.',
      ),
    ).toBeTruthy()
    expect(await screen.findByText('snimek.png (2,5 MB)')).toBeTruthy()
    expect(uploads).toEqual(['velky.pdf', 'skript.exe', 'snimek.png'])
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }))
    await eventually(() => {
      expect(sent.filter((s) => s.route === `POST ${base}/messages`).map((s) => s.body)).toEqual([
        { text: '', attachmentIds: [attachmentId] },
      ])
    })
  })

  it('asks every 5 s for what is newer than the newest message held', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date(2026, 10, 28, 10, 0))
    const { queries } = serveConsultation({ newest: [message(1), message(2)] })
    await renderAt(to.consultation(ids.consultation))
    await within(await log()).findByText('Zpráva 2')
    const polls = () => queries.filter((query) => query.includes('after='))
    // The poll starts once the first window is held, then waits for the interval.
    await eventually(() => {
      expect(polls()).toHaveLength(1)
    })
    const before = polls().length
    await vi.advanceTimersByTimeAsync(5_000)
    await eventually(() => {
      expect(polls().length).toBeGreaterThan(before)
    })
    expect(polls().at(-1)).toBe(`?limit=50&after=${messageId(2)}`)
  })

  it('says so when the consultation is closed, with no composer', async () => {
    serveConsultation({
      newest: [message(1)],
      consultation: detail({ state: 'closed', allowedActions: ['reopen'] }),
    })
    await renderAt(to.consultation(ids.consultation))
    expect(await screen.findByText('Konzultace je uzavřená, nové zprávy nelze psát.')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Zpráva' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Znovu otevřít' })).toBeTruthy()
  })
})
