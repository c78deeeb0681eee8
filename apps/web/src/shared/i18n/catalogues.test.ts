import { afterEach, describe, expect, it } from 'vitest'
import cs from './messages/cs.json'
import en from './messages/default.json'
import { getLocale, initI18n, loadMessages, setLocale, translate } from './i18n-store'
import { appMessages } from './parts/app'

type Entry = string | Record<string, string>
const placeholders = (entry: Entry) =>
  [...new Set([...JSON.stringify(entry).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

afterEach(() => {
  document.cookie = 'i18n_redirected=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
})

describe('message catalogues', () => {
  it('have the same keys and placeholders in Czech and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(cs).sort())
    for (const [key, value] of Object.entries(cs) as [string, Entry][]) {
      expect([key, placeholders((en as Record<string, Entry>)[key] ?? '')]).toEqual([
        key,
        placeholders(value),
      ])
    }
  })

  it('give every Czech counted phrase all four plural forms', () => {
    for (const value of Object.values(cs) as Entry[]) {
      if (typeof value !== 'string')
        expect(Object.keys(value).sort()).toEqual(['few', 'many', 'one', 'other'])
    }
  })

  it('are loaded for the resolved locale, switched at runtime and saved in the cookie', async () => {
    await initI18n()
    expect(getLocale()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(translate('nav.signIn')).toBe('Sign in')
    // A part of the catalogue (the signed-in app's) loads when its route asks for it…
    expect(translate('userMenu.label', { name: 'Jana' })).toBe('userMenu.label')
    await loadMessages(appMessages)
    expect(translate('userMenu.label', { name: 'Jana' })).toBe('User menu: Jana')
    // …and from then on a language switch loads it too.
    await setLocale('cs')
    expect(document.documentElement.lang).toBe('cs')
    expect(translate('nav.signIn')).toBe('Přihlásit se')
    expect(document.cookie).toContain('i18n_redirected=cs')
    expect(translate('form.loading')).toBe('Načítání…')
    expect(translate('userMenu.label', { name: 'MUDr. Jana Nováková' })).toBe(
      'Uživatelská nabídka: MUDr. Jana Nováková',
    )
  })
})
