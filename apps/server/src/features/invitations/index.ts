/** What other features may use of invitations: mailing an activation link and activating with it. */
export { mailInvitation } from './service'
export { activateAccount } from './activation-service'
