import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '../../../shared/navigation/link'
import { useCalculatorMessages } from '../calculator-messages'
import { tabKey, type CalculatorId } from '../calculator-list'
import { toQueryString, type ParamSpec } from '../lib/form-state'
import { currentSearchParams } from '../lib/url-sync'

export interface SwitcherEntry {
  readonly id: CalculatorId
  /** The target's URL parameters: those the current URL shares with it are carried over. */
  readonly specs: readonly ParamSpec[]
  /** Starts loading the target's code when its code loads on demand: on pointing at or focusing it. */
  readonly preload?: () => void
}

/**
 * The scores of a page as links (`?score=…`): each is a real URL (open in a new tab, share), the
 * current one marked with aria-current. A plain click carries the inputs the target shares with
 * the current calculator (the marked joints and CRP from DAS28 to CDAI or SDAI), so a doctor
 * scores one patient on several indices without typing twice.
 */
export function ScoreSwitcher({
  entries,
  current,
  label,
}: {
  entries: readonly SwitcherEntry[]
  current: CalculatorId
  label: string
}) {
  const { t } = useCalculatorMessages()
  const navigate = useNavigate()

  const carryOver = (event: MouseEvent<HTMLAnchorElement>, entry: SwitcherEntry) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    if (entry.id === current) return
    const params = currentSearchParams()
    const carried: [string, string][] = [['score', entry.id]]
    for (const spec of entry.specs) {
      const value = params.get(spec.name)
      if (spec.name !== 'score' && value !== null) carried.push([spec.name, value])
    }
    void navigate({ search: `?${toQueryString(carried)}` })
  }

  return (
    <nav className="score-switcher" aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={{ search: `?score=${entry.id}` }}
              aria-current={entry.id === current ? 'page' : undefined}
              className="score-switcher__link"
              onClick={(event) => {
                carryOver(event, entry)
              }}
              onPointerEnter={entry.preload}
              onFocus={entry.preload}
            >
              {t(tabKey(entry.id))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
