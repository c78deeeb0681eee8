import type { Role } from './session'

/**
 * Who may do what, on which objects: the one permission policy of Konzilium (ADR 014). Every
 * signed-in API route names one action of this table (`allowedTo(action)` on the server); a role
 * missing from an action is refused with 403 before the handler runs; the scope says which objects
 * the role reaches, and an object outside it answers 404 (no existence leak). Lists are filtered by
 * the scope in SQL. The web reads the same table to offer only what the server will allow. Deny by
 * default: what is not written here, nobody may do.
 *
 * Scopes:
 * - `all`: every object of the kind.
 * - `center`: objects of the caller's own centre (a centre doctor's centre; for a referral, the
 *   centre it is addressed to; for a patient, the centre that treats the patient or has an open
 *   (pending) or accepted referral of the patient, so a doctor deciding a referral sees whom it is
 *   about).
 * - `treating`: the patients whose treating centre (`patients.center_id`, set when the centre
 *   accepts a referral or creates the record) is the caller's own centre; a referral alone does not
 *   give it. A centre doctor changes a record only in this scope.
 * - `own`: objects the caller owns (a peripheral doctor's own patients and referrals; the
 *   consultations the caller takes part in).
 * - `regions`: objects in the regions the caller covers (a representative's regions).
 * - `visible`: objects marked visible (centres).
 * - `self`: the caller's own record only.
 *
 * Role-only actions (`'role'` for every role they name): the role alone decides; the server reads
 * no scope for them and no per-object filter exists (the caller's own session, an admin's tools, a
 * page that reads each of its sections under that section's own action). The type keeps a scope
 * builder from asking for one (`scopeFor` takes scoped actions only), and a server test fails for a
 * scoped action that no scope builder reads.
 */
export const scopes = ['all', 'center', 'treating', 'own', 'regions', 'visible', 'self'] as const
export type Scope = (typeof scopes)[number]

/** The grant of a role-only action: the role may, with no per-object scope. */
export const roleOnly = 'role'

type Grants = Partial<Record<Role, Scope>> | Partial<Record<Role, typeof roleOnly>>

