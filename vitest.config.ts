import { defineConfig } from 'vitest/config'

// Three projects, one runner: pure units (node), web units (DOM), and API tests on a real database.
// `npm test` (scripts/test-all.mjs) runs them; the API project runs once on PGlite and once more
// on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // nuqs's react-router adapter must see the same react-router as the pages: left to Node,
          // it would load a second copy, whose useNavigate finds no router (the app's bundle has one).
          server: { deps: { inline: ['nuqs'] } },
          // Lazy routes are transformed on first import: on a loaded machine that takes seconds.
          // Tests wait for conditions; these limits only stop a test that hangs.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded WASM; two forks keep both cores busy without thrashing.
          maxWorkers: 2,
        },
      },
    ],
  },
})
