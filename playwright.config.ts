import { defineConfig } from '@playwright/test'

// End-to-end tests drive Debian's Chromium (no browser download) against the built app served by
// the real server on a fresh embedded database, exactly as `npm start` runs it.
const port = Number(process.env.E2E_PORT ?? 3100)
/** A second server with analytics and human verification configured. */
export const configuredPort = port + 1
/** The loopback mailbox (e2e/support/mailbox.mjs): SMTP in, received mails out over HTTP. */
export const mailboxSmtpPort = port + 25
export const mailboxHttpPort = port + 26
/** Where the configured server's log goes (its first-start bootstrap link is in it). */
export const configuredServerLog = '.tmp/e2e-configured.log'
// A public test key (ADR 013): production refuses to start without TOTP_ENCRYPTION_KEYS.
const serverEnv = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  TOTP_ENCRYPTION_KEYS: 'test:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  // No background task on its own schedule (ADR 043): a reminder of the demo's old pending
  // referrals would land in the bells the tests count. "Run now" still works.
  TASKS_CHECK_SECONDS: '0',
}

/**
 * A trace records every action's DOM snapshot and a screencast: the doctor and referral flows took
 * 77 s with it and 54 s without on a 2-core host. CI prints text only and keeps no files, so there
 * it is off; a local run keeps the trace of a failed test (`npx playwright show-trace`).
 * E2E_TRACE=on|off overrides both.
 */
function traceMode(): 'on' | 'off' | 'retain-on-failure' {
  const chosen = process.env.E2E_TRACE
  if (chosen === 'on' || chosen === 'off') return chosen
  return process.env.CI ? 'off' : 'retain-on-failure'
}

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
  // A test's whole budget guards against a hang, not a speed: each step waits for its condition
  // (expect: 7 s). The longest account and referral flows take 10-15 s on a quiet 2-core host and
  // 25-32 s when that host runs at half speed, so the budget leaves room for the slow case.
  timeout: 90_000,
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
    trace: traceMode(),
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // First: the main server's mail queue delivers to it from its first mail on.
      command: 'node e2e/support/mailbox.mjs',
      url: `http://127.0.0.1:${mailboxHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAILBOX_SMTP_PORT: String(mailboxSmtpPort),
        MAILBOX_HTTP_PORT: String(mailboxHttpPort),
      },
    },
    {
      command: 'rm -rf .tmp/e2e-data && node apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        // Outside production an empty embedded database gets the demo set (ADR 007): real
        // centres and one account per role with the README's demo passwords, which the account
        // tests sign in with. Admins then need no second factor (REQUIRE_2FA_FOR_ADMINS default).
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: '.tmp/e2e-data',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Real SMTP to the mailbox above; plain SMTP on loopback (the mailbox offers no STARTTLS).
        SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}`,
        MAIL_FROM: 'Konzilium <no-reply@e2e.konzilium.test>',
        MAIL_POLL_INTERVAL_MS: '250',
        // Every test comes from 127.0.0.1: per-IP limits would throttle the suite, not a visitor.
        // Per-account limits (failed sign-ins, reset codes) still apply and are tested.
        RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      },
    },
    {
      // The same build with the optional third parties switched on (analytics, human verification).
      // It runs as production with no admin, so it prints the one-time bootstrap link (ADR 007)
      // to its log, which the first-admin test reads as an operator would.
      command: `mkdir -p .tmp && rm -rf .tmp/e2e-data-configured && node apps/server/dist/main.js > ${configuredServerLog}`,
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
