// The calculators feature as other features see it: scores, their bands and formula versions
// named in the reader's language (ADR 009).
export { useScoreWords, type ScoreWords } from './score-names'
