import { useEffect, useRef, type ReactNode } from 'react'
import { IconButton } from './button'
import { CloseIcon } from './icons'
import './drawer.css'

interface DrawerProps {
  /** Permanent: always shown beside the content (>= lg). Temporary: a modal panel opened by a button. */
  variant: 'permanent' | 'temporary'
  open: boolean
  onClose: () => void
  label: string
  closeLabel: string
  id?: string
  children: ReactNode
}

/**
 * The navigation drawer. The temporary variant is a native modal <dialog> so keyboard users get the
 * focus trap, Escape and focus return for free; clicking the backdrop closes it too.
 */
export function Drawer({ variant, open, onClose, label, closeLabel, id, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open, variant])

  if (variant === 'permanent') {
    return (
      // No landmark of its own: the <nav> inside is the landmark, named once.
      <div id={id} className="drawer drawer--permanent">
        {children}
      </div>
    )
  }
  return (
    <dialog
      ref={ref}
      id={id}
      className="drawer drawer--temporary"
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="drawer__header">
        <span aria-hidden="true" />
        <IconButton label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      {children}
    </dialog>
  )
}
