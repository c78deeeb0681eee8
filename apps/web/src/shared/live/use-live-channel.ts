import { useEffect, useRef, useSyncExternalStore } from 'react'
import { liveChannel, type LiveEvent, type LiveState } from './live-channel'

/**
 * Keeps the live channel open while the calling component is mounted and hands it every event;
 * answers the channel's state (`open` once the server said `ready`), e.g. to poll while it is not.
 */
export function useLiveChannel(onEvent: (event: LiveEvent) => void): LiveState {
  const handler = useRef(onEvent)
  useEffect(() => {
    handler.current = onEvent
  })
  useEffect(() => {
    const unsubscribe = liveChannel.subscribe((event) => {
      handler.current(event)
    })
    const release = liveChannel.use()
    return () => {
      unsubscribe()
      release()
    }
  }, [])
  return useSyncExternalStore(liveChannel.onState, liveChannel.getState, liveChannel.getState)
}
