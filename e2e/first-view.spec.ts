import { expect, test, type Page } from '@playwright/test'

/** The files theme-init.js preloaded for the first view (build/first-view-preload-plugin.ts). */
function firstViewPreloads(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-first-view]')).map(
      (link) => `${link.rel} ${new URL(link.href).pathname}`,
    ),
  )
}

test.describe('first view', () => {
  test('a calculator page preloads its chunks and the catalogues of the visitor’s language', async ({
    page,
  }) => {
    await page.goto('/calculator/dermatology')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const preloads = await firstViewPreloads(page)
    expect(preloads).toContainEqual(
      expect.stringMatching(/^modulepreload \/assets\/dermatology-calculator-page-[\w-]+\.js$/),
    )
    expect(preloads).toContainEqual(
      expect.stringMatching(/^preload \/assets\/calculators-[\w-]+\.css$/),
    )
    // Czech browser: the global catalogue and the calculators' Czech catalogue with its
    // dermatology part, no English one.
    expect(preloads.filter((entry) => /\/cs-[\w-]+\.js$/.test(entry))).toHaveLength(3)
    expect(preloads.filter((entry) => /\/default-[\w-]+\.js$/.test(entry))).toHaveLength(0)
  })

  test('a visitor who chose English gets the English catalogue preloaded', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL ?? '' }])
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    const preloads = await firstViewPreloads(page)
    expect(preloads).toContainEqual(
      expect.stringMatching(/^modulepreload \/assets\/default-[\w-]+\.js$/),
    )
    expect(preloads.filter((entry) => /\/cs-[\w-]+\.js$/.test(entry))).toHaveLength(0)
    expect(preloads).toContainEqual(expect.stringMatching(/\/login-page-[\w-]+\.js$/))
  })

  test('the landing page, the calculators and the sign-in page do not download TanStack Query', async ({
    page,
  }) => {
    // Link prefetching (1 s after a page settles) may load it for the pages linked from here;
    // off, as on a data-saving connection, so only what these pages need is loaded.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      })
    })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/calculator/rheumatology')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Sign-in is a plain request, not a query mutation.
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible()
    const query = (path: string) => /\/(query|query-client|useQuery|useMutation)-/.test(path)
    expect(scripts.filter(query)).toEqual([])
    // …whereas the password reset page, which fetches through it, does.
    await page.goto('/request-password')
    await expect(page.getByRole('button', { name: 'Poslat kód' })).toBeVisible()
    expect(scripts.filter(query)).not.toEqual([])
  })
})
