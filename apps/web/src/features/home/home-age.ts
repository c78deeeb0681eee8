/** Whole days from `iso` to `now` (0 on the same day or for a future time). */
export function daysSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 86_400_000))
}
