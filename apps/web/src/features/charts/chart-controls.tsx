import type { ChartScoreId } from '@konzilium/contract/charts'
import type { ErrorIssue } from '@konzilium/contract/errors'
import { issuesToErrors } from '../../shared/forms/form-errors'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Checkbox } from '../../shared/ui/checkbox'
import { TextField } from '../../shared/ui/text-field'
import { useScoreWords } from '../calculators'
import type { ChartRequest } from './api'
import { useChartMessages } from './chart-messages'

const fields = ['scores', 'from', 'to'] as const

/** A day a year before `today`, as `YYYY-MM-DD`. */
export function yearBefore(today: Date): string {
  const date = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate())
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Which scores and which days the chart shows. No score ticked shows them all; the server's
 * messages about a bad choice stand under their fields.
 */
export function ChartControls({
  available,
  request,
  issues,
  onChange,
}: {
  available: readonly ChartScoreId[]
  request: ChartRequest
  issues: readonly ErrorIssue[]
  onChange: (next: Partial<Omit<ChartRequest, 'patient'>>) => void
}) {
  const { t } = useChartMessages()
  const words = useScoreWords()
  const errors = issuesToErrors(issues, fields)
  const toggle = (score: ChartScoreId, on: boolean) => {
    const rest = request.scores.filter((s) => s !== score)
    onChange({ scores: on ? [...rest, score] : rest })
  }
  return (
    <Card title={t('controls.title')} className="print-sheet__hide chart-controls">
      {available.length > 1 && (
        <fieldset className="chart-controls__scores">
          <legend>{t('controls.scores')}</legend>
          {available.map((score) => (
            <Checkbox
              key={score}
              label={words.name(score)}
              checked={request.scores.includes(score)}
              onChange={(event) => {
                toggle(score, event.target.checked)
              }}
            />
          ))}
        </fieldset>
      )}
      {errors.fields.scores && <p role="alert">{errors.fields.scores}</p>}
      <div className="chart-controls__range">
        <TextField
          type="date"
          label={t('controls.from')}
          value={request.from}
          max={request.to || undefined}
          error={errors.fields.from}
          onChange={(event) => {
            onChange({ from: event.target.value })
          }}
        />
        <TextField
          type="date"
          label={t('controls.to')}
          value={request.to}
          min={request.from || undefined}
          error={errors.fields.to}
          onChange={(event) => {
            onChange({ to: event.target.value })
          }}
        />
        <div className="chart-controls__presets">
          <Button
            variant="secondary"
            onClick={() => {
              onChange({ from: yearBefore(new Date()), to: '' })
            }}
          >
            {t('controls.lastYear')}
          </Button>
          <Button
            variant="text"
            onClick={() => {
              onChange({ from: '', to: '' })
            }}
          >
            {t('controls.wholeRecord')}
          </Button>
        </div>
      </div>
      {errors.form && <p role="alert">{errors.form}</p>}
    </Card>
  )
}
