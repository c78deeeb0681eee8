import type { IndicationFamily } from '@konzilium/scores'
import type { ScoreId } from '../calculators'
import { diagnoses, type DiagnosisCode } from '../codes'

/** Groups of diagnoses by the scores that document their indication. */
const psoriasisScores: ScoreId[] = ['pasi', 'pasi-percent', 'bsa', 'dlqi', 'iga', 'spga', 'napsi']
const atopicScores: ScoreId[] = ['iga', 'bsa', 'dlqi']
const raScores: ScoreId[] = [
  'das28-esr',
  'das28-crp',
  'das28-esr-3v',
  'das28-crp-3v',
  'cdai',
  'sdai',
]
const psaScores: ScoreId[] = ['dapsa', 'das28-esr', 'das28-crp', 'pasi', 'bsa', 'dlqi']
const axialScores: ScoreId[] = ['asdas-crp', 'asdas-esr', 'basdai']

/** Psoriatic arthritis: treated by dermatology and rheumatology centres alike. */
export function isPsoriaticArthritis(code: DiagnosisCode): boolean {
  return code === 'L40.5' || code.startsWith('M07.')
}

/** The scores whose inputs a referral with this diagnosis may carry (the form offers these). */
export function scoresForDiagnosis(code: DiagnosisCode): ScoreId[] {
  if (isPsoriaticArthritis(code)) {
    return code === 'M07.2' ? [...psaScores, ...axialScores] : psaScores
  }
  if (code.startsWith('L40')) return psoriasisScores
  if (code.startsWith('L20')) return atopicScores
  if (code.startsWith('L50') || code.startsWith('L73')) return ['dlqi', 'iga']
  if (code === 'M45' || code.startsWith('M46')) return axialScores
  if (code.startsWith('M05') || code.startsWith('M06') || code.startsWith('M08')) return raScores
  return []
}

/** Whose indication criteria for biologic therapy a referral with this diagnosis is judged by. */
export function indicationFamilyOf(code: DiagnosisCode): IndicationFamily {
  if (code === 'M07.2' || code === 'M45' || code.startsWith('M46')) return 'axial'
  if (isPsoriaticArthritis(code)) return 'none'
  if (code.startsWith('L40')) return 'psoriasis'
  if (code.startsWith('M05') || code.startsWith('M06')) return 'rheumatoid'
  return 'none'
}

/** The specialty of the centres that treat a diagnosis. */
export function specialtyOfDiagnosis(code: DiagnosisCode): 'dermatology' | 'rheumatology' {
  return diagnoses.find((d) => d.code === code)?.specialty ?? 'dermatology'
}
