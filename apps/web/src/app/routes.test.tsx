import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, useLayoutEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, useLocation, type Location } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../shared/i18n/i18n-store'
import { session } from '../shared/session/session-store'
import { paths, to } from '../shared/navigation/paths'
import { AppRoutes } from './router'

// React's act() needs this flag outside a test framework that sets it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const user = {
  id: '0b7f3f2e-9d1c-4c41-9a53-2f2d8c1e6a10',
  email: 'jana@example.cz',
  role: 'peripheral_doctor' as const,
  degreesBefore: 'MUDr.',
  firstName: 'Jana',
  lastName: 'Nováková',
  degreesAfter: null,
  locale: null,
}
const validAuth = () => ({
  accessToken: 't',
  accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
})

let root: Root | null = null
let container: HTMLElement

let current: Location | undefined

/** Where the app is now, as the router sees it. */
function LocationProbe() {
  const location = useLocation()
  useLayoutEffect(() => {
    current = location
  }, [location])
  return null
}

async function renderAt(path: string) {
  container = document.createElement('div')
  document.body.appendChild(container)
  await act(async () => {
    root = createRoot(container)
    // The app layout saves preference switches through the query client, as in the app.
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** Waits until the app is at `pathname` (and `search`, when given): its guards have decided. */
async function expectAt(pathname: string, search?: string): Promise<void> {
  await waitUntil(
    () => current?.pathname === pathname && (search === undefined || current.search === search),
  )
}

/**
 * Waits for a condition, letting React render between checks (a lazy page resumes a suspended
 * render); the deadline only ends a hang (lazy routes load slowly under load).
 */
async function waitUntil(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

beforeAll(async () => {
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
})

// This test has no API: the pages' calls are answered 503 here, never sent over the network.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json(
          {
            statusCode: 503,
            statusMessage: 'Service Unavailable',
            message: 'No API in this test',
            code: 'SERVICE_UNAVAILABLE',
          },
          { status: 503, statusText: 'Service Unavailable' },
        ),
      ),
    ),
  )
})

afterEach(() => {
  act(() => {
    root?.unmount()
  })
  root = null
  container.remove()
  session.logout()
  document.cookie = 'i18n_redirected=cs; Path=/'
  vi.unstubAllGlobals()
})

describe('guards', () => {
  it('sends a stored user from / to /app', async () => {
    session.login(user, validAuth())
    await renderAt(paths.home)
    await expectAt(paths.app.home)
  })

  it('sends a visitor without a stored user from any /app path to /', async () => {
    for (const path of [paths.app.home, to.user('42'), `${paths.app.home}/whatever`]) {
      await renderAt(path)
      await expectAt('/')
      act(() => {
        root?.unmount()
      })
      container.remove()
    }
  })

  it('carries a deep link opened signed out to / as ?next= and back once signed in', async () => {
    await renderAt(to.users({ role: 'rep' }))
    await expectAt('/', '?next=%2Fapp%2Fusers%3Frole%3Drep')
    act(() => {
      root?.unmount()
    })
    container.remove()
    session.login(user, validAuth())
    await renderAt('/?next=%2Fapp%2Fprofile')
    await expectAt(paths.app.profile)
  })

  it('never follows a ?next= outside the app', async () => {
    session.login(user, validAuth())
    await renderAt('/?next=%2F%2Fevil.example%2Fapp')
    await expectAt(paths.app.home)
  })

  it('lets a visitor see the landing page and a user see the app', async () => {
    await renderAt(paths.home)
    await expectAt('/')
    await waitUntil(() => container.querySelector('h1') !== null)
    act(() => {
      root?.unmount()
    })
    container.remove()
    session.login(user, validAuth())
    await renderAt(paths.app.patients)
    await expectAt(paths.app.patients)
  })
})

describe('terms and privacy notice', () => {
  it('are public pages linked from the footer', async () => {
    for (const [path, title] of [
      [paths.terms, 'Podmínky použití'],
      [paths.privacy, 'Zásady ochrany osobních údajů'],
    ] as const) {
      await renderAt(path)
      await expectAt(path)
      await waitUntil(() => container.querySelector('h1')?.textContent === title)
      const footerLinks = [...container.querySelectorAll('footer a')].map((a) =>
        a.getAttribute('href'),
      )
      expect(footerLinks).toEqual(expect.arrayContaining([paths.terms, paths.privacy]))
      act(() => {
        root?.unmount()
      })
      container.remove()
    }
  })
})

describe('404 and error page', () => {
  it('renders the 404 in Czech words, with the technical message behind a toggle', async () => {
    await renderAt('/tohle/neexistuje')
    await waitUntil(() => container.textContent.includes('Stránka /tohle/neexistuje neexistuje.'))
    expect(container.querySelector('.error-page__message')?.textContent).toBe(
      'Stránka /tohle/neexistuje neexistuje.',
    )
    expect(container.querySelector('h1')?.textContent).toBe('Stránka nenalezena')
    // The error page's own toggle (the public header's menu button has aria-expanded too).
    const toggle = [...container.querySelectorAll<HTMLButtonElement>('main button')].find(
      (b) => b.getAttribute('aria-expanded') !== null,
    )
    const details = container.querySelector('[data-testid="error-details"]')
    expect(toggle?.getAttribute('aria-expanded')).toBe('false')
    expect(details?.hasAttribute('hidden')).toBe(true)
    act(() => {
      toggle?.click()
    })
    expect(toggle?.getAttribute('aria-expanded')).toBe('true')
    expect(details?.hasAttribute('hidden')).toBe(false)
    const text = details?.textContent ?? ''
    for (const part of [
      'Zpráva',
      'Název',
      'Příčina',
      'Stavový kód',
      'Stavová zpráva',
      'NotFoundError',
      '404',
      'Page not found: /tohle/neexistuje',
    ])
      expect(text).toContain(part)
    const home = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Zpět na úvodní stránku',
    )
    expect(home?.getAttribute('href')).toBe('/')
  })

  it('refuses a page outside the role in Czech words, not the technical message', async () => {
    session.login(user, validAuth())
    await renderAt(paths.app.users)
    await waitUntil(() => container.querySelector('h1')?.textContent === 'Přístup odepřen')
    expect(container.querySelector('.error-page__message')?.textContent).toBe(
      'K této stránce nemáte přístup.',
    )
    const details = container.querySelector('[data-testid="error-details"]')
    expect(details?.hasAttribute('hidden')).toBe(true)
    expect(details?.textContent).toContain(`Access denied: ${paths.app.users}`)
  })
})
