import { DrizzleQueryError } from 'drizzle-orm/errors'
import { DatabaseError } from 'pg'
import { describe, expect, it } from 'vitest'
import {
  databaseErrorFields,
  describeErrorSafely,
  isDatabaseError,
  isInputCausedDatabaseError,
  isUniqueViolation,
} from './database-errors'
import { serializeError } from './logging'

const marker = 'Pastičková-8054121234'

/** A unique violation as `pg` reports it, its detail quoting the offending value. */
function uniqueViolation(): DatabaseError {
  const error = new DatabaseError('duplicate key value violates unique constraint', 100, 'error')
  Object.assign(error, {
    severity: 'ERROR',
    code: '23505',
    detail: `Key (birth_number)=(${marker}) already exists.`,
    where: `SQL statement with ${marker}`,
    table: 'patients',
    constraint: 'patients_birth_number_unique',
  })
  return error
}

/** What drizzle throws around a driver's error: the statement and its parameters in the message. */
function drizzleAround(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('insert into "patients" ("last_name") values ($1)', [marker], cause)
}

describe('database errors', () => {
  it('name a unique violation, alone or inside drizzle’s error, and nothing else', () => {
    expect(isUniqueViolation(uniqueViolation())).toBe(true)
    expect(isUniqueViolation(drizzleAround(uniqueViolation()))).toBe(true)
    const foreignKey = Object.assign(uniqueViolation(), { code: '23503' })
    expect(isUniqueViolation(drizzleAround(foreignKey))).toBe(false)
    expect(isUniqueViolation(new Error('23505'))).toBe(false)
  })

  it('are told apart from the app’s own, wrapped or not', () => {
    expect(isDatabaseError(uniqueViolation())).toBe(true)
    expect(isDatabaseError(drizzleAround(uniqueViolation()))).toBe(true)
    expect(isDatabaseError(new Error('referral not inserted'))).toBe(false)
    expect(isDatabaseError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(false)
  })

  it('give code, constraint and table of the driver’s error under drizzle’s', () => {
    expect(databaseErrorFields(drizzleAround(uniqueViolation()))).toEqual({
      code: '23505',
      constraint: 'patients_birth_number_unique',
      table: 'patients',
      column: undefined,
    })
  })

  it('are serialized for a log line without message, params, detail or where', () => {
    const serialized = serializeError(drizzleAround(uniqueViolation()))
    expect(serialized).toMatchObject({
      database: 'DatabaseError',
      code: '23505',
      table: 'patients',
      constraint: 'patients_birth_number_unique',
    })
    const text = JSON.stringify(serialized)
    expect(text).not.toContain(marker)
    expect(text).not.toContain('params')
    expect(text).not.toContain('insert into')
    // The frames stay: where it happened is what a log reader needs.
    expect(serialized.stack).toMatch(/^\s+at /)
  })

  it('keep a message that looks like a stack frame out of the frames', () => {
    const sneaky = new DrizzleQueryError('select $1', [`x\n    at ${marker}`], uniqueViolation())
    expect(JSON.stringify(serializeError(sneaky))).not.toContain(marker)
  })

  it('are described in one safe line for stored and start-up messages', () => {
    expect(describeErrorSafely(drizzleAround(uniqueViolation()))).toBe(
      'database error 23505 (table patients, constraint patients_birth_number_unique)',
    )
    expect(describeErrorSafely(new Error('SMTP refused'))).toBe('SMTP refused')
  })

  it('count as caused by input only for data exceptions a value can cause', () => {
    const nulInJson = Object.assign(uniqueViolation(), { code: '22P05' })
    expect(isInputCausedDatabaseError(drizzleAround(nulInJson))).toBe(true)
    expect(isInputCausedDatabaseError(drizzleAround(uniqueViolation()))).toBe(false)
    expect(isInputCausedDatabaseError(new Error('22P05'))).toBe(false)
  })

  it('leave the app’s own errors their message and stack', () => {
    const error = new Error('referral not inserted')
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'referral not inserted' })
  })
})
