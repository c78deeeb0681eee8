import { describe, expect, it } from 'vitest'
import {
  conversationItems,
  dayName,
  dayOf,
  mergeMessages,
  readersByMessage,
} from './conversation-model'
import { ids, message, other, participant, self, third } from './test/fixtures'

const numbers = (list: { id: string }[]) => list.map((m) => Number(m.id.slice(-12)))
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index))

describe('merging messages', () => {
  it('keeps each message once, in posting order, whatever the windows overlap', () => {
    const newest = range(11, 20)
    const poll = range(18, 23) // the poll repeats what the first window had
    const older = range(5, 12) // an older page overlapping the start
    let held = mergeMessages([], newest)
    held = mergeMessages(held, poll)
    held = mergeMessages(held, older)
    held = mergeMessages(held, poll) // the same answer twice (a retried poll)
    expect(numbers(held)).toEqual(numbers(range(5, 23)))
  })

  it('loses nothing when windows arrive out of order', () => {
    const pages = [range(21, 30), range(1, 10), range(11, 20), range(15, 25)]
    const held = pages.reduce(mergeMessages, mergeMessages([], []))
    expect(numbers(held)).toEqual(numbers(range(1, 30)))
  })

  it('takes a newer copy of a message in its place', () => {
    const held = mergeMessages(range(1, 3), [message(2, { text: 'Opraveno' })])
    expect(held.map((m) => m.text)).toEqual(['Zpráva 1', 'Opraveno', 'Zpráva 3'])
  })

  it('keeps the server’s order among messages of the same time', () => {
    const at = '2026-11-27T09:00:00.000Z'
    const a = message(9, { createdAt: at })
    const b = message(3, { createdAt: at })
    expect(numbers(mergeMessages([a], [b]))).toEqual([9, 3])
    expect(numbers(mergeMessages([], [a, b]))).toEqual([9, 3])
  })

  it('returns the same list when nothing arrives', () => {
    const held = range(1, 3)
    expect(mergeMessages(held, [])).toBe(held)
  })
})

describe('drawing the conversation', () => {
  it('puts a separator before each day and groups one author’s messages on one day', () => {
    const items = conversationItems([
      message(1),
      message(2),
      message(3, { author: self }),
      message(4, { kind: 'system', text: '', system: { event: 'joined', person: third } }),
      message(5, { author: self }),
      message(6, { createdAt: '2026-11-28T08:00:00.000Z' }),
    ])
    expect(
      items.map((item) =>
        item.kind === 'group' ? `${item.kind}:${String(item.messages.length)}` : item.kind,
      ),
    ).toEqual(['day', 'group:2', 'group:1', 'system', 'group:1', 'day', 'group:1'])
  })

  it('names today and yesterday, and any other day by its date', () => {
    const now = new Date(2026, 10, 28, 10, 0).getTime()
    expect(dayName(dayOf(new Date(2026, 10, 28, 0, 5).getTime()), now)).toBe('today')
    expect(dayName(dayOf(new Date(2026, 10, 27, 23, 59).getTime()), now)).toBe('yesterday')
    expect(dayName(dayOf(new Date(2026, 10, 26, 12, 0).getTime()), now)).toBe('date')
    // Across a month's end.
    const first = new Date(2026, 11, 1, 9, 0).getTime()
    expect(dayName(dayOf(new Date(2026, 10, 30, 9, 0).getTime()), first)).toBe('yesterday')
  })
})

describe('read receipts', () => {
  it('shows each other participant under the newest message they have read, never the caller', () => {
    const readers = readersByMessage(
      [
        participant(self, { readUpTo: message(3).id }),
        participant(other, { readUpTo: message(3).id }),
        participant(third, { readUpTo: message(2).id }),
        participant({ id: ids.patient, displayName: 'Nikdo', listName: 'Nikdo' }),
      ],
      ids.self,
    )
    expect(readers.get(message(3).id)?.map((p) => p.person.id)).toEqual([ids.other])
    expect(readers.get(message(2).id)?.map((p) => p.person.id)).toEqual([ids.third])
    expect(readers.size).toBe(2)
  })

  it('says nothing under a message about its own author', () => {
    // Message 3 is other's own: other's mark there is no receipt; third's on message 2 is.
    const readers = readersByMessage(
      [
        participant(other, { readUpTo: message(3).id }),
        participant(third, { readUpTo: message(2).id }),
      ],
      ids.self,
      [message(2, { author: self }), message(3, { author: other })],
    )
    expect(readers.has(message(3).id)).toBe(false)
    expect(readers.get(message(2).id)?.map((p) => p.person.id)).toEqual([ids.third])
  })
})
