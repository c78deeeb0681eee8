/**
 * Typed schema of the database. `npm run db:generate` turns a change here into the next SQL
 * migration under `apps/server/drizzle/`; migrations are forward-only and run at start-up.
 *
 * The tables are written per domain area under `tables/`; this module gathers every one of them,
 * so drizzle-kit (drizzle.config.ts) and the client (`import * as schema`) see the whole schema,
 * and the rest of the code imports tables from here. A new table module is added to this list.
 */
export * from './tables/audit'
export * from './tables/centers'
export * from './tables/consultations'
export * from './tables/evaluation'
export * from './tables/exports'
export * from './tables/files'
export * from './tables/forms'
export * from './tables/accounts'
export * from './tables/auth'
export * from './tables/messages'
export * from './tables/patients'
export * from './tables/referrals'
export * from './tables/texts'
export * from './tables/tasks'
export * from './tables/reports'
