import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildManifestPlugin } from './build/build-manifest-plugin.ts'
import { firstViewPreloadPlugin } from './build/first-view-preload-plugin.ts'
import { minifyPublicScriptPlugin } from './build/minify-public-script-plugin.ts'
import { reactRouterPurePlugin } from './build/react-router-pure-plugin.ts'
import { paths } from './src/shared/navigation/paths.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// Loaded beside every page that fetches (app/lazy-page.ts), so it is part of their first view.
const queries = 'src/app/query-client.ts'
/**
 * Stateless modules that may be copied into several page chunks (see codeSplitting below); the
 * catalogue parts (shared/i18n/parts) are plain descriptors, the store keeps them by name; a
 * calculator's URL parameters (`scores/*-specs.ts`) are constants its page and its lazily loaded
 * code share; the calculators' score names, their catalogue (registered once by name) and its
 * specialty parts are shared by a calculator page and the referral screens.
 */
const inlinable =
  /[\\/](src[\\/]shared[\\/](ui|forms|i18n[\\/]parts)[\\/]|src[\\/]features[\\/]calculators[\\/](scores[\\/][\w-]+-specs|score-names|calculator-messages|(dermatology|rheumatology)[\\/]messages[\\/]part)\.ts$|packages[\\/]contract[\\/]src[\\/]|node_modules[\\/]zod[\\/])/

export default defineConfig({
  root,
  plugins: [
    react(),
    reactRouterPurePlugin(),
    minifyPublicScriptPlugin(['theme-init.js']),
    buildManifestPlugin(),
    // Public pages a visitor lands on: their chunks and catalogues preload beside the entry script.
    firstViewPreloadPlugin({
      root,
      pages: {
        [paths.home]: ['src/features/landing/landing-page.tsx'],
        [paths.login]: ['src/features/auth/login-page.tsx'],
        [paths.calculator]: ['src/features/calculators/calculator-index-page.tsx'],
        [paths.calculatorDermatology]: ['src/features/calculators/dermatology-calculator-page.tsx'],
        [paths.calculatorRheumatology]: [
          'src/features/calculators/rheumatology-calculator-page.tsx',
        ],
        [paths.materialsSystemTherapy]: ['src/features/materials/system-therapy-page.tsx'],
        [paths.registerPeripheral]: [
          'src/features/registration/register-peripheral-page.tsx',
          queries,
        ],
        [paths.activateAccount]: ['src/features/auth/activate-account-page.tsx', queries],
        [paths.resetPassword]: ['src/features/auth/reset-password-page.tsx', queries],
        [paths.requestPassword]: ['src/features/auth/request-password-page.tsx', queries],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Hashed names make every asset cacheable forever; index.html and the build manifest are not hashed.
    rollupOptions: {
      // Needed to copy shared chunks into pages; the entry's exports are not used by anyone.
      preserveEntrySignatures: false,
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Everything the entry imports statically (React, React Router, the shell) in one chunk:
        // one request and one compression window instead of a handful of small shared chunks
        // that each compress worse. Lazy pages import from it.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // TanStack Query in one chunk, loaded with the first page that fetches.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
          // Under HTTP/1.1 every extra file of a first view costs a round trip (Lighthouse's
          // simulation: six connections, 150 ms each), so the small chunks that pages share
          // (UI primitives, form helpers, contract endpoints) are copied into each page instead.
          // Only stateless modules: a copied store or registry would exist twice.
          experimentalInlineCommonChunks: {
            maxSize: 12_000,
            exclude: (id) => !inlinable.test(id),
          },
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  preview: { port: 3000, strictPort: true, proxy: { '/api': { target: 'http://127.0.0.1:3001' } } },
})
