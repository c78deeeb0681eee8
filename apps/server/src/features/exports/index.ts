/**
 * What other features may use of exports: a patient summary or a referral as PDF, read under a
 * reader's scopes (the one-time report links render it for the doctor who sent the link).
 */
export {
  clientPageDocument,
  clientPagePatient,
  type ClientPageDocument,
  type Reader,
} from './client-page'
