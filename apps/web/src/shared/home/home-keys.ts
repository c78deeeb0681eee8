/**
 * Query keys of the home views: every role's home sits under `['home']`. A change elsewhere that
 * the home shows (a referral decided) refreshes it through these; they live below all features
 * instead of in the home feature, which shows other features' parts (the referral chips).
 */
export const homeKeys = {
  all: ['home'] as const,
}
