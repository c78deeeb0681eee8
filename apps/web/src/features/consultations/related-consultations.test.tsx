import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { json, serve } from '../../test/fake-server'
import { RelatedConsultations } from './related-consultations'
import { ids, summary } from './test/fixtures'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

async function renderCard(referralId?: string) {
  const asked: URLSearchParams[] = []
  serve({
    'GET /api/consultations': (_, url) => {
      asked.push(url.searchParams)
      return json({ items: [summary({ unreadCount: 1 })], total: 1, page: 1, pageSize: 10 })
    },
  })
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <RelatedConsultations patientId={ids.patient} {...(referralId ? { referralId } : {})} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return asked
}

describe('a patient’s or a referral’s consultations', () => {
  it('lists the patient’s consultations and offers Konzultovat about the patient', async () => {
    const asked = await renderCard()
    const card = await screen.findByRole('region', { name: 'Konzultace' })
    const link = await within(card).findByRole('link', { name: 'Psoriáza, selhání metotrexátu' })
    expect(link.getAttribute('href')).toBe(to.consultation(ids.consultation))
    expect(within(card).getByText('1 nepřečtená zpráva')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Konzultovat' }).getAttribute('href')).toBe(
      to.newConsultation({ patient: ids.patient }),
    )
    expect(asked[0]?.get('patientId')).toBe(ids.patient)
  })

  it('on a referral, lists that referral’s and starts one about it', async () => {
    const referral = '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
    const asked = await renderCard(referral)
    const card = await screen.findByRole('region', { name: 'Konzultace' })
    await within(card).findByRole('link', { name: 'Psoriáza, selhání metotrexátu' })
    expect(within(card).getByRole('link', { name: 'Konzultovat' }).getAttribute('href')).toBe(
      to.newConsultation({ patient: ids.patient, referral }),
    )
    expect(asked[0]?.get('referralId')).toBe(referral)
    expect(asked[0]?.get('patientId')).toBeNull()
  })
})
