#!/usr/bin/env node
// Writes .br and .gz beside every text asset of the web build, once at build time, so the server
// sends compressed files from disk (no per-request CPU) to browsers that accept them.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'apps/web/dist')
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/

function* files(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (compressible.test(entry.name)) yield full
  }
}

let count = 0
for (const file of files(root)) {
  const source = fs.readFileSync(file)
  if (source.length < 512) continue
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  const gzip = zlib.gzipSync(source, { level: 9 })
  if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli)
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip)
  count++
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`)
