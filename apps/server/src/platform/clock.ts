/**
 * The time as the application sees it. Every expiry, window and timestamp the server decides goes
 * through a `Clock`, so tests move time forward instead of sleeping (`test/helpers/clock.ts`).
 */
export type Clock = { now: () => Date }

export const systemClock: Clock = { now: () => new Date() }

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)
