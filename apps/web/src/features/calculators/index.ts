import { calculatorCatalogue } from './calculator-messages'
import { dermatologyPart } from './dermatology/messages/part'
import { rheumatologyPart } from './rheumatology/messages/part'

// The calculators feature as other features see it: scores, their bands and formula versions
// named in the reader's language (ADR 009). A referral names scores of both specialties, so both
// parts of the catalogue load with it (a calculator page loads only its own).
calculatorCatalogue.addPart(dermatologyPart)
calculatorCatalogue.addPart(rheumatologyPart)

export { preloadScoreWords, scoreBandTone, useScoreWords, type ScoreWords } from './score-words'
export type { BandTone } from './components/band-badge'
export {
  LazyScorePicker as ScorePicker,
  preloadScorePicker,
} from './score-picker/lazy-score-picker'
export { hasScorePicker, type PickedScore } from './score-picker/picker-scores'
