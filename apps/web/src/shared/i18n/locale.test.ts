import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateTime, formatNumber } from './format'
import { localeCookie, readLocaleCookie, resolveInitialLocale, writeLocaleCookie } from './locale'
import { selectPluralForm } from './plural'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('locale resolution', () => {
  it('takes the cookie first', () => {
    expect(
      resolveInitialLocale({ cookie: 'a=1; i18n_redirected=en; b=2', languages: ['cs-CZ'] }),
    ).toBe('en')
    expect(resolveInitialLocale({ cookie: 'i18n_redirected=cs', languages: ['en-US'] })).toBe('cs')
  })

  it('then the first supported browser language', () => {
    expect(resolveInitialLocale({ cookie: '', languages: ['de-DE', 'en-US', 'cs'] })).toBe('en')
    expect(resolveInitialLocale({ cookie: 'i18n_redirected=fr', languages: ['cs-CZ', 'en'] })).toBe(
      'cs',
    )
  })

  it('then Czech', () => {
    expect(resolveInitialLocale({ cookie: '', languages: ['de-DE', 'sk'] })).toBe('cs')
    expect(resolveInitialLocale({ cookie: '', languages: [] })).toBe('cs')
  })

  it('reads only its own cookie', () => {
    expect(readLocaleCookie('xi18n_redirected=en')).toBeNull()
    expect(readLocaleCookie('i18n_redirected=')).toBeNull()
  })

  it('saves the choice for 365 days on path / with SameSite lax', () => {
    expect(localeCookie('en', false)).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(localeCookie('cs', true)).toBe(
      'i18n_redirected=cs; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
    const setter = vi.spyOn(document, 'cookie', 'set')
    writeLocaleCookie('en')
    expect(setter).toHaveBeenCalledWith(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })
})

describe('Czech plurals and formats', () => {
  const patients = {
    one: '{count} pacient',
    few: '{count} pacienti',
    many: '{count} pacienta',
    other: '{count} pacientů',
  }

  it('chooses one, few, many and other like Czech grammar', () => {
    expect(selectPluralForm('cs', patients, 1)).toBe(patients.one)
    for (const n of [2, 3, 4]) expect(selectPluralForm('cs', patients, n)).toBe(patients.few)
    expect(selectPluralForm('cs', patients, 1.5)).toBe(patients.many)
    for (const n of [0, 5, 11, 22, 100])
      expect(selectPluralForm('cs', patients, n)).toBe(patients.other)
  })

  it('falls back to other when a form is missing (English has no few)', () => {
    expect(selectPluralForm('en', { one: 'one', other: 'many' }, 3)).toBe('many')
    expect(selectPluralForm('en', { one: 'one', other: 'many' }, 1)).toBe('one')
  })

  it('formats numbers and dates in cs-CZ', () => {
    expect(formatNumber('cs', 1234567.891)).toBe('1\u00a0234\u00a0567,891')
    expect(formatNumber('en', 1234.5)).toBe('1,234.5')
    const date = new Date(2024, 2, 5, 14, 7)
    expect(formatDate('cs', date)).toBe('5. 3. 2024')
    expect(formatDateTime('cs', date)).toBe('5. 3. 2024 14:07')
  })
})
