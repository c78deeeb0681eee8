const pragueDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day in Prague at an instant, `2026-11-28`: "today" of an examination. */
export function dayInPrague(at: Date): string {
  return pragueDay.format(at)
}
