import type { z } from 'zod'

/**
 * A route's answer checked against its response schema by a function made once for the schema,
 * then written by `JSON.stringify`, instead of zod's general `encode` followed by `JSON.stringify`.
 * zod walks the schema for every value of every answer, allocating a result and an issue list on
 * each: a list page of twenty patients spent about three times as long in it as in
 * `JSON.stringify` itself (ADR 025).
 *
 * The check answers whether zod would return the value as it is: every value of its schema's type
 * and passing its checks (formats, lengths, safe integers, enum values), every object a plain one
 * holding no key its part does not declare. Only then is the value written as it is (its keys in
 * their own order, which JSON leaves free); an answer with an undeclared field (say a password
 * hash), one zod would refuse, or one the check cannot judge is encoded by zod, which strips or
 * refuses it (`responseSerializerCompiler`). A schema with a part the check does not handle
 * (transforms, defaults, pipes, exhaustive records, anything not listed in `checkerOf`) is not
 * compiled at all and keeps zod's encoding whole.
 */

/**
 * What zod would do with a value: refuse it, return it as it is (`EXACT`), or return it without
 * some of its keys (`STRIPPED`).
 */
const REFUSED = 0
const EXACT = 1
const STRIPPED = 2
type Verdict = typeof REFUSED | typeof EXACT | typeof STRIPPED
type Checker = (value: unknown) => Verdict

/** A schema part the check does not handle: the whole schema keeps zod's encoding. */
class Unsupported extends Error {}

// zod 4's internals, read once per schema at start-up (the definitions its own JSON Schema output
// reads too): the type of a part, its inner parts, its checks and their settings.
type Internals = {
  _zod: {
    def: Record<string, unknown> & { type: string; checks?: { _zod: { def: CheckDef } }[] }
    values?: Set<unknown>
    optin?: string
  }
}
type CheckDef = {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  length?: number
  value?: number
  inclusive?: boolean
}

const internalsOf = (schema: unknown) => (schema as Internals)._zod

/** A check of a string, number or array part, typed by the part it belongs to. */
type Check = (value: never) => boolean

const formatsByPattern = new Set(['uuid', 'guid', 'email', 'datetime', 'date', 'time', 'regex'])

/** A predicate for each check of a string, number or array part. */
function checkOf(def: CheckDef): Check {
  switch (def.check) {
    case 'string_format': {
      const pattern = def.pattern
      // Formats zod checks by their expression alone (a URL, say, it parses instead).
      if (!pattern || !formatsByPattern.has(def.format ?? ''))
        throw new Unsupported(`string format ${def.format}`)
      // The same expression zod tests; reset for a global one as zod does.
      return (value: string) => {
        pattern.lastIndex = 0
        return pattern.test(value)
      }
    }
    case 'min_length': {
      const minimum = def.minimum ?? 0
      return (value: string) => value.length >= minimum
    }
    case 'max_length': {
      const maximum = def.maximum ?? Infinity
      return (value: string) => value.length <= maximum
    }
    case 'length_equals': {
      const length = def.length
      return (value: string) => value.length === length
    }
    case 'number_format':
      if (def.format !== 'safeint') throw new Unsupported(`number format ${def.format}`)
      return (value: number) => Number.isSafeInteger(value)
    case 'greater_than': {
      const bound = def.value ?? 0
      return def.inclusive ? (value: number) => value >= bound : (value: number) => value > bound
    }
    case 'less_than': {
      const bound = def.value ?? 0
      return def.inclusive ? (value: number) => value <= bound : (value: number) => value < bound
    }
    default:
      // `overwrite` (trim and the like) changes the value: zod's to write.
      throw new Unsupported(`check ${def.check}`)
  }
}

/** The checks of a string or number part: its own (`z.uuid()` is one) and those added to it. */
function checksOf(def: Internals['_zod']['def']) {
  const own = typeof def.check === 'string' ? [checkOf(def as unknown as CheckDef)] : []
  return [...own, ...(def.checks ?? []).map((check) => checkOf(check._zod.def))]
}

/** Whether a value passes the checks of its part (each written for that part's type). */
function allPass(checks: Check[], value: unknown) {
  for (const check of checks) if (!(check as (value: unknown) => boolean)(value)) return false
  return true
}

/** A predicate's answer as a verdict. */
const verdictOf = (accepted: boolean): Verdict => (accepted ? EXACT : REFUSED)

/** The worse of two verdicts of an object's or an array's parts. */
const worse = (a: Verdict, b: Verdict): Verdict =>
  a === REFUSED || b === REFUSED ? REFUSED : a === STRIPPED ? a : b

/**
 * zod takes any object but an array for an object or a record part; as it is, only a plain one
 * (no getters of a class): the verdict an object or record starts from.
 */
function objectVerdict(value: unknown): Verdict {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return REFUSED
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null ? EXACT : STRIPPED
}

