import type { ReferralDetail } from '@konzilium/contract/referrals'
import { waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { session } from '../../../shared/session/session-store'

/** The stand-in server of the referral form tests: answers fetch by method and path. */
export const ids = {
  patient: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  referral: '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  redirected: '8b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  centre: '9c1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  otherCentre: 'ad1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  doctor: 'be1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  user: 'cf1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
}

const at = '2026-11-20T10:00:00.000Z'

const centre = (id: string, name: string) => ({
  id,
  name,
  city: 'Praha',
  region: 'CZ010',
  specialty: 'dermatology',
  street: null,
  postalCode: null,
  phone: null,
  email: null,
  visible: true,
  takesReferrals: true,
  createdAt: at,
  updatedAt: at,
  counts: null,
})

export const centreList = {
  items: [centre(ids.centre, 'Centrum Praha'), centre(ids.otherCentre, 'Centrum Brno')],
  total: 2,
  page: 1,
  pageSize: 200,
}

export function referralDetail(change: Partial<ReferralDetail> = {}): ReferralDetail {
  const doctor = { id: ids.doctor, displayName: 'MUDr. Petr Dvořák', listName: 'Dvořák Petr' }
  return {
    id: ids.referral,
    state: 'pending',
    closedAt: null,
    seenAt: null,
    diagnosis: 'L40.0',
    urgency: 'routine',
    createdAt: at,
    decidedAt: null,
    followedBy: null,
    patient: {
      id: ids.patient,
      firstName: 'Jana',
      lastName: 'Nováková',
      birthDate: '1980-05-01',
      sex: 'female',
    },
    center: { id: ids.centre, name: 'Centrum Praha', city: 'Praha', specialty: 'dermatology' },
    fromDoctor: { id: ids.user, displayName: 'MUDr. Eva Malá', listName: 'Malá Eva' },
    nextMove: 'center',
    allowedActions: ['accept', 'deny'],
    note: null,
    indication: { scores: [], previousTreatments: [], currentTreatments: [], verdicts: [] },
    seenBy: null,
    decidedBy: null,
    assignedDoctor: null,
    reasonCode: null,
    comment: null,
    redirectedFromId: null,
    redirectedToId: null,
    closedBy: null,
    firstVisitAt: null,
    acceptMessage: null,
    patientRecord: null,
    fromContact: { workplace: null, phone: null, email: 'mala@example.cz' },
    otherReferrals: [],
    events: [],
    assignableDoctors: [doctor],
    ...change,
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A 400 of the contract's error envelope with these field issues. */
export const validationFailed = (issues: { path: string; message: string }[]) =>
  json(
    {
      statusCode: 400,
      statusMessage: 'Zkontrolujte zadané údaje.',
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      issues,
    },
    400,
  )

type Answer = Response | Promise<Response>
type Route = (body: unknown) => Answer

/**
 * Signs a doctor in and installs a fetch that answers `routes` (`'POST /api/referral-requests'`);
 * returns the requests sent, with their parsed bodies.
 */
export function serve(routes: Record<string, Route>) {
  session.login(
    {
      id: ids.user,
      email: 'eva@example.cz',
      role: 'peripheral_doctor',
      degreesBefore: 'MUDr.',
      firstName: 'Eva',
      lastName: 'Malá',
      degreesAfter: null,
      locale: null,
    },
    {
      accessToken: 'token-test',
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  )
  const sent: { route: string; body: unknown }[] = []
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const address = input instanceof Request ? input.url : input
    const url = new URL(address, 'http://localhost')
    const route = `${init?.method ?? 'GET'} ${url.pathname}`
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    sent.push({ route, body })
    const answer = routes[route]
    return Promise.resolve(answer ? answer(body) : json({ statusCode: 404 }, 404))
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

export { json }

/**
 * Waits for a condition; the deadline only ends a hang (the contract's schemas load lazily, which
 * takes seconds on a loaded machine).
 */
export const eventually = (check: () => void) => waitFor(check, { timeout: 20_000 })
