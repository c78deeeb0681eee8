// Starts the app with some of its speed tricks undone, for bench/list-tricks.mjs: given with
// `--import` after tsx, it makes the app's imports of the modules named in BENCH_WITHOUT
// (comma-separated; today `compiled-rows`) load the stand-ins in `without/`, which leave the
// work to Drizzle. No file of the app changes.
import { register } from 'node:module'

register('./without-tricks-hooks.mjs', import.meta.url, {
  data: { without: (process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean) },
})
