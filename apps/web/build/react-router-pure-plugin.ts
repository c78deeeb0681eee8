import type { Plugin } from 'vite'

/** React Router's bundled chunk (`react-router/dist/.../chunk-*.mjs`). */
const REACT_ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*chunk-[\w-]+\.mjs$/

/**
 * React Router defines its components as `var Form = React.forwardRef(…)` followed by
 * `Form.displayName = "Form"` at the top level of one big module. A bundler must keep a call it
 * cannot prove pure, and the assignment uses the variable, so every such component stays in the
 * bundle whether the app renders it or not (`Form`, `fetcher.Form` and the submission code they
 * pull in). This marks those calls pure and drops the `displayName` assignments (only React's
 * developer tools read them), so the unused ones are tree-shaken. Nothing else is changed.
 */
export function reactRouterPurePlugin(): Plugin {
  return {
    name: 'konzilium-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null
      const next = code
        .replace(
          /^(var \w+ = )(React\d*\.(?:forwardRef|createContext)\()/gm,
          '$1/* @__PURE__ */ $2',
        )
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
      return next === code ? null : { code: next, map: null }
    },
  }
}