export const policy = {
  // The caller's own account: session, password, second factor, profile, preferences.
  'account.self': {
    admin: 'role',
    center_doctor: 'role',
    peripheral_doctor: 'role',
    rep: 'role',
    patient: 'role',
  },
  'users.manage': { admin: 'role' },
  'diagnostics.run': { admin: 'role' },
  // The platform's editable texts: list with defaults, save, revert, history (ADR 038).
  'texts.manage': { admin: 'role' },

  // A centre doctor also reads the own centre while it is hidden (the centres feature's SQL).
  'centers.read': {
    admin: 'all',
    center_doctor: 'visible',
    peripheral_doctor: 'visible',
    rep: 'visible',
  },
  'centers.manage': { admin: 'all' },
  'centers.update': { admin: 'all', center_doctor: 'center' },
  // A centre doctor accepting a referral picks a colleague of the own centre.
  'centers.available-doctors': { admin: 'all', center_doctor: 'center' },

  'center-doctors.invite': { admin: 'all', center_doctor: 'center' },
  // A pending invitation of a doctor of the caller's own centre, or one the caller sent.
  'center-doctors.resend-invitation': { admin: 'all', center_doctor: 'center' },
  'center-doctors.read': { admin: 'all', center_doctor: 'center', rep: 'regions' },
  'center-doctors.update': { admin: 'all', center_doctor: 'center' },
  'center-doctors.move': { admin: 'all' },

  'peripheral-doctors.invite': { admin: 'all', center_doctor: 'all', rep: 'regions' },
  // Resending a pending invitation (which voids its link) reaches the invitations the caller sent,
  // and for a rep also those of doctors in the rep's regions; a centre doctor may invite any
  // peripheral doctor, but touches only the invitations they sent.
  'peripheral-doctors.resend-invitation': { admin: 'all', center_doctor: 'own', rep: 'regions' },
  'peripheral-doctors.read': {
    admin: 'all',
    center_doctor: 'all',
    peripheral_doctor: 'self',
    rep: 'regions',
  },
  'peripheral-doctors.update': { admin: 'all', peripheral_doctor: 'self' },

  'reps.invite': { admin: 'role' },
  'reps.resend-invitation': { admin: 'all' },
  'reps.read': { admin: 'all', rep: 'self' },
  // A rep edits its own name, contact and company; only an admin sets the regions it covers.
  'reps.update': { admin: 'all', rep: 'self' },

  // Representatives never reach a patient, a referral or anything that shows them.
  'patients.read': {
    admin: 'all',
    center_doctor: 'center',
    peripheral_doctor: 'own',
    patient: 'self',
  },
  'patients.create': { admin: 'all', center_doctor: 'center', peripheral_doctor: 'own' },
  'patients.update': { admin: 'all', center_doctor: 'treating', peripheral_doctor: 'own' },
  'patients.delete': { admin: 'all' },
  'patients.change-center-doctor': { admin: 'all', center_doctor: 'treating' },
  // The scores chart of a patient: whoever reads the record reads it; a patient, their own.
  'charts.read': {
    admin: 'all',
    center_doctor: 'center',
    peripheral_doctor: 'own',
    patient: 'self',
  },

  // Examination forms (ADR 039) follow the patient's scope: whoever reads the patient reads its
  // forms and their files, whoever may change the record writes them; a patient reads own forms.
  // A form is deleted by its author (`own`, within the author's reading scope) or an admin.
  'forms.read': {
    admin: 'all',
    center_doctor: 'center',
    peripheral_doctor: 'own',
    patient: 'self',
  },
  'forms.write': { admin: 'all', center_doctor: 'treating', peripheral_doctor: 'own' },
  'forms.delete': { admin: 'all', center_doctor: 'own', peripheral_doctor: 'own' },

  'referrals.read': { admin: 'all', center_doctor: 'center', peripheral_doctor: 'own' },
  'referrals.create': { peripheral_doctor: 'own' },
  'referrals.decide': { admin: 'all', center_doctor: 'center' },
  'referrals.cancel': { admin: 'all', peripheral_doctor: 'own' },

  // A patient summary or a referral as PDF, and a one-time link to one sent by e-mail (ADR 044):
  // the role may; which patient or referral is decided by the scopes of `patients.read` and
  // `referrals.read`, read by the features that own them.
  'exports.client-page': { admin: 'role', center_doctor: 'role', peripheral_doctor: 'role' },
  'reports.send': { admin: 'role', center_doctor: 'role', peripheral_doctor: 'role' },

  // Consultations: the caller's `own` are those the caller takes part in; an admin's too, since a
  // conversation between doctors is theirs, not the platform's (ADR 035). A representative takes
  // part only in consultations not linked to a patient (checked when adding one); patients never.
  'consultations.read': {
    admin: 'own',
    center_doctor: 'own',
    peripheral_doctor: 'own',
    rep: 'own',
  },
  'consultations.write': {
    admin: 'own',
    center_doctor: 'own',
    peripheral_doctor: 'own',
    rep: 'own',
  },
  // Whom one may invite: a search of active doctors, admins and representatives by name (never
  // a browsable directory), or those who may read a given patient.
  'consultations.candidates': {
    admin: 'role',
    center_doctor: 'role',
    peripheral_doctor: 'role',
    rep: 'role',
  },

  // Questionnaires by one-time link (ADR 041) follow the patient's scope: whoever may read the
  // patient sees the links, whoever may change the record sends and revokes them, and a patient
  // answers those of the own record.
  'evaluation.read': {
    admin: 'all',
    center_doctor: 'center',
    peripheral_doctor: 'own',
    patient: 'self',
  },
  'evaluation.send': { admin: 'all', center_doctor: 'treating', peripheral_doctor: 'own' },
  'evaluation.answer': { patient: 'self' },

  'audit.read': { admin: 'role' },
  // Aggregate counts of doctors and referrals, small numbers suppressed (ADR 045): a rep's cover
  // the rep's regions; never a patient, never a count from 1 to 4.
  'statistics.read': { admin: 'all', rep: 'regions' },
  // Exports of whole lists to Excel (ADR 042): the role decides who may export a list; the rows
  // are read under the list's own action and scope (doctors under center-doctors.read or
  // peripheral-doctors.read, patients under patients.read), so an export holds what the list shows.
  'exports.doctors': { admin: 'role', center_doctor: 'role', rep: 'role' },
  'exports.patients': { admin: 'role', center_doctor: 'role', peripheral_doctor: 'role' },
  // Export jobs and their files: the author's own only.
  'exports.jobs': { admin: 'own', center_doctor: 'own', peripheral_doctor: 'own', rep: 'own' },
  // The signed-in home: each section reads under the scope of its own action (patients.read,
  // referrals.read, peripheral-doctors.read), so a rep's home holds doctors, never patients.
  'home.read': {
    admin: 'role',
    center_doctor: 'role',
    peripheral_doctor: 'role',
    rep: 'role',
    patient: 'role',
  },
  // The live channel carries the caller's own events only; who receives an event is decided by the
  // feature that publishes it, under its own scopes.
  'live.connect': {
    admin: 'role',
    center_doctor: 'role',
    peripheral_doctor: 'role',
    rep: 'role',
    patient: 'role',
  },
  // Announcements to a role, a region or everybody: admins only, checked in the use case (the
  // route is the notifications' own `save`).
  'notifications.announce': { admin: 'role' },
  'notifications.self': {
    admin: 'self',
    center_doctor: 'self',
    peripheral_doctor: 'self',
    rep: 'self',
    patient: 'self',
  },
} as const satisfies Record<string, Grants>

export type PolicyAction = keyof typeof policy
export const policyActions = Object.keys(policy) as PolicyAction[]

/** The actions whose every grant is `'role'`: no scope exists to read. */
export type RoleOnlyAction = {
  [A in PolicyAction]: (typeof policy)[A][keyof (typeof policy)[A]] extends typeof roleOnly
    ? A
    : never
}[PolicyAction]
/** The actions whose grants are scopes, each turned into SQL by a scope builder on the server. */
export type ScopedAction = Exclude<PolicyAction, RoleOnlyAction>

/** Is the action role-only (no per-object scope)? */
export function isRoleOnly(action: PolicyAction): action is RoleOnlyAction {
  return Object.values(policy[action]).every((grant) => grant === roleOnly)
}

/** The scope a role has for a scoped action, or null when the role may not do it at all. */
export function scopeFor(role: Role, action: ScopedAction): Scope | null {
  const grants: Partial<Record<Role, Scope>> = policy[action]
  return grants[role] ?? null
}

/** The roles that may do an action (in some scope, or by role alone). */
export function rolesAllowedTo(action: PolicyAction): Role[] {
  return Object.keys(policy[action]) as Role[]
}

/** May this role do the action at all? (The web hides what the server would refuse.) */
export function may(role: Role, action: PolicyAction): boolean {
  return rolesAllowedTo(action).includes(role)
}
