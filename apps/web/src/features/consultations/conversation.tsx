import type { ConsultationMessage, Participant } from '@konzilium/contract/consultations'
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { formatDate, formatTime } from '../../shared/i18n/format'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { AttachmentList } from './attachments'
import { useConsultationMessages } from './consultation-messages'
import {
  conversationItems,
  dayName,
  readersByMessage,
  type ConversationItem,
} from './conversation-model'

interface Props {
  consultationId: string
  messages: readonly ConsultationMessage[]
  participants: readonly Participant[]
  hasBefore: boolean
  older: 'idle' | 'loading' | 'failed'
  onLoadOlder: () => void
}

/** How near the top (px) a scroll up asks for the older page. */
const NEAR_TOP = 48

/**
 * The messages, oldest first: day separators, groups by author, system lines, attachments and read
 * receipts. Text is drawn as text (React escapes it; line breaks kept by CSS), never as markup.
 * Scrolling up to the top loads the older page, as does the button; the view stays where it was
 * when older messages are put above, and follows the newest while it is scrolled to the bottom.
 */
export function Conversation(props: Props) {
  const { t } = useConsultationMessages()
  const selfId = useSessionUser()?.id
  const scroller = useKeepScroll(props.messages)
  const items = conversationItems(props.messages)
  const readers = readersByMessage(props.participants, selfId, props.messages)
  const { hasBefore, older, onLoadOlder } = props
  return (
    <div className="conversation">
      <div
        ref={scroller}
        className="conversation__scroll"
        tabIndex={0}
        role="log"
        aria-label={t('conversation.label')}
        onScroll={(event) => {
          if (hasBefore && older === 'idle' && event.currentTarget.scrollTop < NEAR_TOP)
            onLoadOlder()
        }}
      >
        {hasBefore && (
          <p className="conversation__older">
            <Button variant="text" small disabled={older === 'loading'} onClick={onLoadOlder}>
              {older === 'loading' ? t('conversation.olderLoading') : t('conversation.older')}
            </Button>
            {older === 'failed' && <span role="alert">{t('conversation.olderFailed')}</span>}
          </p>
        )}
        {items.length === 0 ? (
          <p className="consultation-muted">{t('conversation.empty')}</p>
        ) : (
          <ol className="conversation__list">
            {items.map((item) => (
              <ConversationEntry
                key={item.key}
                item={item}
                consultationId={props.consultationId}
                readers={readers}
                selfId={selfId}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  )
}

/**
 * Keeps the reader's place: after older messages are put above, the same message stays in view;
 * after newer ones arrive, the view follows them when it was at the bottom (or on the first load).
 */
function useKeepScroll(messages: readonly ConsultationMessage[]): RefObject<HTMLDivElement | null> {
  const scroller = useRef<HTMLDivElement>(null)
  const before = useRef({ first: '', last: '', height: 0, atBottom: true })
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const first = messages[0]?.id ?? ''
    const last = messages.at(-1)?.id ?? ''
    const seen = before.current
    if (first !== seen.first && last === seen.last && seen.height > 0)
      box.scrollTop += box.scrollHeight - seen.height
    else if (last !== seen.last && seen.atBottom) box.scrollTop = box.scrollHeight
    before.current = { ...seen, first, last, height: box.scrollHeight }
  }, [messages])
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const track = () => {
      before.current = {
        ...before.current,
        atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_TOP,
        height: box.scrollHeight,
      }
    }
    box.addEventListener('scroll', track)
    return () => {
      box.removeEventListener('scroll', track)
    }
  }, [])
  return scroller
}

function ConversationEntry({
  item,
  consultationId,
  readers,
  selfId,
}: {
  item: ConversationItem
  consultationId: string
  readers: Map<string, Participant[]>
  selfId: string | undefined
}) {
  const { t, locale } = useConsultationMessages()
  const [now] = useState(() => Date.now())
  switch (item.kind) {
    case 'day': {
      const name = dayName(item.day, now)
      return (
        <li className="conversation__day">
          <span>
            {name === 'today'
              ? t('conversation.today')
              : name === 'yesterday'
                ? t('conversation.yesterday')
                : formatDate(locale, item.at)}
          </span>
        </li>
      )
    }
    case 'system':
      return (
        <li className="conversation__system">
          <SystemLine message={item.message} />
          <Receipts people={readers.get(item.message.id)} />
        </li>
      )
    case 'group': {
      const author = item.messages[0]?.author
      const own = author?.id === selfId
      return (
        <li className={own ? 'message-group message-group--own' : 'message-group'}>
          <p className="message-group__author">{author?.displayName}</p>
          {item.messages.map((message) => (
            <div key={message.id} className="message">
              {message.text && <p className="message__text">{message.text}</p>}
              <AttachmentList consultationId={consultationId} attachments={message.attachments} />
              <time className="message__time" dateTime={message.createdAt}>
                {formatTime(locale, Date.parse(message.createdAt))}
              </time>
              <Receipts people={readers.get(message.id)} />
            </div>
          ))}
        </li>
      )
    }
  }
}

/** What a system line records, in words: who joined, left, closed or reopened. */
function SystemLine({ message }: { message: ConsultationMessage }) {
  const { t } = useConsultationMessages()
  const system = message.system
  if (!system) return null
  const person = system.person?.displayName ?? message.author?.displayName ?? t('system.someone')
  return <p>{t(`system.${system.event}`, { person })}</p>
}

/** "Přečteno: MUDr. X": the participants whose read mark stands at this message. */
function Receipts({ people }: { people: readonly Participant[] | undefined }) {
  const { t } = useConsultationMessages()
  if (!people || people.length === 0) return null
  const names = people.map((participant) => participant.person.displayName).join(', ')
  return (
    <p className="message__receipt">
      <span aria-hidden="true">✓✓ </span>
      {t('conversation.readBy', { names })}
    </p>
  )
}
