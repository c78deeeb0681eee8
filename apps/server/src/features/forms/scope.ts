import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { forms, patients } from '../../db/schema'
import { scopeOf, type Caller } from '../../platform/auth/access'
import { patientScope } from '../patients'

export type FormAction = 'forms.read' | 'forms.write' | 'forms.delete'

/** The form's patient, alive and reached by the caller under the patient scope of `action`. */
function patientReached(auth: Caller, action: 'forms.read' | 'forms.write'): SQL {
  const reached = and(eq(patients.id, forms.patientId), patientScope(auth, action))
  return sql`exists (select 1 from ${patients} where ${reached})`
}

/**
 * The forms a caller reaches with an action (policy.ts, ADR 039), as the `where` condition of
 * the query that reads or changes them; deleted forms are never reached. Reading and writing
 * follow the patient's scope (`patientScope` under the forms' own grants: a centre doctor reads
 * the forms of the centre's patients and writes those of the patients it treats; a peripheral
 * doctor those of own patients; a patient reads own). Deleting: `all` for an admin, `own` for the
 * form's author while the author still reads the patient.
 */
export function formScope(auth: Caller, action: FormAction): SQL {
  const alive = isNull(forms.deletedAt)
  if (action !== 'forms.delete') return and(alive, patientReached(auth, action)) as SQL
  switch (scopeOf(auth, action)) {
    case 'all':
      return and(alive, patientReached(auth, 'forms.read')) as SQL
    case 'own':
      return and(alive, eq(forms.authorId, auth.userId), patientReached(auth, 'forms.read')) as SQL
    case 'center':
    case 'treating':
    case 'regions':
    case 'visible':
    case 'self':
      // The policy grants no other scope of deleting a form.
      return sql`false`
  }
}
