import { useState } from 'react'
import { useTwoFactorMessages } from './two-factor-messages'
import { Button } from '../../shared/ui/button'
import { PrintHeader } from '../../shared/ui/print-sheet'

/** Recovery codes are shown once (ADR 006): copy, download or print them, then confirm. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTwoFactorMessages()
  const [copied, setCopied] = useState(false)
  const text = codes.join('\n') + '\n'
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <PrintHeader />
      <h3 id="recovery-codes-title">{t('twoFactor.recovery.title')}</h3>
      <p>{t('twoFactor.recovery.description')}</p>
      <ol className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions recovery-codes__actions">
        <Button
          variant="secondary"
          small
          onClick={() => {
            void navigator.clipboard.writeText(text).then(() => {
              setCopied(true)
            })
          }}
        >
          {t('twoFactor.recovery.copy')}
        </Button>
        <Button
          variant="secondary"
          small
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
            const link = document.createElement('a')
            link.href = url
            link.download = 'konzilium-recovery-codes.txt'
            link.click()
            setTimeout(() => {
              URL.revokeObjectURL(url)
            }, 1000)
          }}
        >
          {t('twoFactor.recovery.download')}
        </Button>
        <Button
          variant="secondary"
          small
          onClick={() => {
            window.print()
          }}
        >
          {t('twoFactor.recovery.print')}
        </Button>
        {copied && <span role="status">{t('twoFactor.recovery.copied')}</span>}
      </div>
      <Button onClick={onDone}>{t('twoFactor.recovery.done')}</Button>
    </section>
  )
}
