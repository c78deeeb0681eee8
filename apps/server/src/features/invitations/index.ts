/** What other features may use of invitations: creating an account or telling its owner, and activating with it. */
export { createAccountAlike } from './service'
export { activateAccount } from './activation-service'
