import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm'

/**
 * Rows of a prepared statement mapped by a function made for its columns, once, instead of
 * Drizzle's general `mapResultRow`, which works out every column of every row again: what kind of
 * field it is (up to four `instanceof` walks), the path to its place in the nested result, and
 * which joined table may be null. A CPU profile of the list pages under load
 * (bench/clinical-lists.mjs; bench/README.md) found a large share of the server's work there.
 *
 * The result is Drizzle's, value for value: the same decoders, the same nesting, and a left-joined
 * table's object is null when its first column is, as Drizzle decides it
 * (`compiled-rows.test.ts` holds the two to the same answers).
 */
type OrderedField = { path: string[]; field: unknown }
type Decoder = { mapFromDriverValue: (value: unknown) => unknown }
type Member = { key: string; index: number; decoder: Decoder }
type Entry =
  | { kind: 'value'; member: Member }
  | { kind: 'object'; key: string; members: Member[]; nullWhenNull: string | undefined }

/** A field's decoder, an internal of Drizzle's `SQL` (its `mapWith`). */
type WithDecoder = { decoder: Decoder }

/** Where Drizzle finds a field's decoder (`mapResultRow`). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder
  if (is(field, Subquery)) return (field._.sql as unknown as WithDecoder).decoder
  return (field as { sql: WithDecoder }).sql.decoder
}

/**
 * The mapper of rows (arrays, in the statement's column order) for a statement's ordered fields,
 * or undefined for a shape it does not handle (nesting deeper than one object), which then keeps
 * Drizzle's.
 */
export function compileRowMapper(
  fields: OrderedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): ((row: unknown[]) => Record<string, unknown>) | undefined {
  const entries: Entry[] = []
  const objects = new Map<string, Extract<Entry, { kind: 'object' }>>()
  const tablesOf = new Map<string, Set<string>>()
  for (const [index, { path, field }] of fields.entries()) {
    const [key, inner, ...deeper] = path
    if (key === undefined || deeper.length > 0) return undefined
    const decoder = decoderOf(field)
    if (inner === undefined) {
      entries.push({ kind: 'value', member: { key, index, decoder } })
      continue
    }
    let object = objects.get(key)
    if (!object) {
      object = { kind: 'object', key, members: [], nullWhenNull: undefined }
      objects.set(key, object)
      entries.push(object)
    }
    object.members.push({ key: inner, index, decoder })
    if (joinsNotNullableMap && is(field, Column)) {
      // Drizzle nulls a joined table's object by its first column (`mapResultRow`).
      object.nullWhenNull ??= inner
      const tables = tablesOf.get(key) ?? new Set<string>()
      tables.add(getTableName(field.table))
      tablesOf.set(key, tables)
    }
  }
  // An object is nulled only if its columns are all of one table and that table may be missing.
  for (const object of objects.values()) {
    const tables = [...(tablesOf.get(object.key) ?? [])]
    const [table] = tables
    if (tables.length !== 1 || table === undefined || joinsNotNullableMap?.[table])
      object.nullWhenNull = undefined
  }

  const value = (member: Member, row: unknown[]) => {
    const raw = row[member.index]
    return raw === null ? null : member.decoder.mapFromDriverValue(raw)
  }
  return (row) => {
    const result: Record<string, unknown> = {}
    for (const entry of entries) {
      if (entry.kind === 'value') {
        result[entry.member.key] = value(entry.member, row)
        continue
      }
      const object: Record<string, unknown> = {}
      for (const member of entry.members) object[member.key] = value(member, row)
      result[entry.key] =
        entry.nullWhenNull !== undefined && object[entry.nullWhenNull] === null ? null : object
    }
    return result
  }
}

type DrizzlePrepared = {
  fields?: OrderedField[]
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: (rows: unknown[][]) => unknown
}

/**
 * A Drizzle prepared statement (node-postgres or PGlite) whose rows are mapped by
 * `compileRowMapper`. It sets the statement's result mapper, which both drivers call instead of
 * `mapResultRow` when one is given; a statement without selected fields, or with a mapper of its
 * own, is left as it is.
 */
export function withCompiledRows<Prepared>(prepared: Prepared): Prepared {
  const statement = prepared as DrizzlePrepared
  if (!statement.fields || statement.customResultMapper) return prepared
  const map = compileRowMapper(statement.fields, statement.joinsNotNullableMap)
  if (map) statement.customResultMapper = (rows) => rows.map(map)
  return prepared
}
