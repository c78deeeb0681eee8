import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = path.resolve(fileURLToPath(import.meta.url), '..', '..', '..')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

export type ServerProcess = {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** Every process started here, so a failed test never leaves a server running behind it. */
const started = new Set<ChildProcess>()

/** Kills whatever `startServer` started and has not exited (call it in `afterAll`). */
export function killStartedServers(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  started.clear()
}

/** Runs the real server entry point (`src/main.ts`) as its own process, as `npm start` would. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')],
    {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        // A public test key (ADR 013); production refuses to start without one.
        TOTP_ENCRYPTION_KEYS: 'test:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  started.add(child)
  child.on('exit', () => started.delete(child))
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code)
    })
  })
  return { child, output: () => text, exited }
}

/**
 * Polls /api/health until it answers 200; fails when the process exits first or time runs out. The
 * deadline only bounds the wait for a condition (it is no speed check: bench/cold-start measures
 * start-up): a first start from source on a loaded two-core CI machine can take a minute.
 */
export async function waitForHealth(
  port: number,
  server: ServerProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const state = { exited: false }
  void server.exited.then(() => (state.exited = true))
  while (Date.now() < deadline) {
    if (state.exited) throw new Error(`server exited before answering:\n${server.output()}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`)
}
