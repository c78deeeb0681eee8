import { useEffect, useId, useRef, type ReactNode } from 'react'
import './dialog.css'

interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  actions?: ReactNode
}

/**
 * A modal dialog on the native <dialog>: the browser provides the focus trap, Escape to close, the
 * inert background and returning focus to the opener.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {actions && <div className="dialog__actions">{actions}</div>}
    </dialog>
  )
}
