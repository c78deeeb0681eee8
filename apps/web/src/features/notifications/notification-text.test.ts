import { describe, expect, it } from 'vitest'
import type { NotificationItem } from '@konzilium/contract/notifications'
import { formatEntry } from '../../shared/i18n/message-format'
import { to } from '../../shared/navigation/paths'
import cs from './messages/cs.json'
import en from './messages/default.json'
import type { NotificationMessageKey } from './notification-messages'
import {
  freshForToast,
  knownEvents,
  notificationHref,
  notificationText,
  relativeTime,
} from './notification-text'

const translator =
  (catalogue: Record<string, unknown>, locale: 'cs' | 'en') =>
  (key: NotificationMessageKey, params?: Record<string, string | number>) => {
    const entry = catalogue[key]
    if (entry === undefined) throw new Error(`missing ${key} in ${locale}`)
    return formatEntry(locale, entry as never, params)
  }

const item = (overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  type: 'success',
  event: 'referral.accepted',
  params: {},
  target: { type: 'referral', id: '22222222-2222-4222-8222-222222222222' },
  createdAt: '2026-03-05T10:00:00.000Z',
  readAt: null,
  hidden: false,
  ...overrides,
})

describe('notificationText', () => {
  it('renders every event the server writes in Czech and English', () => {
    for (const event of knownEvents) {
      for (const [catalogue, locale] of [
        [cs, 'cs'],
        [en, 'en'],
      ] as const) {
        const text = notificationText(translator(catalogue, locale), locale, { event, params: {} })
        expect(text.title, `${event} ${locale}`).not.toContain('event.')
        expect(text.description.length, `${event} ${locale}`).toBeGreaterThan(10)
      }
    }
  })

  it('gives an accept’s first visit in Prague time and says the centre left a message', () => {
    const params = {
      center: 'Revmatologický ústav',
      firstVisitAt: '2026-12-03T08:30:00.000Z',
      message: 'yes',
    }
    expect(notificationText(translator(cs, 'cs'), 'cs', item({ params })).description).toBe(
      'Centrum: Revmatologický ústav. Pacient přechází do péče centra. První návštěva: 3. prosince 2026 v 9:30. Centrum vám u žádosti zanechalo zprávu.',
    )
    expect(notificationText(translator(en, 'en'), 'en', item({ params })).description).toBe(
      "Centre: Revmatologický ústav. The patient moves into the centre's care. First visit: 3 December 2026 at 09:30. The centre left you a message on the referral.",
    )
  })

  it('names the patient, the centre and the doctor of a referral event, or "a patient"', () => {
    const params = {
      patient: 'Tereza Nováková',
      center: 'Revmatologický ústav',
      actor: 'MUDr. Jan Dvořák',
    }
    expect(notificationText(translator(cs, 'cs'), 'cs', item({ params }))).toEqual({
      title: 'Žádost pro Tereza Nováková byla přijata',
      description: 'Centrum: Revmatologický ústav. Pacient přechází do péče centra.',
    })
    const cancelled = item({ event: 'referral.cancelled', params: { ...params, patient: '' } })
    expect(notificationText(translator(en, 'en'), 'en', cancelled)).toEqual({
      title: 'Referral for a patient cancelled',
      description: 'Referring doctor: MUDr. Jan Dvořák. Centre: Revmatologický ústav.',
    })
    const created = item({ event: 'referral.created', params: { center: 'X', actor: 'Y' } })
    expect(notificationText(translator(cs, 'cs'), 'cs', created).title).toBe(
      'Nová žádost pro pacienta',
    )
  })

  it('gives an event this client does not know a neutral text, never the key', () => {
    const text = notificationText(translator(cs, 'cs'), 'cs', {
      event: 'form.created',
      params: {},
    })
    expect(text).toEqual({ title: 'Oznámení', description: 'Podrobnosti najdete v Konziliu.' })
  })

  it('names the author of new consultation messages', () => {
    const text = notificationText(translator(cs, 'cs'), 'cs', {
      event: 'consultation.message',
      params: { author: 'MUDr. Jana Dvořáková' },
    })
    expect(text.title).toBe('Nová zpráva v konziliu')
    expect(text.description).toContain('MUDr. Jana Dvořáková')
  })

  it('names the unread count in Czech plural forms', () => {
    const t = translator(cs, 'cs')
    expect(t('bell.unread', { count: 1 })).toBe('Oznámení, 1 nepřečtené')
    expect(t('bell.unread', { count: 3 })).toBe('Oznámení, 3 nepřečtená')
    expect(t('bell.unread', { count: 7 })).toBe('Oznámení, 7 nepřečtených')
  })
})

describe('notificationHref', () => {
  it('links to the object by id only', () => {
    expect(notificationHref(item())).toBe(to.referral('22222222-2222-4222-8222-222222222222'))
    expect(notificationHref(item({ target: { type: 'patient', id: 'p' } }))).toBe(to.patient('p'))
    expect(notificationHref(item({ target: null }))).toBeNull()
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-03-05T10:00:00Z')
  it('says how long ago in the reader language', () => {
    expect(relativeTime('cs', '2026-03-05T09:55:00Z', now)).toBe('před 5 minutami')
    expect(relativeTime('en', '2026-03-05T07:00:00Z', now)).toBe('3 hours ago')
    expect(relativeTime('en', '2026-03-04T10:00:00Z', now)).toBe('yesterday')
    expect(relativeTime('cs', '2026-03-05T09:59:40Z', now)).toBe('nyní')
  })
})

describe('freshForToast', () => {
  const baseline = '2026-03-05T10:00:00.000Z'
  it('toasts only unread, visible ones newer than the baseline and not toasted yet, oldest first', () => {
    const older = item({ id: 'a', createdAt: '2026-03-05T09:00:00.000Z' })
    const newer = item({ id: 'b', createdAt: '2026-03-05T10:02:00.000Z' })
    const newest = item({ id: 'c', createdAt: '2026-03-05T10:05:00.000Z' })
    const read = item({ id: 'd', createdAt: '2026-03-05T10:06:00.000Z', readAt: baseline })
    const hidden = item({ id: 'e', createdAt: '2026-03-05T10:07:00.000Z', hidden: true })
    const list = [hidden, read, newest, newer, older]
    expect(freshForToast(list, baseline, new Set()).map((n) => n.id)).toEqual(['b', 'c'])
    expect(freshForToast(list, baseline, new Set(['b'])).map((n) => n.id)).toEqual(['c'])
    expect(freshForToast(list, null, new Set()).map((n) => n.id)).toEqual(['a', 'b', 'c'])
  })
})
