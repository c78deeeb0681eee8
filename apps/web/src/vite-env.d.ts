/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Unique id of this build, injected by build/build-manifest-plugin.ts; undefined under vitest. */
  readonly BUILD_ID: string | undefined
  /** Build time in ms since the epoch; undefined under vitest. */
  readonly BUILD_TIME: number | undefined
}
