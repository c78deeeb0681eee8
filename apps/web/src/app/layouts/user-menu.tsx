import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from '../../shared/navigation/link'
import { useI18n } from '../../shared/i18n/use-i18n'
import { LogoutIcon, SettingsIcon, UserIcon } from '../../shared/ui/icons'
import { paths } from '../../shared/navigation/paths'

/**
 * The account menu (WAI-ARIA menu button pattern): Enter/Space/ArrowDown open it on the first item,
 * arrows move, Escape closes and returns focus, Tab and outside clicks close it.
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      list[(index + step + list.length) % list.length]?.focus()
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      list[event.key === 'Home' ? 0 : list.length - 1]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  const close = () => {
    setOpen(false)
  }

  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userMenu.label', { name })}
        onClick={() => {
          setOpen((value) => !value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        <UserIcon />
        <span className="user-menu__name">{name}</span>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        className="user-menu__list"
        aria-label={t('userMenu.label', { name })}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <Link role="menuitem" to={paths.app.profile} onClick={close}>
            <UserIcon />
            {t('nav.profile')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" to={paths.app.settings} onClick={close}>
            <SettingsIcon />
            {t('nav.settings')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" to={paths.logout} onClick={close}>
            <LogoutIcon />
            {t('nav.signOut')}
          </Link>
        </li>
      </ul>
    </div>
  )
}
