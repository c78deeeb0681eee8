import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteThread } from '../../src/db/pglite-remote'

// The embedded PostgreSQL on its own thread (ADR 020): what Drizzle and the app rely on when every
// query crosses to the worker and back. The whole API suite runs on it too; these are its edges.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database thread', () => {
  let db: PgliteThread
  beforeAll(async () => {
    db = new PgliteThread({})
    await db.waitReady
    await db.query('create table things (id int primary key, name text not null unique)')
  }, 60_000)
  afterAll(async () => {
    await db.close()
  })
  const names = async () =>
    (await db.query('select name from things order by id')).rows.map(
      (row) => (row as { name: string }).name,
    )

  it('answers rows in either mode, with parameters and field types', async () => {
    const objects = await db.query('select $1::int + 1 as n, $2::text as word', [41, 'žluťoučký'])
    expect(objects.rows).toEqual([{ n: 42, word: 'žluťoučký' }])
    expect(objects.fields.map((field) => field.name)).toEqual(['n', 'word'])
    const arrays = await db.query('select 1 as a, null::text as b', [], { rowMode: 'array' })
    expect(arrays.rows).toEqual([[1, null]])
  })

  it("runs the caller's parsers on the types it asked for as text", async () => {
    const result = await db.query(
      "select '2026-11-25 10:00:00+00'::timestamptz as at, null::timestamptz as never, 7 as n",
      [],
      { rowMode: 'array', parsers: { 1184: (value) => `parsed ${value}` } },
    )
    expect(result.rows).toEqual([[expect.stringMatching(/^parsed 2026-11-25 10:00:00/), null, 7]])
  })

  it("gives a PostgreSQL error its code, constraint and detail on the caller's thread", async () => {
    await db.query("insert into things values (1, 'one')")
    const error = await db.query("insert into things values (2, 'one')").then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      message: expect.stringContaining('duplicate key') as string,
    })
    expect(await names()).toEqual(['one'])
  })

  it('commits a transaction that answers and rolls back one that throws', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query("insert into things values (10, 'ten')")
      return 'kept'
    })
    expect(answer).toBe('kept')
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into things values (11, 'eleven')")
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into things values (12, 'twelve')")
        await tx.query("insert into things values (13, 'ten')") // unique name: fails
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(await names()).toEqual(['one', 'ten'])
  })

  it('lets a query outside an open transaction wait until it has ended', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | undefined
    await db.transaction(async (tx) => {
      await tx.query("insert into things values (20, 'twenty')")
      outside = db.query('select count(*)::int as n from things').then((result) => {
        order.push(`outside saw ${(result.rows[0] as { n: number }).n}`)
      })
      await tx.query("insert into things values (21, 'twenty-one')")
      order.push('transaction done')
    })
    await outside
    expect(order).toEqual(['transaction done', 'outside saw 4'])
  })

  it('dumps its data directory, and another thread starts from the dump', async () => {
    const dump = await db.dumpDataDir('none')
    const copy = new PgliteThread({ loadDataDir: new Uint8Array(await dump.arrayBuffer()) })
    try {
      await copy.waitReady
      const result = await copy.query('select name from things order by id')
      expect(result.rows).toEqual(
        await db.query('select name from things order by id').then((r) => r.rows),
      )
    } finally {
      await copy.close()
    }
  })

  it('refuses queries once closed, and a closed thread is not lost', async () => {
    const other = new PgliteThread({})
    await other.waitReady
    await other.close()
    await expect(other.query('select 1')).rejects.toThrow('closed')
    const lostOrNot = await Promise.race([other.lost, db.query('select 1').then(() => 'not lost')])
    expect(lostOrNot).toBe('not lost')
  })

  it('says it is lost when its thread stops, and fails what waits and what comes', async () => {
    const other = new PgliteThread({})
    await other.waitReady
    const waiting = other.query('select pg_sleep(0.5)')
    // The worker stopping by itself (a WebAssembly abort, say); the test stops it from outside.
    await (other as unknown as { worker: { terminate: () => Promise<number> } }).worker.terminate()
    expect((await other.lost).message).toContain("the embedded database's thread stopped")
    await expect(waiting).rejects.toThrow("the embedded database's thread stopped")
    await expect(other.query('select 1')).rejects.toThrow("the embedded database's thread stopped")
    await other.close()
  })
})

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the thread and its process', () => {
  // Made before the tests, not while they are collected: the PostgreSQL pass skips them.
  let root = ''
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-thread-'))
  })
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('rejects waitReady with the reason when PostgreSQL cannot start', async () => {
    const notADirectory = path.join(root, 'file')
    fs.writeFileSync(notADirectory, 'not a data directory')
    const broken = new PgliteThread({ dataDir: notADirectory })
    await expect(broken.waitReady).rejects.toThrow()
    await expect(broken.query('select 1')).rejects.toThrow()
    await broken.close()
  })

  it('does not keep a process alive that is done with it, and keeps it alive while it waits', async () => {
    // A script that opens the database, writes, reads it back and forgets to close it: it must end
    // on its own after printing what it read (as it did with PGlite on the main thread).
    const script = path.join(root, 'forgets-to-close.mts')
    const remote = path.resolve(import.meta.dirname, '../../src/db/pglite-remote.ts')
    fs.writeFileSync(
      script,
      `import { PgliteThread } from ${JSON.stringify(remote)}
const db = new PgliteThread({ dataDir: ${JSON.stringify(path.join(root, 'db'))} })
await db.waitReady
await db.query('create table t (n int)')
await db.query('insert into t values (7)')
const { rows } = await db.query('select n from t')
console.log(JSON.stringify(rows))
`,
    )
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      timeout: 50_000,
    })
    expect(stdout.trim()).toBe('[{"n":7}]')
  }, 60_000)
})
