import type { ConsultationMessage, Participant } from '@konzilium/contract/consultations'

/**
 * The one door through which messages enter an open conversation: the first window, older pages,
 * the poll for newer ones and, later, the live channel. Messages are kept once each (by id; a
 * newer copy replaces the older) and in the server's order: by the time of posting, and among
 * messages of the same time in the order the server sent them (a stable sort).
 */
export function mergeMessages(
  current: readonly ConsultationMessage[],
  incoming: readonly ConsultationMessage[],
): ConsultationMessage[] {
  if (incoming.length === 0) return current as ConsultationMessage[]
  const fresh = new Map(incoming.map((message) => [message.id, message]))
  const kept = current.map((message) => {
    const newer = fresh.get(message.id)
    if (newer) fresh.delete(message.id)
    return newer ?? message
  })
  const added = incoming.filter((message) => fresh.get(message.id) === message)
  // An older page goes before what is held, so ties of time keep the server's order; a newer one
  // (a poll, a posted message) after it.
  const olderFirst = added.length > 0 && kept.length > 0 && isBefore(added.at(-1), kept[0])
  const all = olderFirst ? [...added, ...kept] : [...kept, ...added]
  return all
    .map((message, index) => ({ message, index, at: Date.parse(message.createdAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((entry) => entry.message)
}

function isBefore(a: ConsultationMessage | undefined, b: ConsultationMessage | undefined) {
  return a !== undefined && b !== undefined && Date.parse(a.createdAt) < Date.parse(b.createdAt)
}

/** `2026-11-27` in the viewer's time zone: messages are grouped by the viewer's day. */
export function dayOf(at: number): string {
  const date = new Date(at)
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${String(date.getFullYear())}-${month}-${day}`
}

/** Today, yesterday, or the day's date: which words a day separator uses. */
export function dayName(day: string, now: number): 'today' | 'yesterday' | 'date' {
  if (day === dayOf(now)) return 'today'
  const yesterday = new Date(now)
  yesterday.setDate(yesterday.getDate() - 1)
  return day === dayOf(yesterday.getTime()) ? 'yesterday' : 'date'
}

export type ConversationItem =
  | { kind: 'day'; key: string; day: string; at: number }
  | { kind: 'system'; key: string; message: ConsultationMessage }
  | { kind: 'group'; key: string; authorId: string; messages: ConsultationMessage[] }

/**
 * The conversation as drawn: a separator before each new day, and consecutive messages of one
 * author on one day in one group (the author's name drawn once); system lines stand alone.
 */
export function conversationItems(messages: readonly ConsultationMessage[]): ConversationItem[] {
  const items: ConversationItem[] = []
  let lastDay = ''
  for (const message of messages) {
    const at = Date.parse(message.createdAt)
    const day = dayOf(at)
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day-${day}`, day, at })
      lastDay = day
    }
    const last = items.at(-1)
    if (message.kind === 'system') {
      items.push({ kind: 'system', key: message.id, message })
    } else if (last?.kind === 'group' && last.authorId === message.author?.id) {
      last.messages.push(message)
    } else {
      items.push({
        kind: 'group',
        key: message.id,
        authorId: message.author?.id ?? '',
        messages: [message],
      })
    }
  }
  return items
}

/**
 * Read receipts: under each message, the other participants whose read mark stands at it (the
 * newest message each has read), except its author (writing a message marks it read: saying so
 * under one's own message is noise). A mark on a message not loaded yet shows nowhere.
 */
export function readersByMessage(
  participants: readonly Participant[],
  selfId: string | undefined,
  messages: readonly ConsultationMessage[] = [],
): Map<string, Participant[]> {
  const authorOf = new Map(messages.map((message) => [message.id, message.author?.id]))
  const readers = new Map<string, Participant[]>()
  for (const participant of participants) {
    if (participant.person.id === selfId || participant.readUpTo === null) continue
    if (authorOf.get(participant.readUpTo) === participant.person.id) continue
    const list = readers.get(participant.readUpTo) ?? []
    list.push(participant)
    readers.set(participant.readUpTo, list)
  }
  return readers
}
