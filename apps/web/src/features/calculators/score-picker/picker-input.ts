import type { PasiRegion } from '@konzilium/scores'
import type { FormState } from '../lib/form-state'
import { parseLocaleNumber } from '../lib/locale-number'
import { param, pasiRegions, regionInput } from '../scores/pasi-regions'

/** A form's input without its empty fields: what a referral sends (the server refuses nulls). */
export const withoutEmpty = (input: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== ''))

/** PASI's input from its form: grades and the area score, or the area in % for `pasi-percent`. */
export function pasiInput(values: FormState, percent: boolean): Record<string, unknown> {
  return Object.fromEntries(
    pasiRegions.map((region: PasiRegion): [PasiRegion, Record<string, number | null>] => {
      const { erythema, induration, desquamation, area } = regionInput(values, region)
      if (!percent) return [region, { erythema, induration, desquamation, area }]
      const typed = parseLocaleNumber(values[param(region, 'areaPercent')] ?? '')
      const areaPercent = typed.kind === 'number' ? typed.value : 0
      return [region, { erythema, induration, desquamation, areaPercent }]
    }),
  )
}
