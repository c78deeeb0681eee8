#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, port 3001) and Vite (port 3000, proxying /api to it).
// Open http://localhost:3000. Both stop together on Ctrl+C.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['--no-install', 'tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', NODE_ENV: 'development' },
  }),
  spawn('npx', ['--no-install', 'vite', '--config', 'apps/web/vite.config.ts'], {
    stdio: 'inherit',
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
