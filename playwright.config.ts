import { defineConfig } from '@playwright/test'

// End-to-end tests drive Debian's Chromium (no browser download) against the built app served by
// the real server on a fresh embedded database, exactly as `npm start` runs it.
const port = Number(process.env.E2E_PORT ?? 3100)
/** A second server with analytics and human verification configured. */
export const configuredPort = port + 1
const serverEnv = { HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' }
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    locale: 'cs-CZ',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'rm -rf .tmp/e2e-data && node apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), DATA_DIR: '.tmp/e2e-data' },
    },
    {
      // The same build with the optional third parties switched on (analytics, human verification).
      command: 'rm -rf .tmp/e2e-data-configured && node apps/server/dist/main.js',
      url: `http://127.0.0.1:${configuredPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(configuredPort),
        DATA_DIR: '.tmp/e2e-data-configured',
        ANALYTICS_ID: 'G-E2ETEST01',
        HUMAN_VERIFICATION_SITE_KEY_V3: 'e2e-site-key-v3',
      },
    },
  ],
})
