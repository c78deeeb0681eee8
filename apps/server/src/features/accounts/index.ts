/**
 * The accounts core: the user record, how an account comes to be, its activation codes and its
 * second factors. It has no routes; the account features (auth, bootstrap, diagnostics, invitations,
 * registration, two-factor, users) build their use cases on what is exported here and nothing else.
 */
export {
  centerIdOfDoctor,
  emailTaken,
  emailTakenError,
  findUserByEmail,
  findUserById,
  NO_USER_ID,
  regionsOfRep,
  toSessionUser,
  type UserRow,
} from './user-record'
export { insertAccount, type NewAccount } from './create-account'
export { activationLinkType, activationUrl, issueActivationCode } from './activation-codes'
export {
  confirmTotp,
  consumeSecondFactor,
  findTotp,
  hasConfirmedTotp,
  openTotpSecret,
  remainingRecoveryCodes,
  removeSecondFactor,
  replaceRecoveryCodes,
  resealTotpSecrets,
  storePendingTotp,
  TotpKeyMissingError,
} from './second-factors'
