import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  consultationDetailSchema,
  messageSchema,
  messageWindowSchema,
  readStateSchema,
} from '@konzilium/contract/consultations'
import { notifications } from '../../src/db/schema'
import {
  call,
  centerDoctor,
  otherReferrer,
  referrer,
  setUpConsultationCast,
  startConsultation,
  t,
} from '../helpers/consultations-cast'

setUpConsultationCast()

const windowOf = async (who: { token: string }, url: string) => {
  const response = await call(who, 'GET', url)
  expect(response.statusCode, response.body).toBe(200)
  return messageWindowSchema.parse(response.json())
}

describe('messages', () => {
  it('pages both ways with every message exactly once, in order, under concurrent posting', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}/messages`
    const posted = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? referrer : centerDoctor, 'POST', base, { text: `Zpráva ${String(i)}` }),
      ),
    )
    for (const response of posted) expect(response.statusCode, response.body).toBe(201)
    const postedIds = posted.map((response) => messageSchema.parse(response.json()).id)

    // Backwards from the newest, 7 at a time.
    const backwards: string[] = []
    let page = await windowOf(referrer, `${base}?limit=7`)
    expect(page.hasAfter).toBe(false)
    backwards.unshift(...page.items.map((m) => m.id))
    while (page.hasBefore) {
      page = await windowOf(referrer, `${base}?limit=7&before=${backwards[0] ?? ''}`)
      expect(page.hasAfter).toBe(true)
      backwards.unshift(...page.items.map((m) => m.id))
    }
    // Forwards from the first, 4 at a time.
    const first = backwards[0] ?? ''
    const forwards = [first]
    page = { items: [], hasBefore: true, hasAfter: true }
    while (page.hasAfter) {
      page = await windowOf(referrer, `${base}?limit=4&after=${forwards.at(-1) ?? ''}`)
      expect(page.hasBefore).toBe(true)
      forwards.push(...page.items.map((m) => m.id))
    }
    expect(backwards).toHaveLength(31)
    expect(new Set(backwards).size).toBe(31)
    expect(forwards).toEqual(backwards)
    expect(backwards.slice(1).sort()).toEqual([...postedIds].sort())
    // The answers' order is the order of the whole list.
    const all = await windowOf(referrer, `${base}?limit=100`)
    expect(all.items.map((m) => m.id)).toEqual(backwards)
    expect(all).toMatchObject({ hasBefore: false, hasAfter: false })
  })

  it('refuses a bad cursor or both cursors with field messages, and an empty message', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const other = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}/messages`
    const foreign = other.lastMessage?.id ?? ''
    const wrong = await call(referrer, 'GET', `${base}?before=${foreign}`)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('before')
    const both = await call(referrer, 'GET', `${base}?before=${foreign}&after=${foreign}`)
    expect(both.statusCode).toBe(400)
    expect((await call(referrer, 'GET', `${base}?limit=101`)).statusCode).toBe(400)
    const empty = await call(referrer, 'POST', base, { text: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('text')
  })
})

describe('read state', () => {
  it('counts unread messages of others, moves the mark only forward, shows it to others', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}`
    const ids: string[] = []
    for (const text of ['Jedna', 'Dvě', 'Tři'])
      ids.push(
        messageSchema.parse((await call(referrer, 'POST', `${base}/messages`, { text })).json()).id,
      )
    const detail = consultationDetailSchema.parse((await call(centerDoctor, 'GET', base)).json())
    expect(detail.unreadCount).toBe(4)
    const marked = await call(centerDoctor, 'PUT', `${base}/read`, { upTo: ids[1] })
    expect(marked.statusCode, marked.body).toBe(200)
    expect(readStateSchema.parse(marked.json())).toMatchObject({ readUpTo: ids[1], unreadCount: 1 })
    const back = readStateSchema.parse(
      (await call(centerDoctor, 'PUT', `${base}/read`, { upTo: started.lastMessage?.id })).json(),
    )
    expect(back).toMatchObject({ readUpTo: ids[1], unreadCount: 1 })
    const seenByReferrer = consultationDetailSchema.parse(
      (await call(referrer, 'GET', base)).json(),
    )
    expect(seenByReferrer.unreadCount).toBe(0)
    expect(seenByReferrer.participants.find((p) => p.person.id === centerDoctor.id)?.readUpTo).toBe(
      ids[1],
    )
    expect((await call(otherReferrer, 'PUT', `${base}/read`, { upTo: ids[0] })).statusCode).toBe(
      404,
    )
  })
})

describe('notifications', () => {
  it('notifies the others once per unread burst, never the author', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}`
    const of = (userId: string) =>
      t.database.db
        .select({ id: notifications.id, params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.targetId, started.id)))
    await call(referrer, 'POST', `${base}/messages`, { text: 'Další' })
    await call(referrer, 'POST', `${base}/messages`, { text: 'A další' })
    const burst = await of(centerDoctor.id)
    expect(burst).toHaveLength(1)
    expect(burst[0]?.params).toMatchObject({ subject: 'Biologická léčba – dotaz' })
    expect(await of(referrer.id)).toHaveLength(0)
    const read = await call(centerDoctor, 'PUT', `/api/notifications/${burst[0]?.id ?? ''}/read`)
    expect(read.statusCode, read.body).toBe(200)
    await call(referrer, 'POST', `${base}/messages`, { text: 'Po přečtení' })
    expect(await of(centerDoctor.id)).toHaveLength(2)
    await call(centerDoctor, 'POST', `${base}/messages`, { text: 'Odpověď' })
    expect(await of(referrer.id)).toHaveLength(1)
  })

  it('takes the notice of new messages off the bell once its reader has read them all', async () => {
    const started = await startConsultation(referrer, { participantIds: [centerDoctor.id] })
    const base = `/api/consultations/${started.id}`
    const unread = async () =>
      (
        await t.database.db
          .select({ readAt: notifications.readAt })
          .from(notifications)
          .where(
            and(eq(notifications.userId, centerDoctor.id), eq(notifications.targetId, started.id)),
          )
      ).filter((row) => row.readAt === null).length
    const first = messageSchema.parse(
      (await call(referrer, 'POST', `${base}/messages`, { text: 'Jedna' })).json(),
    )
    const last = messageSchema.parse(
      (await call(referrer, 'POST', `${base}/messages`, { text: 'Dvě' })).json(),
    )
    expect(await unread()).toBe(1)
    // Read half way: the notice stays, something is still unread.
    await call(centerDoctor, 'PUT', `${base}/read`, { upTo: first.id })
    expect(await unread()).toBe(1)
    await call(centerDoctor, 'PUT', `${base}/read`, { upTo: last.id })
    expect(await unread()).toBe(0)
  })
})
