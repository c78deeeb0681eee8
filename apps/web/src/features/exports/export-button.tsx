import type { Endpoint } from '@konzilium/contract/endpoint'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { to } from '../../shared/navigation/paths'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { showAppErrorToast } from '../../shared/toasts/app-error-toast'
import { toasts } from '../../shared/toasts/toast-store'
import { Button } from '../../shared/ui/button'
import { saveFile, startExport } from './api'
import { useExportsMessages } from './exports-messages'

type Query = Record<string, string | number | boolean | null | undefined>

/**
 * "Export to Excel" for a list: the list's current filters, search and sort (without its page).
 * A small export downloads at once; a large one becomes a job and the exports page opens on it.
 * Shown only to a role the endpoint allows.
 */
export function ExportButton({
  endpoint,
  query,
  fileName,
}: {
  endpoint: Endpoint
  query: Query
  /** The downloaded file's name without the date and extension, e.g. `pacienti`. */
  fileName: string
}) {
  const m = useExportsMessages()
  const role = useSessionUser()?.role
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  if (!mayCall(role, endpoint)) return null
  const run = async () => {
    setBusy(true)
    try {
      const sent = Object.fromEntries(
        Object.entries(query).filter(
          (entry): entry is [string, string | number | boolean] =>
            entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
        ),
      )
      const answer = await startExport(endpoint, sent)
      if ('file' in answer) {
        saveFile(answer.file, `${fileName}-${new Date().toISOString().slice(0, 10)}.xlsx`)
        return
      }
      toasts.add({
        type: 'info',
        title: m.t('jobStarted.title'),
        description: m.t('jobStarted.description'),
      })
      void navigate(to.exportJob(answer.job.id))
    } catch (error) {
      showAppErrorToast(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? m.t('busy') : m.t('button')}
    </Button>
  )
}
