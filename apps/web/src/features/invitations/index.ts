// The invitations feature as other features see it: the forms of the add-user page, resending an
// invitation from a user's page, and activation links (ADR 010).
export { activationEndpoint, activationProblemOf, type ActivationProblem } from './activation'
export { canResendInvitation, useActivateAccount, useResendInvitation } from './api'
export { inviteChoicesFor, type InviteChoice } from './invite-form'
export { InvitePersonForm } from './invite-person-form'
export { RepBatchForm } from './rep-batch-form'
