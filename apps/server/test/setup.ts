// API tests fail on stray console output: the server logs through its logger only.
import { afterEach, vi } from 'vitest'

const consoleError = vi.spyOn(console, 'error')
const consoleWarn = vi.spyOn(console, 'warn')

afterEach(() => {
  const calls = [...consoleError.mock.calls, ...consoleWarn.mock.calls]
  consoleError.mockClear()
  consoleWarn.mockClear()
  if (calls.length > 0)
    throw new Error(`Unexpected console output: ${JSON.stringify(calls).slice(0, 500)}`)
})
