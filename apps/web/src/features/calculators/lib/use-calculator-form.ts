import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useI18n } from '../../../shared/i18n/use-i18n'
import { decodeForm, emptyForm, encodeForm, type FormState, type ParamSpec } from './form-state'
import { flushUrlWrite, replaceSearch } from './url-sync'

export interface CalculatorForm {
  readonly values: FormState
  /** Changes some fields at once (a joint click sets the picks and clears a typed count). */
  readonly update: (patch: Readonly<Record<string, string>>) => void
  /** Back to the empty form (and a URL with only the score). */
  readonly reset: () => void
  /** Fields the user has left at least once: their "missing" messages may now show. */
  readonly touched: ReadonlySet<string>
  readonly touch: (name: string) => void
}

export interface CalculatorFormOptions {
  /** Parameters that lead the URL whatever the state (`score=pasi`). Keep the object stable. */
  readonly fixed?: Readonly<Record<string, string>>
  /** Fields a reset leaves as they are (the DAS28 variant: a reset clears values, not the formula). */
  readonly keepOnReset?: readonly string[]
}

const NO_FIXED: Readonly<Record<string, string>> = {}
const NOTHING: readonly string[] = []

/**
 * A calculator's inputs: read once from the URL when the calculator mounts (the page remounts it
 * on every navigation, so a shared link, reload, back or forward restores it), then kept in state
 * and mirrored to the URL after each change.
 */
export function useCalculatorForm(
  specs: readonly ParamSpec[],
  { fixed = NO_FIXED, keepOnReset = NOTHING }: CalculatorFormOptions = {},
): CalculatorForm {
  const { locale } = useI18n()
  // `useLocation`, not `useSearchParams`: the latter would add its code to the main chunk.
  const { search } = useLocation()
  const [values, setValues] = useState<FormState>(() =>
    decodeForm(specs, new URLSearchParams(search), locale),
  )
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())

  useEffect(() => {
    const rest = specs.filter((spec) => !(spec.name in fixed))
    replaceSearch([...Object.entries(fixed), ...encodeForm(rest, values)])
  }, [fixed, specs, values])
  // Leaving the calculator (another score, another page) writes what is still pending first.
  useEffect(() => flushUrlWrite, [])

  const update = useCallback((patch: Readonly<Record<string, string>>) => {
    setValues((previous) => ({ ...previous, ...patch }))
  }, [])
  const reset = useCallback(() => {
    setValues((previous) => {
      const kept = Object.fromEntries(keepOnReset.map((name) => [name, previous[name] ?? '']))
      return { ...emptyForm(specs), ...kept }
    })
    setTouched(new Set())
  }, [specs, keepOnReset])
  const touch = useCallback((name: string) => {
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)))
  }, [])

  return useMemo(
    () => ({ values, update, reset, touched, touch }),
    [values, update, reset, touched, touch],
  )
}
