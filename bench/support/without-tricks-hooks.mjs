// Module resolution hooks of `without-tricks.mjs` (they run on the loader's own thread).
let without = new Set()

export function initialize(data) {
  without = new Set(data.without)
}

/** An app module's import of a module to undo resolves to its stand-in. */
export async function resolve(specifier, context, next) {
  const name = /(?:^|\/)(compiled-rows)(?:\.ts)?$/.exec(specifier)?.[1]
  if (name && without.has(name) && context.parentURL?.includes('/apps/server/src/'))
    return { url: new URL(`./without/${name}.mjs`, import.meta.url).href, shortCircuit: true }
  return next(specifier, context)
}
