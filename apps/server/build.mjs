// Bundles the server into dist/main.js (and the chunks it loads later, beside it). Workspace packages
// (TypeScript sources) are bundled in; every npm dependency stays external and is loaded from
// node_modules at run time. Then prepares the empty embedded database a new data directory starts from (ADR 012):
// dist/pgdata-template/ and its manifest dist/pgdata-template.json.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { build } from 'esbuild'

fs.rmSync('dist', { recursive: true, force: true }) // no chunk of an earlier build stays behind

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
  plugins: [
    {
      name: 'externalize-npm-dependencies',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@konzilium/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})

execFileSync(process.execPath, ['dist/prepare-template.js'], { stdio: 'inherit' })
