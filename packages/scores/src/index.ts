// Public entry point of @konzilium/scores: pure calculators, their input metadata and result types.
// The one barrel allowed in the package; everywhere else, import from the defining module.

export type {
  BooleanFieldSpec,
  ChoiceFieldSpec,
  FieldSpec,
  FieldSpecs,
  FieldUnit,
  GroupFieldSpec,
  InputOf,
  ListFieldSpec,
  NumberFieldSpec,
} from './field-spec'
export { fieldMessage } from './field-spec'
export type {
  Outcome,
  ScoreFailure,
  ScoreIssue,
  ScoreIssueCode,
  ScoreOutcome,
  ScoreResult,
  ScoreSuccess,
} from './score-result'
export { scoreIssueCodes } from './score-result'
export type { BandScale, BandStep } from './band-scale'
export { bandFor, bandIdsOf } from './band-scale'
export type { CrossFieldCheck, ScoreDefinition } from './score-definition'
export { validateInput } from './score-definition'
export { roundForDisplay } from './rounding'
export type { ScoreEntry, ScoreId, ScoreInputs } from './score-registry'
export { allScoreBandIds, calculateScore, scoreIds, scoreRegistry } from './score-registry'

// Dermatology
export type { PasiAreaScore, PasiBand, PasiInput, PasiRegion } from './pasi'
export type { PasiPercentInput } from './pasi-percent'
export {
  calculatePasiPercent,
  pasiInputFromPercent,
  pasiPercentFields,
  pasiPercentScore,
} from './pasi-percent'
export {
  PASI_SOURCE,
  calculatePasi,
  pasiAreaPercentBounds,
  pasiAreaScoreFromPercent,
  pasiBands,
  pasiFields,
  pasiScore,
} from './pasi'
export type { PasiResponseBand, PasiResponseInput } from './pasi-response'
export {
  PASI_RESPONSE_SOURCE,
  calculatePasiResponse,
  pasiResponseBands,
  pasiResponseFields,
  pasiResponseScore,
} from './pasi-response'
export type { BsaBand, BsaInput } from './bsa'
export { BSA_SOURCE, bsaBands, bsaFields, bsaScore, calculateBsa } from './bsa'
export type { DlqiAnswer, DlqiBand, DlqiInput, DlqiQ7Answer, DlqiQ7bAnswer } from './dlqi'
export {
  DLQI_COPYRIGHT,
  DLQI_MAX_UNANSWERED,
  DLQI_SOURCE,
  calculateDlqi,
  dlqiBands,
  dlqiCrossFieldCheck,
  dlqiFields,
  dlqiQuestions,
  dlqiScore,
} from './dlqi'
export type { IgaBand, IgaInput } from './iga'
export { IGA_SOURCE, calculateIga, igaBands, igaFields, igaScore } from './iga'
export type { IgaResponseBand, IgaResponseInput } from './iga-response'
export {
  IGA_RESPONSE_SOURCE,
  calculateIgaResponse,
  igaResponseFields,
  igaResponseScore,
  igaSuccessCriteria,
} from './iga-response'
export type { SpgaBand, SpgaInput } from './spga'
export { SPGA_SOURCE, calculateSpga, spgaBands, spgaFields, spgaScore } from './spga'
export type { NapsiInput } from './napsi'
export { NAPSI_SOURCE, calculateNapsi, napsiFields, napsiScore } from './napsi'
export type { NapsiLongFeature, NapsiLongInput, NapsiLongNail } from './napsi-long'
export {
  NAPSI_LONG_SOURCE,
  calculateNapsiLong,
  napsiLongBedFeatures,
  napsiLongFields,
  napsiLongMatrixFeatures,
  napsiLongNailScore,
  napsiLongScore,
} from './napsi-long'
export type {
  Comparator,
  EuropeanConsensusBand,
  PsoriasisSeverityInput,
  CzechSuklBand,
  RuleOfTensBand,
  SeverityAssessment,
  SeverityCondition,
  SeverityMetric,
  SeverityRule,
  SeverityRuleSet,
  SeverityRuleSetId,
} from './psoriasis-severity'
export {
  assessPsoriasisSeverity,
  czechSuklUnverified,
  europeanConsensus,
  psoriasisSeverityFields,
  ruleOfTens,
  severityBandIds,
  severityRuleSetById,
  severityRuleSetIds,
  severityRuleSets,
} from './psoriasis-severity'
export type { BandLookup, BandLookupScoreId } from './score-bands'
export {
  bandLookupScoreIds,
  bandLookupValueField,
  isBandLookupScoreId,
  lookupScoreBand,
  scoreValueRanges,
} from './score-bands'
export type {
  ChartScoreId,
  ResponseMarker,
  ResponseMarkerKind,
  ScoreSeries,
  SeriesInputPoint,
  SeriesPoint,
  TreatmentPeriod,
} from './score-series'
export {
  asdasImprovement,
  baselineOf,
  chartScoreIds,
  chartScoreOf,
  responseMarkers,
  scoreSeries,
  treatmentOn,
} from './score-series'

