import { describe, expect, it } from 'vitest'
import { HttpError, parseRetryAfter } from '../http/http-errors'
import { fieldOfPath, formErrorsFrom, minutesLeft, retryAfterFrom } from './form-errors'

const envelope = (code: HttpError['code'], statusCode: number, issues?: HttpError['issues']) =>
  new HttpError(
    {
      statusCode,
      statusMessage: `status of ${code}`,
      message: code,
      code,
      ...(issues ? { issues } : {}),
    },
    null,
    false,
  )

describe('server errors on form fields', () => {
  it('puts each issue on the field its path names, the first message winning', () => {
    const error = envelope('VALIDATION_FAILED', 400, [
      { path: 'ico', message: 'Zadejte platné IČO.' },
      { path: 'email', message: 'Tento e-mail už používá jiný účet.' },
      { path: 'ico', message: 'second message' },
    ])
    expect(formErrorsFrom(error, ['email', 'ico', 'icp'], 'offline')).toEqual({
      fields: { ico: 'Zadejte platné IČO.', email: 'Tento e-mail už používá jiný účet.' },
    })
  })

  it('maps nested paths to the field holding them and unknown paths to the alert', () => {
    expect(fieldOfPath('peripheralDoctor.ico', ['peripheralDoctor.ico', 'email'])).toBe(
      'peripheralDoctor.ico',
    )
    expect(fieldOfPath('regions.2', ['regions', 'email'])).toBe('regions')
    expect(fieldOfPath('rep.regions.0', ['rep', 'rep.regions'])).toBe('rep.regions')
    expect(fieldOfPath('code', ['password'])).toBeUndefined()
    const error = envelope('CODE_INVALID', 400, [{ path: 'code', message: 'Kód není správný.' }])
    expect(formErrorsFrom(error, ['password'], 'offline')).toEqual({
      fields: {},
      form: 'Kód není správný.',
    })
  })

  it('shows the status message when no field is named, and the fallback without an answer', () => {
    expect(formErrorsFrom(envelope('INVALID_CREDENTIALS', 401), ['email'], 'offline')).toEqual({
      fields: {},
      form: 'status of INVALID_CREDENTIALS',
    })
    expect(formErrorsFrom(new TypeError('Failed to fetch'), ['email'], 'offline')).toEqual({
      fields: {},
      form: 'offline',
    })
  })

  it('words a rate limit as the wait, never as a field problem', () => {
    const error = envelope('RATE_LIMITED', 429, [
      { path: '', message: 'Příliš mnoho pokusů. Zkuste to znovu za 3 minuty.' },
    ])
    expect(formErrorsFrom(error, ['email'], 'offline')).toEqual({
      fields: {},
      form: 'Příliš mnoho pokusů. Zkuste to znovu za 3 minuty.',
    })
  })
})

describe('retry after a rate limit', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-03-05T10:00:00Z')
    expect(parseRetryAfter('180', now)).toBe(180)
    expect(parseRetryAfter('Wed, 05 Mar 2025 10:02:00 GMT', now)).toBe(120)
    expect(parseRetryAfter('Wed, 05 Mar 2025 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })

  it('blocks until Retry-After has passed and keeps the server’s words', () => {
    const error = new HttpError(
      {
        statusCode: 429,
        statusMessage: 'Příliš mnoho požadavků.',
        message: 'Too many',
        code: 'RATE_LIMITED',
        issues: [{ path: '', message: 'Zkuste to znovu za 3 minuty.' }],
      },
      null,
      false,
      170,
    )
    expect(retryAfterFrom(error, 1_000)).toEqual({
      until: 171_000,
      message: 'Zkuste to znovu za 3 minuty.',
    })
    expect(minutesLeft(171_000, 1_000)).toBe(3)
    expect(minutesLeft(171_000, 170_000)).toBe(1)
    expect(minutesLeft(171_000, 171_000)).toBe(0)
  })

  it('waits a minute when the header is missing, and ignores other errors', () => {
    const error = envelope('RATE_LIMITED', 429)
    expect(retryAfterFrom(error, 0)).toEqual({ until: 60_000, message: 'status of RATE_LIMITED' })
    expect(retryAfterFrom(envelope('INVALID_CREDENTIALS', 401), 0)).toBeNull()
    expect(retryAfterFrom(new Error('x'), 0)).toBeNull()
  })
})
