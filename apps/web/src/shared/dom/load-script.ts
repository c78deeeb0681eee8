/** Appends an async external script once per src and resolves when it has loaded. */
const pending = new Map<string, Promise<void>>()

export type ScriptLoader = (src: string) => Promise<void>

export const loadScript: ScriptLoader = (src) => {
  let promise = pending.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.addEventListener('load', () => {
        resolve()
      })
      script.addEventListener('error', () => {
        pending.delete(src)
        reject(new Error(`Failed to load ${src}`))
      })
      document.head.appendChild(script)
    })
    pending.set(src, promise)
  }
  return promise
}
