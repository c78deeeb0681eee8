/**
 * Input metadata of every score: the single source of truth for ranges, steps, units and which
 * fields are required. The calculators validate with it (validate-fields.ts), the zod schemas of
 * packages/contract are built from it, and the forms read it to render inputs. Plain data only,
 * so `GET /api/scores` can serve it as JSON.
 */

/** Units shown next to an input. `points` and `grade` are dimensionless scale values. */
export type FieldUnit = 'joints' | 'quadrants' | 'mm' | 'mg/L' | 'mm/h' | '%' | 'points' | 'grade'

export interface NumberFieldSpec {
  readonly kind: 'number'
  readonly min: number
  readonly max: number
  /** Allowed increment from 0: 1 means whole numbers. Absent: any finite number in range. */
  readonly step?: number
  readonly unit: FieldUnit
  readonly required: boolean
}

export interface ChoiceFieldSpec {
  readonly kind: 'choice'
  readonly options: readonly string[]
  readonly required: boolean
}

export interface BooleanFieldSpec {
  readonly kind: 'boolean'
  readonly required: boolean
}

export interface GroupFieldSpec {
  readonly kind: 'group'
  readonly fields: FieldSpecs
  readonly required: true
}

export interface ListFieldSpec {
  readonly kind: 'list'
  readonly item: FieldSpecs
  readonly minItems: number
  readonly maxItems: number
  readonly required: true
}

export type FieldSpec =
  NumberFieldSpec | ChoiceFieldSpec | BooleanFieldSpec | GroupFieldSpec | ListFieldSpec

export interface FieldSpecs {
  readonly [name: string]: FieldSpec
}

type Simplify<T> = { [K in keyof T]: T[K] } & {}

type ValueOf<F extends FieldSpec> = F extends NumberFieldSpec
  ? number
  : F extends ChoiceFieldSpec
    ? F['options'][number]
    : F extends BooleanFieldSpec
      ? boolean
      : F extends GroupFieldSpec
        ? InputOf<F['fields']>
        : F extends ListFieldSpec
          ? InputOf<F['item']>[]
          : never

type RequiredKeys<S extends FieldSpecs> = {
  [K in keyof S]: S[K]['required'] extends true ? K : never
}[keyof S]

/**
 * The input type a field list describes: required fields are plain values, optional fields may be
 * absent or `null` (JSON has no `undefined`, and a form sends `null` for an empty answer).
 */
export type InputOf<S extends FieldSpecs> = Simplify<
  { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
    [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]> | null
  }
>

function describeNumber(spec: NumberFieldSpec): string {
  const what =
    spec.step === undefined
      ? 'a number'
      : spec.step === 1
        ? 'a whole number'
        : `a multiple of ${spec.step}`
  const unit = spec.unit === 'points' || spec.unit === 'grade' ? '' : ` ${spec.unit}`
  return `${what} from ${spec.min} to ${spec.max}${unit}`
}

/**
 * The one short English message for any problem with a field: it states what is allowed, so the
 * same text serves a missing, mistyped or out-of-range value. The UI translates by issue `code`
 * and reads the range from the issue; this text is for logs and API clients.
 */
export function fieldMessage(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'number':
      return `Expected ${describeNumber(spec)}.`
    case 'choice':
      return `Expected one of: ${spec.options.join(', ')}.`
    case 'boolean':
      return 'Expected true or false.'
    case 'group':
      return 'Expected an object.'
    case 'list':
      return `Expected a list of ${spec.minItems} to ${spec.maxItems} items.`
  }
}
