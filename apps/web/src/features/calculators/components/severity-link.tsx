import { Link } from '../../../shared/navigation/link'
import type { CalculatorMessageKey } from '../calculator-messages'
import { useCalculatorMessages } from '../calculator-messages'
import { toQueryString } from '../lib/form-state'

/**
 * The result panel's link on to psoriasis severity, which opens with this score's value filled
 * in (`?score=severity&pasi=12.3`).
 */
export function SeverityLink({
  param,
  value,
  label,
}: {
  param: string
  value: number
  label: CalculatorMessageKey
}) {
  const { t } = useCalculatorMessages()
  return (
    <p className="result-panel__links">
      <Link
        to={{
          search: `?${toQueryString([
            ['score', 'severity'],
            [param, String(value)],
          ])}`,
        }}
      >
        {t(label)}
      </Link>
    </p>
  )
}
