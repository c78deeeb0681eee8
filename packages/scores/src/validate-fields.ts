import { fieldMessage } from './field-spec'
import type { FieldSpec, FieldSpecs, NumberFieldSpec } from './field-spec'
import type { ScoreIssue, ScoreIssueCode } from './score-result'

export function isMissing(value: unknown): value is null | undefined {
  return value === undefined || value === null
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function joinPath(prefix: string, name: string | number): string {
  return prefix === '' ? String(name) : `${prefix}.${name}`
}

/**
 * Whether `value` is a whole multiple of `step`. The quotient of two decimals carries binary noise
 * (7.3 / 0.1 = 72.99999999999999), so "whole" allows a relative error far below any real input.
 */
export function isMultipleOf(value: number, step: number): boolean {
  const quotient = value / step
  return Math.abs(quotient - Math.round(quotient)) <= 1e-9 * Math.max(1, Math.abs(quotient))
}

function numberProblem(spec: NumberFieldSpec, value: unknown): ScoreIssueCode | null {
  if (typeof value !== 'number') return 'invalid_type'
  if (!Number.isFinite(value)) return 'not_finite'
  if (value < spec.min) return 'too_small'
  if (value > spec.max) return 'too_big'
  if (spec.step === 1 && !Number.isInteger(value)) return 'not_integer'
  if (spec.step !== undefined && spec.step !== 1 && !isMultipleOf(value, spec.step)) {
    return 'step_mismatch'
  }
  return null
}

/** One issue carrying everything a form needs to explain the field: code, range, options. */
export function fieldIssue(spec: FieldSpec, path: string, code: ScoreIssueCode): ScoreIssue {
  const message = fieldMessage(spec)
  switch (spec.kind) {
    case 'number':
      return spec.step === undefined
        ? { path, code, message, min: spec.min, max: spec.max }
        : { path, code, message, min: spec.min, max: spec.max, step: spec.step }
    case 'choice':
      return { path, code, message, options: spec.options }
    case 'list':
      return { path, code, message, min: spec.minItems, max: spec.maxItems }
    case 'boolean':
    case 'group':
      return { path, code, message }
  }
}

function validateField(spec: FieldSpec, value: unknown, path: string): ScoreIssue[] {
  if (isMissing(value)) return spec.required ? [fieldIssue(spec, path, 'required')] : []
  switch (spec.kind) {
    case 'number': {
      const problem = numberProblem(spec, value)
      return problem === null ? [] : [fieldIssue(spec, path, problem)]
    }
    case 'choice':
      return typeof value === 'string' && spec.options.includes(value)
        ? []
        : [fieldIssue(spec, path, 'invalid_option')]
    case 'boolean':
      return typeof value === 'boolean' ? [] : [fieldIssue(spec, path, 'invalid_type')]
    case 'group':
      return isRecord(value)
        ? validateFields(spec.fields, value, path)
        : [fieldIssue(spec, path, 'invalid_type')]
    case 'list': {
      if (!Array.isArray(value)) return [fieldIssue(spec, path, 'invalid_type')]
      if (value.length < spec.minItems) return [fieldIssue(spec, path, 'too_few_items')]
      if (value.length > spec.maxItems) return [fieldIssue(spec, path, 'too_many_items')]
      return value.flatMap((item: unknown, index) =>
        isRecord(item)
          ? validateFields(spec.item, item, joinPath(path, index))
          : [
              {
                path: joinPath(path, index),
                code: 'invalid_type' as const,
                message: 'Expected an object.',
              },
            ],
      )
    }
  }
}

/**
 * Checks `input` against the field metadata and returns one issue per offending field, all of
 * them at once (a form shows every problem, not the first). Unknown keys are ignored.
 */
export function validateFields(fields: FieldSpecs, input: unknown, prefix = ''): ScoreIssue[] {
  if (!isRecord(input)) {
    return [{ path: prefix, code: 'invalid_type', message: 'Expected an object.' }]
  }
  return Object.entries(fields).flatMap(([name, spec]) =>
    validateField(spec, input[name], joinPath(prefix, name)),
  )
}
