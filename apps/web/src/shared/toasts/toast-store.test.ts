import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appErrorDescription, showAppErrorToast } from './app-error-toast'
import { initI18n } from '../i18n/i18n-store'
import { TOAST_HIDE_AFTER_MS, toasts } from './toast-store'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  toasts.reset()
  vi.useRealTimers()
})

describe('toasts', () => {
  it('adds a visible notification with a timestamp and hides it after 15 s', () => {
    vi.setSystemTime(new Date('2025-03-05T13:07:00Z'))
    const id = toasts.add({ title: 'Uloženo', type: 'success' })
    expect(toasts.current()).toMatchObject({
      id,
      title: 'Uloženo',
      description: '',
      type: 'success',
      hidden: false,
      date: Date.parse('2025-03-05T13:07:00Z'),
    })
    vi.advanceTimersByTime(TOAST_HIDE_AFTER_MS - 1)
    expect(toasts.current()?.id).toBe(id)
    vi.advanceTimersByTime(1)
    expect(toasts.current()).toBeNull()
    expect(toasts.list()[0]).toMatchObject({ id, hidden: true })
    expect(TOAST_HIDE_AFTER_MS).toBe(15_000)
  })

  it('dismiss hides at once and keeps the notification in the list', () => {
    const id = toasts.add({ title: 'A' })
    toasts.dismiss(id)
    expect(toasts.current()).toBeNull()
    expect(toasts.list()).toHaveLength(1)
  })

  it('shows only the newest visible one, falling back to an older one still visible', () => {
    const first = toasts.add({ title: 'first' })
    vi.advanceTimersByTime(1000)
    const second = toasts.add({ title: 'second' })
    expect(toasts.current()?.id).toBe(second)
    toasts.dismiss(second)
    expect(toasts.current()?.id).toBe(first)
    vi.advanceTimersByTime(TOAST_HIDE_AFTER_MS - 1000)
    expect(toasts.current()).toBeNull()
  })

  it('keeps the last five, newest first', () => {
    for (let i = 1; i <= 7; i++) toasts.add({ title: `n${i}` })
    expect(toasts.list().map((n) => n.title)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3'])
  })

  it('calls onHide once, when the toast times out or is dismissed', () => {
    const timedOut = vi.fn()
    const dismissed = vi.fn()
    toasts.add({ title: 'a', onHide: timedOut })
    const second = toasts.add({ title: 'b', onHide: dismissed })
    toasts.dismiss(second)
    toasts.dismiss(second)
    expect(dismissed).toHaveBeenCalledTimes(1)
    expect(timedOut).not.toHaveBeenCalled()
    vi.advanceTimersByTime(TOAST_HIDE_AFTER_MS)
    expect(timedOut).toHaveBeenCalledTimes(1)
  })

  it('notifies subscribers on add and hide', () => {
    const listener = vi.fn()
    const stop = toasts.subscribe(listener)
    const id = toasts.add({ title: 'x' })
    toasts.dismiss(id)
    toasts.dismiss(id)
    stop()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('the generic error toast', () => {
  beforeEach(async () => {
    vi.useRealTimers()
    document.cookie = 'i18n_redirected=cs; Path=/'
    await initI18n()
    vi.useFakeTimers()
  })

  it('says the server’s status message, else asks to try again, never a technical message', () => {
    expect(
      appErrorDescription({
        statusMessage: 'Služba není dostupná',
        message: 'Service unavailable',
      }),
    ).toBe('Služba není dostupná')
    expect(appErrorDescription(new Error('boom'))).toBe('Zkuste to prosím znovu.')
    expect(appErrorDescription(undefined)).toBe('Zkuste to prosím znovu.')
    expect(appErrorDescription({ statusMessage: '' })).toBe('Zkuste to prosím znovu.')
  })

  it('has a real title in the user’s language', () => {
    showAppErrorToast({ statusMessage: 'Zkontrolujte zadané údaje.' })
    expect(toasts.current()).toMatchObject({
      title: 'Akce se nezdařila',
      description: 'Zkontrolujte zadané údaje.',
      type: 'error',
    })
    expect(JSON.stringify(toasts.list())).not.toContain('App Error')
  })

  it('goes away when an action succeeds (dismissErrors), other toasts stay', () => {
    showAppErrorToast({ statusMessage: 'Zkontrolujte zadané údaje.' })
    const info = toasts.add({ title: 'Nová žádost', type: 'info' })
    toasts.dismissErrors()
    expect(
      toasts
        .list()
        .filter((n) => !n.hidden)
        .map((n) => n.id),
    ).toEqual([info])
  })
})
