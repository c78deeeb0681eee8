import { NumberField } from '../../../shared/ui/number-field'
import { useCalculatorMessages } from '../calculator-messages'
import { unitLabel, unitSuffix, visibleError, type NumberInput } from '../lib/fields'
import type { FieldIssue } from '../lib/issues'
import type { CalculatorForm } from '../lib/use-calculator-form'

/** The number inputs of a calculator, bound to its form and showing each field's issue. */
export function NumberInputFields({
  inputs,
  idPrefix,
  form,
  issues,
}: {
  inputs: readonly NumberInput[]
  idPrefix: string
  form: CalculatorForm
  issues: ReadonlyMap<string, FieldIssue>
}) {
  const { t, locale } = useCalculatorMessages()
  return (
    <div className="calc__fields">
      {inputs.map((input) => (
        <NumberField
          key={input.name}
          id={`${idPrefix}-${input.name}`}
          label={t(input.label)}
          unit={unitLabel(t, input.spec.unit) || undefined}
          integer={input.spec.step === 1}
          value={form.values[input.name] ?? ''}
          onValueChange={(text) => {
            form.update({ [input.name]: text })
          }}
          onBlur={() => {
            form.touch(input.name)
          }}
          hint={input.hint ? t(input.hint) : undefined}
          error={visibleError(
            t,
            locale,
            issues.get(input.name),
            form.touched.has(input.name),
            unitSuffix(t, input.spec.unit),
          )}
        />
      ))}
    </div>
  )
}
