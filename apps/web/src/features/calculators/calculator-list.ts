import { useLocation } from 'react-router'
import { APP_PREFIX, paths } from '../../shared/navigation/paths'
import type { CalculatorMessageKey } from './calculator-messages'

export type Specialty = 'dermatology' | 'rheumatology'

/** The value of `?score=` for each calculator; DAS28's 3-variable forms are variants of its entry. */
export type CalculatorId =
  | 'pasi'
  | 'bsa'
  | 'dlqi'
  | 'iga'
  | 'spga'
  | 'napsi'
  | 'napsi-long'
  | 'pasi-response'
  | 'severity'
  | 'das28-crp'
  | 'das28-esr'
  | 'cdai'
  | 'sdai'
  | 'dapsa'
  | 'basdai'
  | 'asdas-crp'
  | 'asdas-esr'
  | 'eular-response'
  | 'band-lookup'

export interface CalculatorListEntry {
  readonly id: CalculatorId
  readonly specialty: Specialty
  /** Words a doctor may search for that are in no language's texts (formula names, synonyms). */
  readonly aliases: readonly string[]
}

/** Both pages' calculators, in the order of their switchers and the index. */
export const calculatorList: readonly CalculatorListEntry[] = [
  { id: 'pasi', specialty: 'dermatology', aliases: ['psoriasis area severity index'] },
  { id: 'bsa', specialty: 'dermatology', aliases: ['body surface area'] },
  { id: 'dlqi', specialty: 'dermatology', aliases: ['dermatology life quality index'] },
  { id: 'iga', specialty: 'dermatology', aliases: ['investigator global assessment', 'pga'] },
  { id: 'spga', specialty: 'dermatology', aliases: ['static physician global assessment', 'pga'] },
  { id: 'napsi', specialty: 'dermatology', aliases: ['nail psoriasis severity index'] },
  {
    id: 'napsi-long',
    specialty: 'dermatology',
    aliases: ['nail psoriasis severity index', 'napsi 32', 'long form'],
  },
  { id: 'pasi-response', specialty: 'dermatology', aliases: ['pasi 50', 'pasi 75', 'pasi 90'] },
  { id: 'severity', specialty: 'dermatology', aliases: ['rule of tens', 'mrowietz'] },
  { id: 'das28-crp', specialty: 'rheumatology', aliases: ['disease activity score', 'das'] },
  { id: 'das28-esr', specialty: 'rheumatology', aliases: ['disease activity score', 'das', 'fw'] },
  { id: 'cdai', specialty: 'rheumatology', aliases: ['clinical disease activity index'] },
  { id: 'sdai', specialty: 'rheumatology', aliases: ['simplified disease activity index'] },
  { id: 'dapsa', specialty: 'rheumatology', aliases: ['disease activity psoriatic arthritis'] },
  { id: 'basdai', specialty: 'rheumatology', aliases: ['bath ankylosing spondylitis'] },
  {
    id: 'asdas-crp',
    specialty: 'rheumatology',
    aliases: ['ankylosing spondylitis disease activity'],
  },
  {
    id: 'asdas-esr',
    specialty: 'rheumatology',
    aliases: ['ankylosing spondylitis disease activity'],
  },
  { id: 'eular-response', specialty: 'rheumatology', aliases: ['das28 response', 'odpoved'] },
  // On both pages (each with its own scores); the index links the rheumatology one.
  {
    id: 'band-lookup',
    specialty: 'rheumatology',
    aliases: ['band', 'pasmo', 'interpretace', 'das28', 'pasi', 'dlqi', 'cdai'],
  },
]

/** Where the calculators live: on the public site, or inside the signed-in layout (`/app/...`). */
export type CalculatorPlace = { index: string } & Readonly<Record<Specialty, string>>

export const publicCalculators: CalculatorPlace = {
  index: paths.calculator,
  dermatology: paths.calculatorDermatology,
  rheumatology: paths.calculatorRheumatology,
}

export const appCalculators: CalculatorPlace = {
  index: paths.app.calculator,
  dermatology: paths.app.calculatorDermatology,
  rheumatology: paths.app.calculatorRheumatology,
}

/** The calculators' addresses where the page is shown: a signed-in user stays in the app. */
export function useCalculatorPlace(): CalculatorPlace {
  const inApp = useLocation().pathname.startsWith(`${APP_PREFIX}/`)
  return inApp ? appCalculators : publicCalculators
}

/** The link to one calculator, e.g. `/calculator/rheumatology?score=das28-crp`. */
export function calculatorHref(
  entry: CalculatorListEntry,
  place: CalculatorPlace = publicCalculators,
): string {
  return `${place[entry.specialty]}?score=${entry.id}`
}

// Typed as message keys without a cast: a calculator without its texts fails to compile.
export const nameKey = (id: CalculatorId): CalculatorMessageKey => `calc.${id}.name`
export const tabKey = (id: CalculatorId): CalculatorMessageKey => `calc.${id}.tab`
export const purposeKey = (id: CalculatorId): CalculatorMessageKey => `calc.${id}.purpose`
