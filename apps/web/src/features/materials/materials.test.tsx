import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogueDifferences } from '../../shared/i18n/catalogue-parity'
import { initI18n } from '../../shared/i18n/i18n-store'
import { classifyUrl } from '../../shared/navigation/external-url'
import { inlineParts } from '@konzilium/contract/texts/markdown'
import { documentSections, listItems } from './document'
import cs from './messages/cs.json'
import en from './messages/default.json'
import { forgetPublicTexts } from '../texts'
import { SystemTherapyPage } from './system-therapy-page'

const linksIn = (catalogue: Record<string, string>) =>
  Object.values(catalogue).flatMap((text) =>
    inlineParts(text).flatMap((part) => (part.kind === 'link' ? [part.href] : [])),
  )

describe('materials catalogue', () => {
  it('has the same keys and placeholders in Czech and English', () => {
    expect(catalogueDifferences(cs, en)).toEqual([])
  })

  it('is a document of sections with blocks, in the same structure in both languages', () => {
    const sections = documentSections(Object.keys(cs))
    expect(sections.map((s) => s.number)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08'])
    expect(documentSections(Object.keys(en))).toEqual(sections)
    expect(sections[1]?.blocks.map((b) => b.kind)).toEqual([
      'p',
      'h3',
      'list',
      'p',
      'h3',
      'list',
      'h3',
      'list',
      'unverified',
    ])
  })

  it('links only to the calculators, the app and allow-listed sites, with the same targets in both languages', () => {
    expect(linksIn(cs)).toEqual(linksIn(en))
    for (const href of linksIn(cs)) {
      expect([href, classifyUrl(href, 'https://konzilium.example')]).not.toEqual([href, 'refused'])
    }
    expect(linksIn(cs)).toContain('/calculator/rheumatology?score=das28-crp')
    expect(linksIn(cs)).toContain('/calculator/dermatology?score=severity')
  })
})

describe('document markup', () => {
  it('reads links and emphasis, and nothing else', () => {
    expect(inlineParts('**PASI** > 10 [kalkulátor](/calculator?x=1) <b>x</b>')).toEqual([
      { kind: 'strong', text: 'PASI' },
      { kind: 'text', text: ' > 10 ' },
      { kind: 'link', text: 'kalkulátor', href: '/calculator?x=1' },
      { kind: 'text', text: ' <b>x</b>' },
    ])
    expect(listItems('a\n\n b \n')).toEqual(['a', 'b'])
  })

  it('ignores keys that fit no block or lack a heading', () => {
    expect(
      documentSections(['doc.01.anchor', 'doc.01.heading', 'doc.01.01.script', 'doc.02.01.p', 'x']),
    ).toEqual([
      { number: '01', anchorKey: 'doc.01.anchor', headingKey: 'doc.01.heading', blocks: [] },
    ])
  })
})

// React's act() needs this flag outside a framework that sets it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The public texts call answers `overrides` (an administrator's wording, ADR 038). */
async function renderPage(
  locale: 'cs' | 'en',
  overrides: { key: string; body: string }[] = [],
): Promise<HTMLElement> {
  const items = overrides.map((text) => ({
    ...text,
    locale,
    title: '',
    version: 1,
    updatedAt: '2026-11-28T05:00:00.000Z',
  }))
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ items }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  )
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  const path = '/materials/system-therapy'
  const router = createMemoryRouter([{ path, element: <SystemTherapyPage /> }], {
    initialEntries: [path],
  })
  const container = document.createElement('div')
  document.body.appendChild(container)
  await act(async () => {
    root = createRoot(container)
    root.render(<RouterProvider router={router} />)
    // The page suspends until the materials catalogue of the language has loaded.
    for (let i = 0; i < 200 && container.querySelector('h1') === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })
  return container
}

let root: Root | null = null

describe('system therapy page', () => {
  afterEach(() => {
    act(() => {
      root?.unmount()
    })
    root = null
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
    forgetPublicTexts()
  })

  it('renders the sections, the unverified warnings and deep links to the calculators', async () => {
    const c = await renderPage('cs')
    const headings = [...c.querySelectorAll('h2')].map((h) => h.textContent)
    expect(headings).toContain('Psoriáza: kdy zvážit systémovou léčbu')
    expect(headings).toContain('Jak pacienta odeslat přes Konzilium')
    expect(c.querySelectorAll('.materials__unverified').length).toBeGreaterThanOrEqual(4)
    const das28 = [...c.querySelectorAll('a')].find((a) => a.textContent === 'DAS28-CRP')
    expect(das28?.getAttribute('href')).toBe('/calculator/rheumatology?score=das28-crp')
    const sukl = [...c.querySelectorAll('a')].find(
      (a) => a.getAttribute('href') === 'https://www.sukl.cz',
    )
    expect(sukl?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(c.querySelector('#psoriaza h2')?.textContent).toBe(
      'Psoriáza: kdy zvážit systémovou léčbu',
    )
  })

  it('shows an administrator’s wording of a block instead of the catalogue’s', async () => {
    const c = await renderPage('cs', [
      { key: 'materials.doc.02.heading', body: 'Psoriáza podle nového znění' },
    ])
    await waitFor(() => {
      expect(c.querySelector('#psoriaza h2')?.textContent).toBe('Psoriáza podle nového znění')
    })
  })

  it('speaks English', async () => {
    const c = await renderPage('en')
    expect(c.querySelector('#psoriasis h2')?.textContent).toBe(
      'Psoriasis: when to consider systemic therapy',
    )
  })
})
