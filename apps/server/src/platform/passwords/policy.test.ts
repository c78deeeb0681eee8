import { describe, expect, it } from 'vitest'
import { AppError } from '../app-error'
import { createPasswordPolicy, findPasswordProblem } from './policy'

const demo = ['Demo-spravce-2025', 'Demo-klinika-2025']
const person = { email: 'kveta.jarni@nemocnice.test', firstName: 'Květa', lastName: 'Příkladná' }

describe('the password policy', () => {
  it.each([
    // A published example, however it is written.
    ['correcthorsebatterystaple', 'password.published'],
    ['Correct-Horse-Battery-Staple', 'password.published'],
    // On the breach list, in any case.
    ['password1234', 'password.breached'],
    ['PASSWORD1234', 'password.breached'],
    ['qwertyuiop123', 'password.breached'],
    // A breached password or a guessable word with a few digits or symbols added, or written twice.
    ['Password1234!', 'password.commonVariant'],
    ['iloveyou2025!', 'password.commonVariant'],
    ['Praha2025Praha', 'password.commonVariant'],
    ['Zahrada2019Zahrada', 'password.commonVariant'],
    // Guessable by the dictionaries and patterns.
    ['qwertzuiopasdf', 'password.tooCommon'],
    ['Novak19781978', 'password.tooCommon'],
  ])('refuses %s as %s', (password, problem) => {
    expect(findPasswordProblem(password, {})).toBe(problem)
  })

  it('refuses the name, e-mail name and product name, ignoring case and diacritics', () => {
    for (const password of [
      'Modre-nebe-PRIKLADNA-nad-lesem',
      'Modre-nebe-příkladná-nad-lesem',
      'Kveta-pece-chleba-u-reky',
      'Zlaty-podzim-Jarni-louka-48',
      'Muj-Konzilium-ucet-na-dobro',
    ])
      expect(findPasswordProblem(password, person), password).toBe('password.containsPersonalInfo')
  })

  it('refuses the given published passwords, also without their separators, and only those', () => {
    const policy = createPasswordPolicy({ publishedPasswords: demo })
    expect(policy.problemOf('Demo-spravce-2025', {})).toBe('password.published')
    expect(policy.problemOf('demo spravce 2025', {})).toBe('password.published')
    expect(policy.problemOf('Demo-klinika-2025', {})).toBe('password.published')
    // Without the list (demo mode) they are ordinary passwords.
    expect(createPasswordPolicy().problemOf('Demo-spravce-2025', {})).toBeNull()
  })

  it.each([
    'Kapradi-oblak-sklenice-vitr-93',
    'Dlouhe-zimni-vecery-u-krbu',
    'Ticha-voda-brehy-mele-7',
    // Many digits around a short word are not a "few added": the estimator decides.
    '7734-ahoj-9981-2257',
    'Kruh-cervene-vino-a-sever-999',
  ])('accepts the strong passphrase %s', (password) => {
    expect(findPasswordProblem(password, person)).toBeNull()
  })

  it('throws a 400 naming the field and the reason as a message key', () => {
    const policy = createPasswordPolicy({ publishedPasswords: demo })
    let thrown: unknown
    try {
      policy.assertAcceptable('Demo-klinika-2025', person, 'newPassword')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AppError)
    expect(thrown).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'newPassword', message: 'password.published' }],
    })
    expect(() => {
      policy.assertAcceptable('Kapradi-oblak-sklenice-vitr-93', person, 'newPassword')
    }).not.toThrow()
  })
})
