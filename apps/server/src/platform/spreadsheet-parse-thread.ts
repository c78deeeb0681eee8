import { Worker } from 'node:worker_threads'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import {
  SpreadsheetUnreadableError,
  tooComplex,
  tooManyColumns,
  tooManyRows,
  type ParseBounds,
  type SpreadsheetLimits,
} from './spreadsheet-bounds'

/** The parse of an upload on a bounded thread of its own (`spreadsheets.ts`, step 3). */

const threadFile = new URL('./spreadsheet-thread.mjs', import.meta.url)

type ThreadAnswer =
  | { table: string[][] }
  | { tooManyRows: number }
  | { tooManyColumns: number }
  | { unreadable: true }

// At most this many parse threads at once per process, each within its memory bound; a further
// upload waits for one to end, so many uploads at once cannot add up to the server's memory.
export const MAX_PARSE_THREADS = 2
let parseThreads = 0
const waitingForThread: (() => void)[] = []

export async function withParseThread<T>(run: () => Promise<T>): Promise<T> {
  if (parseThreads >= MAX_PARSE_THREADS)
    await new Promise<void>((resolve) => waitingForThread.push(resolve))
  else parseThreads += 1
  try {
    return await run()
  } finally {
    // The slot passes straight to the next upload in line, or is freed.
    const next = waitingForThread.shift()
    if (next) next()
    else parseThreads -= 1
  }
}

/**
 * Parses the file on a thread of its own, within the memory and time bounds: past either, or if
 * the thread dies, the file is too complex (422); the thread is ended on every way out.
 */
export function parseOnThread(
  kind: 'xlsx' | 'csv',
  body: Buffer,
  locale: MessageLocale,
  limits: SpreadsheetLimits,
  bounds: ParseBounds,
): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadFile, {
      workerData: { kind, body, maxRows: limits.maxRows, maxColumns: limits.maxColumns },
      resourceLimits: {
        maxOldGenerationSizeMb: bounds.memoryMb,
        maxYoungGenerationSizeMb: Math.min(16, bounds.memoryMb),
      },
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(() => {
      settle(() => {
        reject(tooComplex(locale))
      })
    }, bounds.timeoutMs)
    worker.on('message', (answer: ThreadAnswer) => {
      settle(() => {
        if ('table' in answer) resolve(answer.table)
        else if ('tooManyRows' in answer) reject(tooManyRows(locale, answer.tooManyRows, limits))
        else if ('tooManyColumns' in answer) reject(tooManyColumns(locale, limits))
        else reject(new SpreadsheetUnreadableError('The file cannot be parsed'))
      })
    })
    // Out of memory, or anything else that ends the thread before it answers, is the file's
    // doing; a thread file that cannot be loaded is the server's, and stays a 5xx.
    worker.on('error', (error: Error & { code?: string }) => {
      settle(() => {
        reject(error.code === 'ERR_MODULE_NOT_FOUND' ? error : tooComplex(locale))
      })
    })
    worker.on('exit', () => {
      settle(() => {
        reject(tooComplex(locale))
      })
    })
  })
}
