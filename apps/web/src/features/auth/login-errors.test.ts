import { describe, expect, it } from 'vitest'
import { HttpError } from '../../shared/http/http-errors'
import { loginErrorsFrom, validateLogin } from './login-errors'

const messages = {
  emailRequired: 'email required',
  emailInvalid: 'email invalid',
  passwordRequired: 'password required',
}

describe('login errors', () => {
  it('puts envelope issues next to their fields', () => {
    const error = new HttpError(
      {
        statusCode: 400,
        statusMessage: 'Zkontrolujte zadané údaje.',
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        issues: [
          { path: 'email', message: 'Neplatný e-mail' },
          { path: 'password', message: 'Příliš krátké' },
        ],
      },
      null,
      false,
    )
    expect(loginErrorsFrom(error, 'network')).toEqual({
      email: 'Neplatný e-mail',
      password: 'Příliš krátké',
    })
  })

  it('shows the status message when no field is named', () => {
    const error = new HttpError(
      {
        statusCode: 401,
        statusMessage: 'Neplatný e-mail nebo heslo.',
        message: 'Invalid credentials',
        code: 'UNAUTHORIZED',
      },
      null,
      false,
    )
    expect(loginErrorsFrom(error, 'network')).toEqual({ form: 'Neplatný e-mail nebo heslo.' })
  })

  it('falls back to the network message for non-HTTP failures', () => {
    expect(loginErrorsFrom(new TypeError('Failed to fetch'), 'network')).toEqual({
      form: 'network',
    })
  })

  it('checks presence and e-mail shape before sending', () => {
    expect(validateLogin('', '', messages)).toEqual({
      email: 'email required',
      password: 'password required',
    })
    expect(validateLogin('jana', 'x', messages)).toEqual({ email: 'email invalid' })
    expect(validateLogin('jana@example.cz', 'x', messages)).toEqual({})
  })
})
