import type { ReactNode } from 'react'
import { Button } from '../../../shared/ui/button'
import { ChoiceGroup } from '../../../shared/ui/choice-group'
import { useCalculatorMessages } from '../calculator-messages'
import type { ParamSpec } from '../lib/form-state'

/**
 * What the NAPSI short and long forms share: a list of scored nails, each a set of parts graded
 * by the quadrants they touch (0–4), kept in the address as one digit a part, nails apart by
 * commas. The short form's parts are matrix and bed; the long form's its eight features.
 */
export type Nail<P extends string> = Readonly<Record<P, number>>

const QUADRANTS = ['0', '1', '2', '3', '4'] as const
const FINGERNAILS = 10

/** The `nails` parameter, its digits and the nails they stand for, for the given parts in order. */
export function napsiNailsParam<P extends string>(parts: readonly P[], maxNails: number) {
  const digits = `[0-4]{${String(parts.length)}}`
  const empty = () => Object.fromEntries(parts.map((part) => [part, 0])) as Nail<P>
  const specs: readonly ParamSpec[] = [
    {
      kind: 'pattern',
      name: 'nails',
      pattern: new RegExp(`^${digits}(,${digits}){0,${String(maxNails - 1)}}$`),
    },
  ]
  /** Empty means one target nail with no findings. */
  const read = (value: string): Nail<P>[] =>
    value === ''
      ? [empty()]
      : value
          .split(',')
          .map(
            (nail) =>
              Object.fromEntries(parts.map((part, i) => [part, Number(nail[i])])) as Nail<P>,
          )
  const write = (nails: readonly Nail<P>[]) =>
    nails.map((nail) => parts.map((part) => String(nail[part])).join('')).join(',')
  return { empty, specs, read, write }
}

/** One part of one nail, graded by quadrant (0–4). */
export function QuadrantChoice({
  id,
  legend,
  hint,
  value,
  onChange,
}: {
  id: string
  legend: string
  hint?: string
  value: number
  onChange: (value: number) => void
}) {
  return (
    <ChoiceGroup
      id={id}
      legend={legend}
      {...(hint ? { hint } : {})}
      value={String(value)}
      onChange={(next) => {
        onChange(Number(next))
      }}
      options={QUADRANTS.map((quadrant) => ({ value: quadrant, label: quadrant }))}
    />
  )
}

/**
 * The scored nails, each in its own fieldset with a way to remove it (while more than one is
 * left), then adding one more and, where `allFingernails`, filling up to ten.
 */
export function NailList<P extends string>({
  nails,
  onChange,
  empty,
  maxNails,
  allFingernails = false,
  legend,
  children,
}: {
  nails: readonly Nail<P>[]
  onChange: (nails: readonly Nail<P>[]) => void
  empty: () => Nail<P>
  maxNails: number
  allFingernails?: boolean
  legend: (n: string, nail: Nail<P>) => string
  /** The nail's parts; `set` changes one of them. */
  children: (nail: Nail<P>, n: string, set: (part: P, value: number) => void) => ReactNode
}) {
  const { t } = useCalculatorMessages()
  return (
    <>
      <ol className="napsi-nails">
        {nails.map((nail, index) => {
          const n = String(index + 1)
          const set = (part: P, value: number) => {
            onChange(nails.map((other, i) => (i === index ? { ...other, [part]: value } : other)))
          }
          return (
            <li key={index} className="napsi-nail">
              <fieldset className="napsi-nail__fieldset">
                <legend className="napsi-nail__legend">{legend(n, nail)}</legend>
                {children(nail, n, set)}
                {nails.length > 1 && (
                  <Button
                    variant="text"
                    small
                    onClick={() => {
                      onChange(nails.filter((_, i) => i !== index))
                    }}
                  >
                    {t('napsi.remove', { n })}
                  </Button>
                )}
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="napsi-actions">
        <Button
          variant="secondary"
          small
          disabled={nails.length >= maxNails}
          onClick={() => {
            onChange([...nails, empty()])
          }}
        >
          {t('napsi.add')}
        </Button>
        {allFingernails && nails.length < FINGERNAILS && (
          <Button
            variant="text"
            small
            onClick={() => {
              onChange([
                ...nails,
                ...Array.from({ length: FINGERNAILS - nails.length }, () => empty()),
              ])
            }}
          >
            {t('napsi.allFingernails')}
          </Button>
        )}
      </div>
    </>
  )
}
