import type { Services } from '../../platform/services'

/** What happened, by ids only (no text, no names: nothing a log or a channel must not carry). */
export type MessagePosted = {
  consultationId: string
  messageId: string
  authorId: string
  /** The participants now, the author among them. */
  participantIds: string[]
}

/**
 * Runs once the transaction that posted a message has committed, never after a rollback. The live
 * channel (platform/live) publishes the event from here to the participants' open connections, so
 * their screens fetch the new message under their own scope; until it exists, this only records
 * the event at debug level. Keep it quick and never throwing: the message is already posted.
 */
export function afterMessagePosted(s: Services, event: MessagePosted): void {
  s.log.debug(
    { consultationId: event.consultationId, messageId: event.messageId },
    'consultation message posted',
  )
}