// Rheumatology
export type { Das28Band } from './das28-common'
export { DAS28_DECIMALS, das28Bands } from './das28-common'
export type { Das28Esr3vInput, Das28EsrInput } from './das28-esr'
export {
  DAS28_ESR_SOURCE,
  calculateDas28Esr,
  calculateDas28Esr3v,
  das28Esr3vFields,
  das28Esr3vScore,
  das28EsrFields,
  das28EsrScore,
} from './das28-esr'
export type { Das28Crp3vInput, Das28CrpInput } from './das28-crp'
export {
  DAS28_CRP_SOURCE,
  calculateDas28Crp,
  calculateDas28Crp3v,
  das28Crp3vFields,
  das28Crp3vScore,
  das28CrpFields,
  das28CrpScore,
} from './das28-crp'
export type { EularResponseBand, EularResponseInput } from './eular-response'
export {
  EULAR_RESPONSE_SOURCE,
  calculateEularResponse,
  eularResponseCriteria,
  eularResponseFields,
  eularResponseScore,
} from './eular-response'
export type { CdaiBand, CdaiInput } from './cdai'
export { CDAI_SOURCE, calculateCdai, cdaiBands, cdaiFields, cdaiScore } from './cdai'
export type { SdaiBand, SdaiInput } from './sdai'
export { SDAI_SOURCE, calculateSdai, sdaiBands, sdaiFields, sdaiScore } from './sdai'
export type { DapsaBand, DapsaInput } from './dapsa'
export { DAPSA_SOURCE, calculateDapsa, dapsaBands, dapsaFields, dapsaScore } from './dapsa'
export type { BasdaiBand, BasdaiInput } from './basdai'
export { BASDAI_SOURCE, calculateBasdai, basdaiBands, basdaiFields, basdaiScore } from './basdai'
export type { AsdasBand } from './asdas-common'
export { ASDAS_DECIMALS, asdasBands, asdasImprovementThresholds } from './asdas-common'
export type { AsdasCrpInput } from './asdas-crp'
export {
  ASDAS_CRP_FLOOR_MG_PER_L,
  ASDAS_CRP_SOURCE,
  asdasCrpFields,
  asdasCrpScore,
  calculateAsdasCrp,
} from './asdas-crp'
export type { AsdasEsrInput } from './asdas-esr'
export { ASDAS_ESR_SOURCE, asdasEsrFields, asdasEsrScore, calculateAsdasEsr } from './asdas-esr'

// Indication criteria for biologic therapy, per criterion
export type {
  CriterionVerdict,
  IndicationCriteriaSet,
  IndicationFamily,
  IndicationVerdict,
  PriorTreatment,
  ScoreValues,
  VerdictStatus,
} from './indication-criteria'
export {
  countConventionalFailures,
  indicationCriteriaSets,
  indicationVerdicts,
  isConventionalSystemic,
  judgeIndication,
} from './indication-criteria'
