import { expect, test, type Request } from '@playwright/test'
import { cast, countPageLoads, storeSession } from './support/session'
import { paths } from './support/paths'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.describe('API calls', () => {
  test('carry the client headers, one client id per browser session, and no caching', async ({
    page,
  }) => {
    const calls: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request)
    })
    // The first answer is awaited before leaving the page: a navigation cancels calls in flight.
    const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'))
    await page.goto('/')
    const answer = await firstAnswer
    await page.goto('/calculator')
    await expect.poll(() => calls.length).toBeGreaterThan(1)

    const ids = new Set<string>()
    for (const call of calls) {
      const headers = await call.allHeaders()
      expect(headers['x-client-version']).toBe('1.0.0')
      expect(headers['x-client-type']).toBe('web')
      expect(headers['x-client-id']).toMatch(uuid)
      ids.add(headers['x-client-id'] ?? '')
      expect(new URL(call.url()).origin).toBe(new URL(page.url()).origin)
    }
    expect(ids.size).toBe(1)
    expect(await page.evaluate(() => sessionStorage.getItem('app.clientId'))).toBe([...ids][0])
    expect(answer.headers()['cache-control']).toBe('no-store')
  })

  test('an expired token is never sent: the user is signed out to /login with a message', async ({
    page,
  }) => {
    const sentWithToken: string[] = []
    page.on('request', (request) => {
      if (request.headers().authorization) sentWithToken.push(request.url())
    })
    await storeSession(page, cast.peripheralDoctor, -60_000)
    await page.goto(paths.app.home)
    await expect(page).toHaveURL('/login')
    await expect(page.getByTestId('toast')).toContainText('Platnost přihlášení vypršela')
    expect(
      await page.evaluate(() => [
        localStorage.getItem('app.user'),
        localStorage.getItem('app.auth'),
      ]),
    ).toEqual([null, null])
    expect(sentWithToken).toEqual([])
  })
})

test.describe('new builds', () => {
  test('a changed build manifest makes the next navigation a full page load', async ({ page }) => {
    await page.clock.install()
    const loads = countPageLoads(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(loads()).toBe(1)

    // Same build: client-side navigation, no reload.
    await page.getByRole('link', { name: 'Kalkulátory' }).first().click()
    await expect(page).toHaveURL('/calculator')
    // The address changes when a navigation starts; it is over when its page shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Kalkulátory' })).toBeVisible()
    expect(loads()).toBe(1)

    await page.route('**/assets/builds/latest.json', (route) =>
      route.fulfill({
        json: { id: 'a-newer-build', timestamp: Date.now() },
        headers: { 'cache-control': 'no-store' },
      }),
    )
    // The hourly poll fetches the manifest; the page marks the document once it compared the ids.
    const polled = page.waitForResponse('**/assets/builds/latest.json')
    await page.clock.runFor(60 * 60 * 1000)
    expect((await polled).status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('data-newer-build', 'a-newer-build')
    // Seeing the newer build reloads nothing by itself: only the next navigation does.
    expect(loads()).toBe(1)
    await page.getByRole('link', { name: 'Materiály' }).first().click()
    await expect(page).toHaveURL('/materials/system-therapy')
    await expect.poll(loads).toBe(2)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a failed lazy chunk reloads once to the intended route, then shows the error page instead of looping', async ({
    page,
  }) => {
    // A clock the test can run forward: the page's timers of the next seconds fire at once.
    await page.clock.install()
    const loads = countPageLoads(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The chunk of the materials page is "gone" (as after a deploy removed the old build).
    let blocked = 0
    await page.route(/\/assets\/system-therapy-page-[^/]+\.js$/, (route) => {
      blocked++
      return route.fulfill({ status: 404, body: 'gone' })
    })
    await page.getByRole('link', { name: 'Materiály' }).first().click()
    await expect(page).toHaveURL('/materials/system-therapy')
    await expect.poll(loads).toBe(2)
    await expect(page.getByRole('button', { name: 'Zobrazit technické podrobnosti' })).toBeVisible()
    // No loop: the page stays on the error page. A navigation is recorded the moment it starts
    // (the Navigation API's navigate event); the page's timers of the next 2 s run and start none.
    await page.evaluate(() => {
      // The few members used here: TypeScript's DOM library does not declare the Navigation API.
      type Navigation = {
        addEventListener: (
          type: 'navigate',
          listener: (event: { destination: { url: string } }) => void,
        ) => void
      }
      const { navigation } = window as unknown as { navigation: Navigation }
      const started: string[] = []
      Object.assign(window, { startedNavigations: started })
      navigation.addEventListener('navigate', (event) => started.push(event.destination.url))
    })
    await page.clock.runFor(2000)
    expect(
      await page.evaluate(() => (window as { startedNavigations?: string[] }).startedNavigations),
    ).toEqual([])
    expect(loads()).toBe(2)
    expect(blocked).toBeGreaterThanOrEqual(2)
  })
})

test.describe('privacy of a plain installation', () => {
  test('no request leaves the origin and the CSP is never violated', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    const foreign: string[] = []
    const violations: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url())
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const path of [
      '/',
      '/login',
      '/calculator',
      '/materials/system-therapy',
      '/register/peripheral',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await storeSession(page, cast.peripheralDoctor)
    await page.goto(paths.app.home)
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(violations).toEqual([])
    expect(
      await page.locator('script[src*="googletagmanager"], script[src*="recaptcha"]').count(),
    ).toBe(0)
  })
})
