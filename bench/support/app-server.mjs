// The real app (source, through tsx) as its own process for the throughput benchmarks, configured
// by its environment like `main.ts` but without the first-start seeding: the benchmark prepares
// its data. Started by `load.mjs` (`startServer`), it reports its port over IPC. Its log lines go
// to stdout, which the benchmark discards, so logging costs what it costs in production.
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'

const config = loadConfig()
const database = await openDatabase(config, { warn: () => undefined })
await migrateDatabase(database)
const app = await buildApp(config, { database })
await app.listen({ host: '127.0.0.1', port: 0 })
process.send?.({ port: app.server.address().port })
// CPU time spent so far, asked by the benchmark around each run (robust on a shared machine).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
})
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0))
})
