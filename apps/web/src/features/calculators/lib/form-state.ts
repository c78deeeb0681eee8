import type { Locale } from '../../../shared/i18n/locale'
import { formatInputNumber, parseLocaleNumber } from './locale-number'

/**
 * The state of a calculator form, as the URL carries it (no personal data: only score inputs).
 * Every value is a string: number fields hold the text as typed ("4,12"), choices their option id,
 * flags "1" or "", sets (picked joints) their ids joined by commas in the set's own order.
 */
export type FormState = Readonly<Record<string, string>>

export type ParamSpec =
  | { readonly kind: 'number'; readonly name: string }
  | {
      readonly kind: 'choice'
      readonly name: string
      readonly options: readonly string[]
      /** Used when the URL has no (valid) value, and left out of the URL. */
      readonly default?: string
    }
  | { readonly kind: 'flag'; readonly name: string }
  | { readonly kind: 'set'; readonly name: string; readonly options: readonly string[] }
  | { readonly kind: 'pattern'; readonly name: string; readonly pattern: RegExp }

/** A longer value in a URL parameter is garbage (or an attack), never a score input. */
const MAX_PARAM_LENGTH = 1000

export function emptyForm(specs: readonly ParamSpec[]): FormState {
  return Object.fromEntries(
    specs.map((spec) => [spec.name, spec.kind === 'choice' ? (spec.default ?? '') : '']),
  )
}

/** Set members in the set's canonical order, unknown ids and duplicates dropped. */
export function canonicalSet(options: readonly string[], members: Iterable<string>): string {
  const wanted = new Set(members)
  return options.filter((option) => wanted.has(option)).join(',')
}

export function setMembers(value: string): string[] {
  return value === '' ? [] : value.split(',')
}

function decodeValue(spec: ParamSpec, raw: string | null, locale: Locale): string {
  const fallback = spec.kind === 'choice' ? (spec.default ?? '') : ''
  if (raw === null || raw.length > MAX_PARAM_LENGTH) return fallback
  switch (spec.kind) {
    case 'number': {
      const parsed = parseLocaleNumber(raw)
      // Garbage is dropped; an out-of-range number is kept, so its field explains the problem.
      return parsed.kind === 'number' ? formatInputNumber(locale, parsed.value) : ''
    }
    case 'choice':
      return spec.options.includes(raw) ? raw : fallback
    case 'flag':
      return raw === '1' ? '1' : ''
    case 'set':
      return canonicalSet(spec.options, raw.split(','))
    case 'pattern':
      return spec.pattern.test(raw) ? raw : ''
  }
}

/**
 * Reads a form from URL parameters. Never throws: unknown parameters are ignored, and a value
 * that is not what its field can hold (text in a number, an unknown option or joint) is dropped,
 * leaving the field empty or at its default.
 */
export function decodeForm(
  specs: readonly ParamSpec[],
  params: URLSearchParams,
  locale: Locale,
): FormState {
  return Object.fromEntries(
    specs.map((spec) => [spec.name, decodeValue(spec, params.get(spec.name), locale)]),
  )
}

function encodeValue(spec: ParamSpec, value: string): string | null {
  switch (spec.kind) {
    case 'number': {
      const parsed = parseLocaleNumber(value)
      // The URL holds the number with a point, whatever the language; a half-typed or invalid
      // value is not shared (its field shows the problem until it is fixed).
      return parsed.kind === 'number' ? String(parsed.value) : null
    }
    case 'choice':
      return spec.options.includes(value) && value !== spec.default ? value : null
    case 'flag':
      return value === '1' ? '1' : null
    case 'set': {
      const canonical = canonicalSet(spec.options, setMembers(value))
      return canonical === '' ? null : canonical
    }
    case 'pattern':
      return spec.pattern.test(value) ? value : null
  }
}

/** The URL parameters of a form, in the order of `specs`, without empty and default values. */
export function encodeForm(specs: readonly ParamSpec[], state: FormState): [string, string][] {
  const entries: [string, string][] = []
  for (const spec of specs) {
    const encoded = encodeValue(spec, state[spec.name] ?? '')
    if (encoded !== null) entries.push([spec.name, encoded])
  }
  return entries
}

/**
 * A query string that keeps commas and dots readable (`tender=knee-l,wrist-r`): both are allowed
 * unescaped in a query (RFC 3986), and a doctor may read or shorten a shared link.
 */
export function toQueryString(entries: readonly (readonly [string, string])[]): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',')
  return entries.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')
}
