import { cleanup, render } from '@testing-library/react'
import type { AccessLogEntry } from '@konzilium/contract/patients'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { initI18n, loadMessages } from '../../shared/i18n/i18n-store'
import { appMessages } from '../../shared/i18n/parts/app'
import { AccessLogEntryText } from './access-log-entry'

afterEach(cleanup)

const shownInList: AccessLogEntry = {
  id: '0190a3c0-0000-7000-8000-000000000001',
  occurredAt: '2026-11-20T09:15:00.000Z',
  action: 'patients.shown-in-list',
  actorName: 'MUDr. Petr Novák',
  actorRole: 'center_doctor',
  count: 3,
}
const opened: AccessLogEntry = {
  ...shownInList,
  id: '0190a3c0-0000-7000-8000-000000000002',
  action: 'patients.read',
  count: undefined,
}

/** The text of one access-log line in `locale`. */
async function lineText(locale: 'cs' | 'en', entry: AccessLogEntry) {
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
  // The signed-in app's texts, as its layout loads them.
  await loadMessages(appMessages)
  const { container, findByText } = render(
    <Suspense fallback={null}>
      <p>
        <AccessLogEntryText entry={entry} />
      </p>
    </Suspense>,
  )
  await findByText(/Novák/)
  return container.textContent
}

describe("a record's access log line", () => {
  it('folds a day of lists into one line with the viewer and the count, in Czech', async () => {
    const text = await lineText('cs', shownInList)
    expect(text).toContain('Zobrazení v seznamu – MUDr. Petr Novák')
    expect(text).toContain('(3×)')
    expect(text).toContain('20. 11. 2026')
    // The day alone: a fold of several lists has no one time.
    expect(text).not.toMatch(/\d{1,2}:\d{2}/)
  })

  it('and in English', async () => {
    const text = await lineText('en', shownInList)
    expect(text).toContain('Shown in a list – MUDr. Petr Novák')
    expect(text).toContain('(3×)')
    expect(text).not.toContain('patients.shown-in-list')
  })

  it('shows a direct read with its time, what as a noun and who', async () => {
    const text = await lineText('cs', opened)
    expect(text).toContain('Otevření karty · MUDr. Petr Novák')
    // The actor's sex is not known: no "(a)" forms.
    expect(text).not.toContain('(a)')
    expect(text).toMatch(/\d{1,2}:\d{2}/)
  })

  it('and in English', async () => {
    const text = await lineText('en', opened)
    expect(text).toContain('Record opened · MUDr. Petr Novák')
  })
})
