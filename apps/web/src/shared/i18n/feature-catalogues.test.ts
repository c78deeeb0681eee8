import { describe, expect, it, vi } from 'vitest'
import { registerCatalogue } from './feature-catalogues'
import { getLocale, initI18n, setLocale } from './i18n-store'
import { catalogueDifferences } from './catalogue-parity'

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('feature catalogues', () => {
  it('load the catalogue of a locale once and translate with a fallback to English', async () => {
    const cs = vi.fn(() =>
      Promise.resolve({
        default: {
          hello: 'Ahoj {name}',
          count: {
            one: '{count} kus',
            few: '{count} kusy',
            many: '{count} kusu',
            other: '{count} kusů',
          },
        },
      }),
    )
    const en = vi.fn(() =>
      Promise.resolve({ default: { hello: 'Hello {name}', only: 'English only' } }),
    )
    const catalogue = registerCatalogue('test-basic', { cs, en })
    expect(catalogue.translate('cs', 'hello', { name: 'Jano' })).toBe('hello')
    await Promise.all([catalogue.load('cs'), catalogue.load('cs')])
    expect(cs).toHaveBeenCalledTimes(1)
    expect(catalogue.translate('cs', 'hello', { name: 'Jano' })).toBe('Ahoj Jano')
    expect(catalogue.translate('cs', 'count', { count: 3 })).toBe('3 kusy')
    await catalogue.load('en')
    expect(catalogue.translate('cs', 'only' as never)).toBe('English only')
    expect(catalogue.keys('cs')).toEqual(['hello', 'count'])
    expect(registerCatalogue('test-basic', { cs, en })).toBe(catalogue)
  })

  it('give a new snapshot after each load and mark the promise settled for React’s use()', async () => {
    const catalogue = registerCatalogue('test-snapshot', {
      cs: () => Promise.resolve({ default: { a: 'A' } }),
      en: () => Promise.resolve({ default: { a: 'A' } }),
    })
    const before = catalogue.getSnapshot()
    const listener = vi.fn()
    const unsubscribe = catalogue.subscribe(listener)
    const promise = catalogue.load('cs')
    await promise
    expect(listener).toHaveBeenCalledTimes(1)
    expect(catalogue.getSnapshot()).not.toBe(before)
    expect((promise as Promise<void> & { status?: string }).status).toBe('fulfilled')
    expect(catalogue.load('cs')).toBe(promise)
    unsubscribe()
  })

  it('load a part added later with the next load, beside what is already there', async () => {
    const catalogue = registerCatalogue('test-parts', {
      cs: () => Promise.resolve({ default: { shared: 'Společné' } }),
      en: () => Promise.resolve({ default: { shared: 'Shared' } }),
    })
    const first = catalogue.load('cs')
    await first
    const part = {
      cs: vi.fn(() => Promise.resolve({ default: { own: 'Vlastní' } })),
      en: vi.fn(() => Promise.resolve({ default: { own: 'Own' } })),
    }
    catalogue.addPart(part)
    catalogue.addPart(part)
    expect(catalogue.isLoaded('cs')).toBe(false)
    const second = catalogue.load('cs')
    expect(second).not.toBe(first)
    await second
    expect(catalogue.load('cs')).toBe(second)
    expect(part.cs).toHaveBeenCalledTimes(1)
    expect(catalogue.isLoaded('cs')).toBe(true)
    expect(catalogue.translate('cs', 'shared')).toBe('Společné')
    expect(catalogue.translate('cs', 'own' as never)).toBe('Vlastní')
    await catalogue.load('en')
    expect(part.en).toHaveBeenCalledTimes(1)
    expect(catalogue.translate('en', 'own' as never)).toBe('Own')
  })

  it('retry a failed load', async () => {
    let attempts = 0
    const catalogue = registerCatalogue('test-retry', {
      cs: () => {
        attempts += 1
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: { a: 'A' } })
      },
      en: () => Promise.resolve({ default: { a: 'A' } }),
    })
    await expect(catalogue.load('cs')).rejects.toThrow('offline')
    expect(catalogue.isLoaded('cs')).toBe(false)
    await catalogue.load('cs')
    expect(catalogue.isLoaded('cs')).toBe(true)
  })

  it('are loaded by a language switch before the switch applies', async () => {
    document.cookie = 'i18n_redirected=cs; Path=/'
    await initI18n()
    const english = deferred<{ default: Record<string, string> }>()
    const catalogue = registerCatalogue('test-switch', {
      cs: () => Promise.resolve({ default: { a: 'Česky' } }),
      en: () => english.promise,
    })
    await catalogue.load('cs')
    const switching = setLocale('en')
    await Promise.resolve()
    // The global catalogue may be loaded already; the switch still waits for this feature.
    expect(getLocale()).toBe('cs')
    english.resolve({ default: { a: 'English' } })
    await switching
    expect(getLocale()).toBe('en')
    expect(catalogue.translate('en', 'a')).toBe('English')
    await setLocale('cs')
  })
})

describe('catalogue parity', () => {
  it('reports missing keys, differing placeholders and incomplete Czech plurals', () => {
    expect(
      catalogueDifferences(
        { a: 'A {x}', b: 'B', c: { one: '{count}', other: '{count}' } },
        { a: 'A {y}', c: { one: '{count}', other: '{count}' }, d: '' },
      ),
    ).toEqual([
      'missing in English: b',
      'missing in Czech: d',
      'placeholders differ in a: {x} vs {y}',
      'Czech plural forms incomplete in c',
      'empty text: d',
    ])
  })
})
