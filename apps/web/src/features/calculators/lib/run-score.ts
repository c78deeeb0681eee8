/**
 * Hands a calculator what the form has, empty fields as null. The calculators are typed for valid
 * input but check everything at run time and answer `{ ok: false, issues }` for anything else
 * (ADR 005), which is exactly what a half-filled form needs; this is the one place that relies on it.
 */
export function runWithFormInput<R>(
  calculate: (input: never) => R,
  input: Readonly<Record<string, unknown>>,
): R {
  return calculate(input as never)
}
