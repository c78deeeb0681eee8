import type {
  ConsultationDetail,
  ConsultationMessage,
  ConsultationSummary,
  MessageWindow,
  Participant,
} from '@konzilium/contract/consultations'
import { signedInUser } from '../../../test/fake-server'

/** The synthetic cast of the consultation tests; the caller is the fake server's signed-in doctor. */
export const ids = {
  self: signedInUser.id,
  patient: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f80',
  consultation: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  other: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  third: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
}

export const self = signedInUser
export const other = { id: ids.other, displayName: 'MUDr. Petr Dvořák', listName: 'Dvořák Petr' }
export const third = { id: ids.third, displayName: 'MUDr. Jan Novotný', listName: 'Novotný Jan' }

/** A message id that sorts with its number: `messageId(7)`. */
export const messageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Message `n`, by `author`, at `at` (by default n minutes after 27 Nov 2026 09:00 UTC). */
export function message(n: number, change: Partial<ConsultationMessage> = {}): ConsultationMessage {
  return {
    id: messageId(n),
    kind: 'message',
    author: other,
    text: `Zpráva ${String(n)}`,
    system: null,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 27, 9, n)).toISOString(),
    ...change,
  }
}

export const window = (
  items: ConsultationMessage[],
  change: Partial<MessageWindow> = {},
): MessageWindow => ({ items, hasBefore: false, hasAfter: false, ...change })

export function participant(person: typeof self, change: Partial<Participant> = {}): Participant {
  return {
    person,
    role: 'center_doctor',
    joinedAt: '2026-11-27T08:00:00.000Z',
    readUpTo: null,
    lastReadAt: null,
    ...change,
  }
}

export function summary(change: Partial<ConsultationSummary> = {}): ConsultationSummary {
  return {
    id: ids.consultation,
    subject: 'Psoriáza, selhání metotrexátu',
    state: 'open',
    patient: { id: ids.patient, displayName: 'Nováková Jana' },
    referralId: null,
    createdBy: self,
    createdAt: '2026-11-27T08:00:00.000Z',
    closedAt: null,
    lastActivityAt: '2026-11-27T09:05:00.000Z',
    lastMessage: {
      id: messageId(5),
      kind: 'message',
      author: other,
      excerpt: 'Navrhuji biologickou léčbu.',
      at: '2026-11-27T09:05:00.000Z',
      hasAttachments: false,
    },
    unreadCount: 0,
    participantCount: 2,
    ...change,
  }
}

export function detail(change: Partial<ConsultationDetail> = {}): ConsultationDetail {
  return {
    ...summary(),
    participants: [participant(self, { role: 'peripheral_doctor' }), participant(other)],
    allowedActions: ['post', 'participants', 'close'],
    ...change,
  }
}
