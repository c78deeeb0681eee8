/**
 * How long a new questionnaire link works: the doctor chooses, a few days by default. No zod
 * here: the sending dialog reads these without loading the schemas.
 */
export const EVALUATION_DAYS_DEFAULT = 7
export const EVALUATION_DAYS_MAX = 30
