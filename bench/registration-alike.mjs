#!/usr/bin/env node
// Public registration answers a known and a new address alike (ADR 007), run with
// `node --import tsx bench/registration-alike.mjs`. The API tests check that both run the same
// statements; this measures what a prober would time: PAIRS alternating pairs (known address,
// new address; which goes first alternates, so a warm cache favours neither) through the real app
// on the embedded database, and reports the median of the per-pair ratios known / new. A burst of
// load on a shared machine slows both requests of a pair alike, so the ratio stays near 1 where
// the two mean times move.
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openPglite } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'

const PAIRS = Number(process.env.PAIRS ?? 200)

const config = loadConfig({
  NODE_ENV: 'production',
  TOTP_ENCRYPTION_KEYS: 'bench:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  WEB_DIST_DIR: '/nonexistent',
  REQUIRE_2FA_FOR_ADMINS: 'false',
})
const database = await openPglite({})
await migrateDatabase(database)
const app = await buildApp(config, { database })
await app.ready()

const form = (email) => ({
  email,
  degreesBefore: 'MUDr.',
  firstName: 'Marek',
  lastName: 'Cvičný',
  phone: '+420 603 123 456',
  practiceName: 'Kožní ambulance Cvičný s.r.o.',
  ico: '12345679',
  icp: '40123456',
  region: 'CZ053',
  specialty: '404',
  termsAccepted: true,
})
const register = async (email) => {
  const started = performance.now()
  const response = await app.inject({
    method: 'POST',
    url: '/api/peripheral-doctors/public-registration',
    payload: form(email),
  })
  if (response.statusCode !== 202) throw new Error(`registration answered ${response.statusCode}`)
  return performance.now() - started
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return (sorted[Math.floor(middle - 0.5)] + sorted[Math.ceil(middle - 0.5)]) / 2
}

const known = 'registrovany@bench.konzilium.test'
await register(known)
for (let i = 0; i < 10; i++) {
  await register(known)
  await register(`zahrati-${i}@bench.konzilium.test`)
}
const ratios = []
const knownTimes = []
const newTimes = []
for (let i = 0; i < PAIRS; i++) {
  const fresh = `novy-${i}@bench.konzilium.test`
  const [k, n] =
    i % 2 === 0
      ? [await register(known), await register(fresh)]
      : await (async () => {
          const n = await register(fresh)
          return [await register(known), n]
        })()
  knownTimes.push(k)
  newTimes.push(n)
  ratios.push(k / n)
}
await app.close()
await database.close()

const ratio = median(ratios)
console.log(
  `registration, ${PAIRS} alternating pairs: known ${median(knownTimes).toFixed(2)} ms, ` +
    `new ${median(newTimes).toFixed(2)} ms (medians); median per-pair ratio known/new ` +
    `${ratio.toFixed(3)} (bar 0.8-1.25)`,
)
if (ratio < 0.8 || ratio > 1.25) process.exitCode = 1
