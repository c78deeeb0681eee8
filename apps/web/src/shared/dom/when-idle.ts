/** Runs `task` after the load event, when the browser is idle (at most 3 s later); Safari lacks requestIdleCallback. */
export function whenIdleAfterLoad(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 })
    else setTimeout(task, 1000)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}
