import path from 'node:path'
import type { Plugin, Rollup } from 'vite'

/** The id of the JSON map in index.html that `public/theme-init.js` reads. */
export const FIRST_VIEW_MAP_ID = 'first-view-preloads'

/** What one route's first view needs besides the entry: files for every locale and per locale. */
export interface RoutePreloads {
  all: string[]
  cs?: string[]
  en?: string[]
}

/** `*`: the global catalogue of each locale; a route pattern (`/calculator/dermatology`): its page. */
export type FirstViewMap = Record<string, RoutePreloads>

const CATALOGUE = /[\\/]messages[\\/](cs|default)\.json$/

function localeOf(moduleId: string): 'cs' | 'en' | null {
  const match = CATALOGUE.exec(moduleId)
  if (!match) return null
  return match[1] === 'cs' ? 'cs' : 'en'
}

/**
 * The locale catalogues and route chunks otherwise load only after the entry script has run
 * (`initI18n`, the router's `lazy`, a feature's `use(catalogue.load())`): a waterfall that was 80 %
 * of the largest contentful paint. This plugin writes, at build time, a map from the first-view
 * routes to their chunks, CSS and catalogues into index.html (JSON, not executed, so the CSP stays
 * strict); `theme-init.js`, which already knows the visitor's locale before the first paint, adds
 * `<link rel="modulepreload">` / `preload` for the current route and locale, so they download
 * beside the entry script.
 */
export function firstViewPreloadPlugin(options: {
  root: string
  /**
   * Route pattern (`:param` segments allowed) → the modules its first view loads lazily (the page,
   * and for a page that fetches, the query client), relative to `root`.
   */
  pages: Record<string, string[]>
}): Plugin {
  return {
    name: 'konzilium-first-view-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        )
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (!entry) return

        const closure = (start: Rollup.OutputChunk): Rollup.OutputChunk[] => {
          const seen = new Map<string, Rollup.OutputChunk>()
          const visit = (chunk: Rollup.OutputChunk) => {
            if (seen.has(chunk.fileName)) return
            seen.set(chunk.fileName, chunk)
            for (const name of chunk.imports) {
              const next = byFileName.get(name)
              if (next) visit(next)
            }
          }
          visit(start)
          return [...seen.values()]
        }
        const catalogues = (list: Rollup.OutputChunk[]): Partial<Record<'cs' | 'en', string[]>> => {
          const found: Partial<Record<'cs' | 'en', string[]>> = {}
          for (const chunk of list)
            for (const name of chunk.dynamicImports) {
              const target = byFileName.get(name)
              // A catalogue chunk holds one JSON catalogue (its facade id may be unset when entry
              // signatures are not preserved, so the modules are read instead).
              const ids = target?.moduleIds ?? []
              const locale = ids.length === 1 && ids[0] ? localeOf(ids[0]) : null
              if (!target || !locale) continue
              const urls = (found[locale] ??= [])
              const url = `/${target.fileName}`
              if (!urls.includes(url)) urls.push(url)
            }
          return found
        }

        const entryClosure = closure(entry)
        const inEntry = new Set(entryClosure.map((chunk) => chunk.fileName))
        const entryCss = new Set(
          entryClosure.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
        )
        const map: FirstViewMap = { '*': { all: [], ...catalogues(entryClosure) } }

        for (const [pattern, modules] of Object.entries(options.pages)) {
          const own = new Map<string, Rollup.OutputChunk>()
          for (const module of modules) {
            const id = path.resolve(options.root, module)
            const start = chunks.find((chunk) => chunk.moduleIds.includes(id))
            if (!start) throw new Error(`first-view preload: no chunk contains ${module}`)
            for (const chunk of closure(start))
              if (!inEntry.has(chunk.fileName)) own.set(chunk.fileName, chunk)
          }
          const css = [...own.values()]
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
            .filter((file) => !entryCss.has(file))
          map[pattern] = {
            all: [...new Set([...own.keys(), ...css])].map((file) => `/${file}`),
            ...catalogues([...own.values()]),
          }
        }
        // Right before theme-init.js, which reads it (prepending to <head> could push the charset
        // declaration past the first 1024 bytes). `<` is escaped so the JSON never closes the element.
        const json = JSON.stringify(map).replace(/</g, '\\u003c')
        const marker = '<script src="/theme-init.js"></script>'
        if (!html.includes(marker))
          throw new Error('first-view preload: theme-init.js not in index.html')
        return html.replace(
          marker,
          `<script type="application/json" id="${FIRST_VIEW_MAP_ID}">${json}</script>\n    ${marker}`,
        )
      },
    },
  }
}
