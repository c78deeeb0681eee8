// Web unit tests run in happy-dom; each test starts with empty storage and cookies, and fails on
// any console.error or console.warn (React's warnings, a router used outside its context, a
// failed request): a test that expects one replaces the console method itself
// (`vi.spyOn(console, 'warn').mockImplementation(...)`) and asserts the call.
import { format } from 'node:util'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'

interface ConsoleCall {
  level: 'error' | 'warn'
  message: string
  stack: string
}

let calls: ConsoleCall[] = []

const record =
  (level: ConsoleCall['level']) =>
  (...args: unknown[]): void => {
    // Where the call came from: the frames below this file's and the spy's own.
    const stack = (new Error().stack ?? '')
      .split('\n')
      .slice(1)
      .filter((frame) => !frame.includes('/test/setup.ts') && !frame.includes('@vitest/spy'))
      .slice(0, 10)
      .join('\n')
    // An error is shown by its stack, not by its inspected properties.
    const shown = args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : arg))
    calls.push({ level, message: format(...shown), stack })
  }

/** (Re)installs the recording spies: a test may have restored or replaced them. */
function watchConsole(): void {
  vi.spyOn(console, 'error').mockClear().mockImplementation(record('error'))
  vi.spyOn(console, 'warn').mockClear().mockImplementation(record('warn'))
}

function failOnConsoleOutput(): void {
  const unexpected = calls
  calls = []
  if (unexpected.length > 0)
    throw new Error(
      `Unexpected console output:\n\n${unexpected
        .map((call) => `console.${call.level}: ${call.message}\n${call.stack}`)
        .join('\n\n')}`,
    )
}

// Output while the test file loads or in its beforeAll fails the first test.
watchConsole()
beforeEach(watchConsole)

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
})

// Registered first, so run last: after the test file's own afterEach (an unmount) has run.
afterEach(failOnConsoleOutput)
// What the file's afterAll or a late callback wrote after its last test.
afterAll(failOnConsoleOutput)
