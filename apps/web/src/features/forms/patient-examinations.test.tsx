import type { FormSummary } from '@konzilium/contract/forms'
import type { Role } from '@konzilium/contract/session'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { json, serve } from '../../test/fake-server'
import { PatientExaminations } from './patient-examinations'
import { formDetail, ids } from './test/server'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

const { id, patientId, kind, examinedOn, version, drugs, attachmentCount, author, doctor } =
  formDetail()
const summary: FormSummary = {
  id,
  patientId,
  kind,
  examinedOn,
  version,
  drugs,
  attachmentCount,
  author,
  doctor,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  scores: [
    { score: 'pasi', display: 8.4, band: 'not_severe', version: 'pasi@1' },
    { score: 'dlqi', display: 12, band: 'very_large', version: 'dlqi@1' },
  ],
}

async function renderList(role: Role, mayWrite: boolean) {
  const queries: string[] = []
  serve(
    {
      'GET /api/forms': (_, url) => {
        queries.push(url.search)
        return json({ items: [summary], total: 1, page: 1, pageSize: 10 })
      },
    },
    role,
  )
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <PatientExaminations patientId={ids.patient} mayWrite={mayWrite} />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [to.patient(ids.patient)] },
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return queries
}

describe('the examinations on a patient’s record', () => {
  it('lists the patient’s forms, each opening its read view, and offers a new one to a writer', async () => {
    const queries = await renderList('peripheral_doctor', true)
    // The answer is checked with the contract's schema, loaded lazily (seconds on a busy machine).
    await screen.findByRole('link', { name: '20. 11. 2026' }, { timeout: 20_000 })
    const row = screen.getAllByRole('row').find((r) => r.textContent.includes('PASI 8,4'))
    if (!row) throw new Error('no row with PASI')
    expect(row.textContent).toContain('DLQI 12')
    expect(row.textContent).toContain('adalimumab')
    expect(within(row).getByRole('link', { name: '20. 11. 2026' }).getAttribute('href')).toBe(
      to.examination(ids.form),
    )
    expect(screen.getByRole('link', { name: 'Nové vyšetření' }).getAttribute('href')).toBe(
      to.newExamination(ids.patient),
    )
    expect(new URLSearchParams(queries[0]).get('patientId')).toBe(ids.patient)
  })

  it('shows a signed-in patient the own list without a way to add one', async () => {
    await renderList('patient', false)
    await screen.findByRole('link', { name: '20. 11. 2026' }, { timeout: 20_000 })
    expect(screen.queryByRole('link', { name: 'Nové vyšetření' })).toBeNull()
  })
})
