import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { forgetPublicTexts } from '../texts'
import { TermsPage } from './legal-page'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

/** The client configuration names no operator; the texts call answers `items`. */
async function renderTerms(items: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(url.includes('/api/texts') ? json({ items }) : json({ features: {} })),
    ),
  )
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  ).container
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  forgetPublicTexts()
})

describe('the terms page', () => {
  it('shows the built-in terms while nobody has reworded them', async () => {
    await renderTerms([])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Podmínky použití')
  })

  it('shows an administrator’s wording as Markdown, raw HTML as text and no unsafe link', async () => {
    const c = await renderTerms([
      {
        key: 'legal.terms',
        locale: 'cs',
        title: 'Podmínky (nové znění)',
        body: '# Rozsah\n\nPlatí <script>window.__xss=1</script> a [pozor](javascript:alert(1)).\n\n- první bod',
        version: 2,
        updatedAt: '2026-11-28T05:00:00.000Z',
      },
    ])
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Podmínky (nové znění)')
    })
    expect(screen.getByRole('heading', { level: 2, name: 'Rozsah' })).toBeTruthy()
    expect(c.querySelector('script')).toBeNull()
    expect(c.textContent).toContain('<script>window.__xss=1</script>')
    expect([...c.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('pozor')
    expect(screen.getByText('první bod').tagName).toBe('LI')
  })
})
