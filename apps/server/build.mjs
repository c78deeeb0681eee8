// Bundles the server into dist/main.js (and the chunks it loads later, beside it): our workspace
// packages and the pure-JavaScript npm dependencies are bundled in, so a start reads a few files
// instead of resolving and compiling some 700 modules out of node_modules (ADR 012). What must stay a
// package of its own is loaded from node_modules at run time (`external` below). Then prepares the
// empty embedded database a new data directory starts from (ADR 012): dist/pgdata-template/ and its
// manifest dist/pgdata-template.json.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build } from 'esbuild'

fs.rmSync('dist', { recursive: true, force: true }) // no chunk of an earlier build stays behind

/**
 * npm packages loaded from node_modules at run time rather than bundled: native code or
 * WebAssembly and the files beside it (PGlite, argon2), packages that read files of their own
 * directory (the Swagger UI's assets, the zxcvbn dictionaries through createRequire), and the
 * rare ones loaded late anyway (the PostgreSQL driver, nodemailer, QR codes, XLSX), which gain
 * nothing from it.
 */
const external = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-cs',
  '@zxcvbn-ts/language-en',
  'pg',
  'nodemailer',
  'qrcode',
  'read-excel-file',
])

await build({
  entryPoints: { main: 'src/main.ts', 'prepare-template': 'src/db/prepare-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Split so that what main.ts imports dynamically (the app, while the database opens) loads then.
  splitting: true,
  chunkNames: '[name]-[hash]', // beside main.js: code finds the server root as dist/..
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS code calls require() for Node's built-ins; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __konziliumRequire } from 'node:module'; const require = __konziliumRequire(import.meta.url);",
  },
  plugins: [
    {
      // @fastify/swagger loads yaml (~70 modules) when it is registered, for the YAML form of the
      // document, which nothing here asks for (/api/openapi.json is JSON): it gets yaml on its
      // first call instead. Same package, same answers.
      name: 'yaml-on-first-use',
      setup(builder) {
        const swaggerDir = path.dirname(
          createRequire(import.meta.url).resolve('@fastify/swagger/package.json'),
        )
        builder.onResolve({ filter: /^yaml$/ }, (args) =>
          args.importer.includes(`${path.sep}@fastify${path.sep}swagger${path.sep}`)
            ? { path: 'yaml-on-first-use', namespace: 'konzilium' }
            : undefined,
        )
        builder.onLoad({ filter: /.*/, namespace: 'konzilium' }, () => ({
          contents:
            "let yaml; const load = () => (yaml ??= require('yaml')); " +
            'module.exports = { parse: (...a) => load().parse(...a), stringify: (...a) => load().stringify(...a) }',
          resolveDir: swaggerDir,
          loader: 'js',
        }))
      },
    },
    {
      name: 'externalize-npm-dependencies',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@konzilium/') || args.path.startsWith('node:')) return undefined
          const name = args.path.startsWith('@')
            ? args.path.split('/').slice(0, 2).join('/')
            : args.path.split('/')[0]
          return external.has(name) ? { path: args.path, external: true } : undefined
        })
      },
    },
  ],
})

execFileSync(process.execPath, ['dist/prepare-template.js'], { stdio: 'inherit' })
