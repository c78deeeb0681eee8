import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { PatientForm } from './patient-form'

const otherRecord = '5d1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The schema loads lazily, which takes seconds on a loaded machine. */
const eventually = (check: () => void) => waitFor(check, { timeout: 20_000 })

/** Signs a doctor in; every request is answered by `answer`. */
function serve(answer: () => Response) {
  session.login(
    {
      id: 'cf1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
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
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer())),
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

const taken = (target?: { type: 'patient'; id: string }) =>
  json(
    {
      statusCode: 409,
      statusMessage: 'Akci nelze provést v aktuálním stavu.',
      message: 'A patient with this birth number exists',
      code: 'CONFLICT',
      issues: [
        {
          path: 'birthNumber',
          message: 'Pacient s tímto rodným číslem už v Konziliu je.',
          ...(target ? { target } : {}),
        },
      ],
    },
    409,
  )

async function renderForm(answer: () => Response) {
  serve(answer)
  document.cookie = 'i18n_redirected=cs; Path=/'
  await initI18n()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <PatientForm onDone={vi.fn()} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  await userEvent.type(await screen.findByLabelText(/^Jméno/), 'Tereza')
  await userEvent.type(screen.getByLabelText(/^Příjmení/), 'Nováková')
  await userEvent.click(screen.getByLabelText(/^L40\.0/))
}

describe('the patient form', () => {
  it('warns about a check digit 0 for a remainder of 10 after 1985, and still accepts it', async () => {
    await renderForm(() => taken())
    const field = screen.getByLabelText('Rodné číslo')
    await userEvent.type(field, '920315/0100')
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toContain('Zkontrolujte rodné číslo')
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })

  it('puts a taken birth number on its field and offers the record the server names', async () => {
    await renderForm(() => taken({ type: 'patient', id: otherRecord }))
    const field = screen.getByLabelText('Rodné číslo')
    await userEvent.type(field, '850315/1239')
    await userEvent.click(screen.getByRole('button', { name: 'Založit pacienta' }))
    await eventually(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true')
    })
    expect(screen.getByText('Pacient s tímto rodným číslem už v Konziliu je.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Otevřít kartu pacienta' }).getAttribute('href')).toBe(
      to.patient(otherRecord),
    )
    // No second message above the form.
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says nothing more when the server names no record', async () => {
    await renderForm(() => taken())
    const field = screen.getByLabelText('Rodné číslo')
    await userEvent.type(field, '850315/1239')
    await userEvent.click(screen.getByRole('button', { name: 'Založit pacienta' }))
    await eventually(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true')
    })
    expect(screen.queryByRole('link', { name: 'Otevřít kartu pacienta' })).toBeNull()
  })
})
