import { createRequire } from 'node:module'
import type * as ZxcvbnCore from '@zxcvbn-ts/core'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type * as LanguageCommon from '@zxcvbn-ts/language-common'
import type * as LanguageCs from '@zxcvbn-ts/language-cs'
import type * as LanguageEn from '@zxcvbn-ts/language-en'
import { passwordContainsContext, passwordContextWords } from '@konzilium/contract/auth'
import { AppError } from '../app-error'

/**
 * What a new password must pass beyond its length (security.md 1.1 / 4.3): not guessable from the
 * offline dictionaries (common passwords, Czech and English words and names, keyboard patterns,
 * repeats, dates: zxcvbn score below 3, i.e. fewer than 10^8 guesses), and free of the user's
 * name, e-mail and the product name. No composition rules.
 */
let zxcvbn: ZxcvbnFactory | undefined
/**
 * The dictionaries (~35 MB, ~0.4 s to load and index) are loaded at the first password check, not
 * at server start (ADR 012); synchronously, so that checking a password stays a plain call.
 */
function passwordEstimator(): ZxcvbnFactory {
  if (!zxcvbn) {
    const load = createRequire(import.meta.url)
    const core = load('@zxcvbn-ts/core') as typeof ZxcvbnCore
    const common = load('@zxcvbn-ts/language-common') as typeof LanguageCommon
    const cs = load('@zxcvbn-ts/language-cs') as typeof LanguageCs
    const en = load('@zxcvbn-ts/language-en') as typeof LanguageEn
    zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...cs.dictionary },
      graphs: common.adjacencyGraphs,
    })
  }
  return zxcvbn
}

export const MIN_PASSWORD_SCORE = 3
/**
 * zxcvbn's cost grows with length (about 250 ms for 256 characters); the first 100 characters decide.
 * A longer password whose first 100 characters are guessable is still refused.
 */
const ANALYSED_LENGTH = 100

export type PasswordContext = {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}

export type PasswordProblem = 'password.containsPersonalInfo' | 'password.tooCommon'

export function findPasswordProblem(
  password: string,
  context: PasswordContext,
): PasswordProblem | null {
  if (passwordContainsContext(password, context)) return 'password.containsPersonalInfo'
  const result = passwordEstimator().check(
    password.slice(0, ANALYSED_LENGTH),
    passwordContextWords(context),
  )
  return result.score < MIN_PASSWORD_SCORE ? 'password.tooCommon' : null
}

/** Throws a 400 with the problem on `field` (a message key the error handler words). */
export function assertPasswordAcceptable(
  password: string,
  context: PasswordContext,
  field: string,
) {
  const problem = findPasswordProblem(password, context)
  if (problem) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The new password is not acceptable', [
      { path: field, message: problem },
    ])
  }
}
