/**
 * Errors of the database, told apart from the app's own: what may be said of them in a log line
 * or an answer (their SQLSTATE code and where they happened), and which of them a caller's input
 * caused.
 */

/** The fields of a PostgreSQL error that name where it happened, never what was in it. */
export type DatabaseErrorFields = {
  code: string | undefined
  constraint: string | undefined
  table: string | undefined
  column: string | undefined
}

const sqlState = /^[0-9A-Z]{5}$/

function stringField(error: object, name: string): string | undefined {
  const value = (error as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * The class of an error: `pg` names its DatabaseError instances `error` (the protocol message's
 * type), the embedded thread rebuilds them as an `Error` named `DatabaseError`.
 */
export function classOf(error: Error): string {
  const constructorName = error.constructor.name
  return constructorName !== 'Error' && constructorName !== '' ? constructorName : error.name
}

/**
 * Whether `error` came from the database: drizzle's query error (its message and `params` hold
 * the statement's values) or a driver's error (`pg`, PGlite, the embedded thread's rebuilt one),
 * whose message may quote a value (`invalid input syntax for type uuid: "..."`) and whose
 * `detail` and `where` do (`Key (birth_number)=(...) already exists`).
 */
export function isDatabaseError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false
  if ('params' in error && 'query' in error) return true
  if (classOf(error) === 'DatabaseError') return true
  const code = stringField(error, 'code')
  return (
    code !== undefined && sqlState.test(code) && typeof stringField(error, 'severity') === 'string'
  )
}

/** The database error `error` is or wraps (drizzle puts the driver's in `cause`), if any. */
export function databaseErrorIn(error: unknown): Error | undefined {
  let current: unknown = error
  let found: Error | undefined
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isDatabaseError(current)) found = current
    current = current.cause
  }
  return found
}

/** Code, constraint, table and column of the innermost database error in `error`'s chain. */
export function databaseErrorFields(error: unknown): DatabaseErrorFields {
  let fields: DatabaseErrorFields = {
    code: undefined,
    constraint: undefined,
    table: undefined,
    column: undefined,
  }
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = stringField(current, 'code')
    if (code !== undefined && sqlState.test(code))
      fields = {
        code,
        constraint: stringField(current, 'constraint'),
        table: stringField(current, 'table'),
        column: stringField(current, 'column'),
      }
    current = current.cause
  }
  return fields
}

/** Whether `error` is, or wraps, a unique violation (SQLSTATE 23505): a row that already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorFields(error).code === '23505'
}

/** One line about an error, safe to write or store where a log line may go. */
export function describeErrorSafely(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (!databaseErrorIn(error)) return error.message
  const { code, constraint, table } = databaseErrorFields(error)
  const where = [table && `table ${table}`, constraint && `constraint ${constraint}`]
    .filter(Boolean)
    .join(', ')
  return `database error ${code ?? 'without a code'}${where ? ` (${where})` : ''}`
}

/**
 * Data exceptions a value from a request can cause: a character PostgreSQL text cannot hold
 * (22P05 in jsonb, 22021 in text), text a type cannot read (22P02), text longer than its column
 * (22001), a number or date out of its type's range (22003, 22008, 22007). Schemas keep them from
 * the database; one that still arrives is the caller's input, not the server's fault.
 */
const inputCausedCodes = new Set(['22P05', '22021', '22P02', '22001', '22003', '22008', '22007'])

/** Whether `error` is a database error an input value caused (see `inputCausedCodes`). */
export function isInputCausedDatabaseError(error: unknown): boolean {
  if (!databaseErrorIn(error)) return false
  const { code } = databaseErrorFields(error)
  return code !== undefined && inputCausedCodes.has(code)
}
