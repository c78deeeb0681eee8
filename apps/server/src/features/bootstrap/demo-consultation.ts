import { consultationMessages, consultationParticipants, consultations } from '../../db/schema'
import type { Work } from '../../platform/transaction'

/** The demo consultation's messages: who writes, what, how many minutes ago. */
const demoMessages = [
  {
    from: 'peripheralDoctor',
    minutesAgo: 26 * 60,
    text: 'Dobrý den, pacient má po třech měsících metotrexátu stále PASI 14. Zvažujete biologickou léčbu, nebo ještě jiný konvenční lék?',
  },
  {
    from: 'centerDoctor',
    minutesAgo: 25 * 60,
    text: 'Dobrý den, při PASI nad 10 a selhání metotrexátu splňuje indikaci. Pošlete prosím ještě aktuální DLQI, objednáme ho na vstupní vyšetření.',
  },
  {
    from: 'peripheralDoctor',
    minutesAgo: 3 * 60,
    text: 'Děkuji, DLQI je 12. Žádanku posílám dnes.',
  },
] as const

/**
 * One consultation of the demo seed between the demo peripheral doctor and the demo centre doctor
 * about the demo patient's record (which both may read), with a short exchange; the centre doctor
 * has the last message unread, so the list shows an unread count.
 */
export async function seedDemoConsultation(
  work: Work,
  now: Date,
  ids: { patientId: string; peripheralDoctor: string; centerDoctor: string },
): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  const first = demoMessages[0]
  const last = demoMessages[demoMessages.length - 1] ?? first
  const [consultation] = await work.db
    .insert(consultations)
    .values({
      subject: 'Indikace biologické léčby po selhání metotrexátu',
      patientId: ids.patientId,
      createdById: ids.peripheralDoctor,
      createdAt: ago(first.minutesAgo),
      lastActivityAt: ago(last.minutesAgo),
    })
    .returning({ id: consultations.id })
  if (!consultation) throw new Error('The demo consultation was not written')
  const messages = await work.db
    .insert(consultationMessages)
    .values(
      demoMessages.map((message) => ({
        consultationId: consultation.id,
        kind: 'message' as const,
        authorId: ids[message.from],
        text: message.text,
        createdAt: ago(message.minutesAgo),
      })),
    )
    .returning({ seq: consultationMessages.seq })
  const seqs = messages.map((message) => message.seq).sort((a, b) => a - b)
  await work.db.insert(consultationParticipants).values([
    {
      consultationId: consultation.id,
      userId: ids.peripheralDoctor,
      joinedAt: ago(first.minutesAgo),
      readUpToSeq: seqs.at(-1) ?? 0,
      lastReadAt: ago(last.minutesAgo),
    },
    {
      consultationId: consultation.id,
      userId: ids.centerDoctor,
      joinedAt: ago(first.minutesAgo),
      readUpToSeq: seqs.at(-2) ?? 0,
      lastReadAt: ago(demoMessages[1].minutesAgo),
    },
  ])
}
