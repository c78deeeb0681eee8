import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { FormState } from '../lib/form-state'
import type { CalculatorForm } from '../lib/use-calculator-form'

/**
 * A calculator form over a value its owner keeps (the referral form's score draft), so the
 * calculator's own input components work on it unchanged; nothing goes to the URL.
 */
export function usePickerForm(
  value: FormState,
  onChange: (next: FormState) => void,
): CalculatorForm {
  // Several updates within one event (a joint click) build on each other, not on a stale value.
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  }, [value])
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const update = useCallback(
    (patch: Readonly<Record<string, string>>) => {
      const next = { ...latest.current, ...patch }
      latest.current = next
      onChange(next)
    },
    [onChange],
  )
  const reset = useCallback(() => {
    latest.current = {}
    onChange({})
    setTouched(new Set())
  }, [onChange])
  const touch = useCallback((name: string) => {
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)))
  }, [])
  return useMemo(
    () => ({ values: value, update, reset, touched, touch }),
    [value, update, reset, touched, touch],
  )
}
