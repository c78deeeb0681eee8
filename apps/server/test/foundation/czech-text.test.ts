import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client'
import {
  czechKeyFunctionsSql,
  czechSearchKey,
  inPrefixRange,
  lowerLetters,
  prefixRange,
  upperLetters,
} from '../../src/db/czech-text'
import { executeRows } from '../../src/db/raw'
import { createTestDatabase } from '../helpers/database'

// The Czech sort and search keys, computed by the database itself (PGlite or PostgreSQL).

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/** Sorts `names` by `czech_sort_key` in the database, ties by the name byte by byte. */
async function sortedByDatabase(names: string[]): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    database.db,
    sql`select name from unnest(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[]) as t(name)
        order by czech_sort_key(name) collate "C", name collate "C"`,
  )
  return rows.map((row) => row.name)
}

async function searchKeyInDatabase(value: string): Promise<string> {
  const [row] = await executeRows<{ key: string }>(
    database.db,
    sql`select czech_search_key(${value}) as key`,
  )
  return row?.key ?? ''
}

describe('czech_sort_key', () => {
  it.each([
    [['D', 'Č', 'C']],
    [['Ch', 'I', 'H']],
    [['Chalupa', 'Hrubý']],
    [['Řehoř', 'Rybář']],
    [['Šťastný', 'Svoboda']],
    [['Žák', 'Zedník', 'Adámek']],
  ])('orders %j in Czech order', async (names) => {
    const expected = {
      'D,Č,C': ['C', 'Č', 'D'],
      'Ch,I,H': ['H', 'Ch', 'I'],
      'Chalupa,Hrubý': ['Hrubý', 'Chalupa'],
      'Řehoř,Rybář': ['Rybář', 'Řehoř'],
      'Šťastný,Svoboda': ['Svoboda', 'Šťastný'],
      'Žák,Zedník,Adámek': ['Adámek', 'Zedník', 'Žák'],
    }[names.join(',')]
    expect(await sortedByDatabase(names)).toEqual(expected)
  })

  it('sorts a list of surnames as a Czech reader expects', async () => {
    const czech = [
      'Adámek',
      'Ábelová',
      'Bárta',
      'Cibulka',
      'Čapek',
      'Čermák',
      'Dvořák',
      'Ďurica',
      'Eliáš',
      'Hrubý',
      'Chalupa',
      'Chvojka',
      'Ivan',
      'Novák',
      'Nováková',
      'Rybář',
      'Řehoř',
      'Svoboda',
      'Šťastný',
      'Tůma',
      'Ťoupalík',
      'Zeman',
      'Žák',
    ]
    const expected = [
      'Ábelová',
      'Adámek',
      'Bárta',
      'Cibulka',
      'Čapek',
      'Čermák',
      'Ďurica',
      'Dvořák',
      'Eliáš',
      'Hrubý',
      'Chalupa',
      'Chvojka',
      'Ivan',
      'Novák',
      'Nováková',
      'Rybář',
      'Řehoř',
      'Svoboda',
      'Šťastný',
      'Ťoupalík',
      'Tůma',
      'Zeman',
      'Žák',
    ]
    expect(await sortedByDatabase([...czech].reverse())).toEqual(expected)
  })

  it('does not separate accented vowels from plain ones, and ignores case', async () => {
    // Á = A, É = Ě = E, Í = I, Ó = O, Ú = Ů = U, Ý = Y at the primary level.
    expect(await sortedByDatabase(['Adam', 'Ábel', 'Alena'])).toEqual(['Ábel', 'Adam', 'Alena'])
    expect(await sortedByDatabase(['Ulrich', 'Ůžek', 'Úlehla'])).toEqual([
      'Úlehla',
      'Ulrich',
      'Ůžek',
    ])
    expect(await sortedByDatabase(['Etela', 'Ěmil', 'Édes'])).toEqual(['Édes', 'Ěmil', 'Etela'])
    expect(await sortedByDatabase(['ČERNÝ', 'cibulka', 'chalupa', 'HRUBÝ'])).toEqual([
      'cibulka',
      'ČERNÝ',
      'HRUBÝ',
      'chalupa',
    ])
  })

  it('treats accents of other languages as ties, broken by the plain name', async () => {
    expect(await sortedByDatabase(['Müller', 'Mueller', 'Muller', 'Mutl'])).toEqual([
      'Mueller',
      'Muller',
      'Müller',
      'Mutl',
    ])
  })

  it('is IMMUTABLE, so stored columns and indexes may use it', async () => {
    const rows = await executeRows<{ name: string; volatile: string }>(
      database.db,
      sql`select proname as name, provolatile as volatile from pg_proc
          where proname in ('czech_sort_key', 'czech_search_key') order by proname`,
    )
    expect(rows).toEqual([
      { name: 'czech_search_key', volatile: 'i' },
      { name: 'czech_sort_key', volatile: 'i' },
    ])
  })
})

describe('czech_search_key', () => {
  it('is lower case without diacritics, the same in the database and in TypeScript', async () => {
    for (const value of [
      'Řehoř Šťastný',
      'ŽLUŤOUČKÝ KŮŇ',
      'Müller-Lüdenscheidt',
      upperLetters,
      lowerLetters,
    ]) {
      expect(await searchKeyInDatabase(value)).toBe(czechSearchKey(value))
    }
    expect(czechSearchKey('Řehoř Šťastný')).toBe('rehor stastny')
    expect(czechSearchKey('ŽLUŤOUČKÝ KŮŇ')).toBe('zlutoucky kun')
  })

  it('is defined in the database exactly as db/czech-text.ts says', async () => {
    const rows = await executeRows<{ source: string }>(
      database.db,
      sql`select prosrc as source from pg_proc
          where proname in ('czech_search_key', 'czech_sort_key') order by proname`,
    )
    for (const row of rows) expect(czechKeyFunctionsSql).toContain(row.source)
  })
})

describe('the prefix search as a range (ADR 022)', () => {
  const texts = [
    'nov',
    'novak',
    'novakova',
    'now',
    'nova\u{10ffff}',
    'no',
    'np',
    'nov%',
    'novy',
    'ab',
    'a🩺b',
    'a🩻',
    'a\u{d7ff}x',
    'a\u{e000}',
    '405101',
    '4051019999',
    '405102',
    '40510',
    '%x',
    '_y',
    'z',
    '{',
  ]

  it.each(['nov', 'nova', 'no', 'a🩺', 'a\u{d7ff}', '405101', '%', '_', 'z', 'x'])(
    '%j holds exactly the texts that start with it',
    async (prefix) => {
      const range = prefixRange(prefix)
      if (!range) throw new Error('no range')
      const rows = await executeRows<{ text: string }>(
        database.db,
        sql`select text from (values ${sql.join(
          texts.map((text) => sql`(${text}::text)`),
          sql`, `,
        )}) as t(text)
            where ${inPrefixRange(sql`text collate "C"`, range)} order by text collate "C"`,
      )
      const expected = texts.filter((text) => text.startsWith(prefix))
      expect(rows.map((row) => row.text).sort()).toEqual(expected.sort())
    },
  )
})
