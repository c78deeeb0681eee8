import { cleanup, render } from '@testing-library/react'
import type { ReferralSummary } from '@konzilium/contract/referrals'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n, loadMessages } from '../../shared/i18n/i18n-store'
import { appMessages } from '../../shared/i18n/parts/app'
import { ReferralSection } from './home-tables'

afterEach(cleanup)

beforeAll(async () => {
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  await loadMessages(appMessages)
})

const referral: ReferralSummary = {
  id: '0190a3c0-0000-7000-8000-0000000000a1',
  state: 'pending',
  closedAt: null,
  seenAt: null,
  diagnosis: 'L40.0',
  urgency: 'routine',
  createdAt: '2026-11-20T09:15:00.000Z',
  decidedAt: null,
  followedBy: null,
  patient: { id: '0190a3c0-0000-7000-8000-0000000000b1', firstName: 'Jana', lastName: 'Nováková' },
  center: {
    id: '0190a3c0-0000-7000-8000-0000000000c1',
    name: 'Centrum Brno',
    city: 'Brno',
    specialty: 'dermatology',
  },
  fromDoctor: {
    id: '0190a3c0-0000-7000-8000-0000000000d1',
    displayName: 'MUDr. Eva Malá, Ph.D.',
    listName: 'Malá Eva',
  },
  nextMove: 'center',
  allowedActions: [],
}

describe('the home referral table', () => {
  it('names the patient and the referrer surname first, as lists do', async () => {
    const { findByRole, getByRole } = render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <ReferralSection
            title="Nové žádosti"
            section={{ items: [referral], total: 1 }}
            columns={['patient', 'from']}
            empty="Žádné"
          />
        </Suspense>
      </MemoryRouter>,
    )
    expect((await findByRole('link', { name: 'Nováková Jana' })).getAttribute('href')).toContain(
      referral.id,
    )
    const row = getByRole('row', { name: /Nováková Jana/ })
    expect(row.textContent).toContain('Malá Eva')
    expect(row.textContent).not.toContain('MUDr. Eva Malá')
  })
})