function objectChecker(
  shape: Record<string, unknown>,
  compile: (part: unknown) => Checker,
): Checker {
  const members = Object.entries(shape).map(([key, part]) => ({
    key,
    check: compile(part),
    // zod lets a key be missing only where its part says so (`optional`); an `unknown` part
    // takes an undefined value, but not a missing key.
    mayBeMissing: internalsOf(part).optin === 'optional',
  }))
  const declared = new Set(members.map((member) => member.key))
  return (value) => {
    let verdict = objectVerdict(value)
    if (verdict === REFUSED) return REFUSED
    const record = value as Record<string, unknown>
    for (const member of members) {
      const item = record[member.key]
      if (item === undefined && !(member.key in record)) {
        if (!member.mayBeMissing) return REFUSED
        continue
      }
      verdict = worse(verdict, member.check(item))
      if (verdict === REFUSED) return REFUSED
    }
    if (verdict === EXACT) for (const key in record) if (!declared.has(key)) return STRIPPED
    return verdict
  }
}

/** Records keyed by any string (an enum key makes zod require every key: zod's to judge). */
function recordChecker(keyType: unknown, check: Checker): Checker {
  const key = internalsOf(keyType).def
  if (key.type !== 'string' || checksOf(key).length > 0) throw new Unsupported('record key')
  return (value) => {
    let verdict = objectVerdict(value)
    if (verdict === REFUSED) return REFUSED
    const record = value as Record<string, unknown>
    for (const name in record) {
      // zod skips an inherited key and `__proto__`.
      if (!Object.hasOwn(record, name) || name === '__proto__') return STRIPPED
      verdict = worse(verdict, check(record[name]))
      if (verdict === REFUSED) return REFUSED
    }
    return verdict
  }
}

/** The checker of one part of a schema; `compile` checks its inner parts. */
function checkerOf(schema: unknown, compile: (part: unknown) => Checker): Checker {
  const internals = internalsOf(schema)
  const def = internals.def
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def)
      return (value) => verdictOf(typeof value === 'string' && allPass(checks, value))
    }
    case 'number': {
      const checks = checksOf(def)
      return (value) =>
        verdictOf(typeof value === 'number' && Number.isFinite(value) && allPass(checks, value))
    }
    case 'boolean':
      return (value) => verdictOf(typeof value === 'boolean')
    case 'null':
      return (value) => verdictOf(value === null)
    case 'enum':
    case 'literal': {
      const values = internals.values
      const kinds = ['string', 'number', 'boolean']
      if (!values || [...values].some((v) => v !== null && !kinds.includes(typeof v)))
        throw new Unsupported(`${def.type} values`)
      return (value) => verdictOf(values.has(value))
    }
    case 'unknown':
    case 'any':
      // zod passes it through as it is.
      return () => EXACT
    case 'nullable': {
      const check = compile(def.innerType)
      return (value) => (value === null ? EXACT : check(value))
    }
    case 'optional': {
      const check = compile(def.innerType)
      return (value) => (value === undefined ? EXACT : check(value))
    }
    case 'readonly':
      return compile(def.innerType)
    case 'object':
      if (def.catchall !== undefined) throw new Unsupported('object with a catch-all')
      return objectChecker(def.shape as Record<string, unknown>, compile)
    case 'array': {
      const check = compile(def.element)
      const checks = checksOf(def)
      return (value) => {
        if (!Array.isArray(value) || !allPass(checks, value)) return REFUSED
        let verdict: Verdict = EXACT
        for (const item of value) {
          verdict = worse(verdict, check(item))
          if (verdict === REFUSED) return REFUSED
        }
        return verdict
      }
    }
    case 'record':
      return recordChecker(def.keyType, compile(def.valueType))
    case 'union': {
      // zod returns the value as the first option that takes it returns it.
      const options = (def.options as unknown[]).map(compile)
      return (value) => {
        for (const check of options) {
          const verdict = check(value)
          if (verdict !== REFUSED) return verdict
        }
        return REFUSED
      }
    }
    case 'lazy':
      // A recursive schema meets this part again while compiling it, and takes its placeholder.
      return compile((def.getter as () => unknown)())
    default:
      throw new Unsupported(def.type)
  }
}

/**
 * The JSON writer of a response schema, or undefined when the schema has a part the check does
 * not handle, which then keeps zod's encoding. The writer answers undefined for a value zod would
 * refuse or strip (or that it cannot judge): zod's to encode.
 */
export function compileResponseEncoder(
  schema: z.ZodType,
): ((value: unknown) => string | undefined) | undefined {
  const compiled = new Map<unknown, Checker>()
  const compile = (part: unknown): Checker => {
    const known = compiled.get(part)
    if (known) return known
    // A part that refers back to itself (through `lazy` or a getter in an object's shape) finds
    // a placeholder for its own checker while compiling.
    const holder: { check?: Checker } = {}
    compiled.set(part, (value) => (holder.check as Checker)(value))
    const check = checkerOf(part, compile)
    holder.check = check
    compiled.set(part, check)
    return check
  }
  try {
    const check = compile(schema)
    return (value) => (check(value) === EXACT ? JSON.stringify(value) : undefined)
  } catch (error) {
    if (error instanceof Unsupported) return undefined
    throw error
  }
}
