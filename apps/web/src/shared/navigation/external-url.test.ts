import { afterEach, describe, expect, it, vi } from 'vitest'
import { paths } from './paths'
import { classifyUrl, ExternalNavigationRefusedError } from './external-url'
import { installExternalLinkGuard } from './link-guard'
import { navigateTo, registerInternalNavigate } from './navigate'

const origin = 'https://konzilium.example.cz'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('external URLs', () => {
  it('classifies same-origin, allow-listed and other URLs', () => {
    expect(classifyUrl(paths.app.users, origin)).toBe('internal')
    expect(classifyUrl(`${origin}/login`, origin)).toBe('internal')
    expect(classifyUrl('https://www.sukl.cz/leciva', origin)).toBe('allowed-external')
    expect(classifyUrl('mailto:podpora@example.cz', origin)).toBe('allowed-external')
    expect(classifyUrl('https://evil.example.com/', origin)).toBe('refused')
    expect(classifyUrl('//evil.example.com/', origin)).toBe('refused')
    expect(classifyUrl('http://www.sukl.cz/', origin)).toBe('refused')
    expect(classifyUrl('javascript:alert(1)', origin)).toBe('refused')
    expect(classifyUrl('https://www.sukl.cz.evil.example.com/', origin)).toBe('refused')
  })

  it('navigateTo routes internal targets, leaves for allowed ones and refuses the rest', () => {
    const internal = vi.fn()
    const assign = vi.fn()
    registerInternalNavigate(internal)
    navigateTo('/calculator?x=1#top')
    expect(internal).toHaveBeenCalledWith('/calculator?x=1#top', { replace: false })
    navigateTo('https://www.derm.cz/', { assign })
    expect(assign).toHaveBeenCalledWith('https://www.derm.cz/')
    expect(() => {
      navigateTo('https://evil.example.com/', { assign })
    }).toThrow(ExternalNavigationRefusedError)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('cancels clicks on links to origins that are not allowed', () => {
    const refused = vi.fn()
    const stop = installExternalLinkGuard(refused)
    document.body.innerHTML =
      '<a id="bad" href="https://evil.example.com/"><span id="inner">x</span></a><a id="ok" href="https://www.sukl.cz/">y</a>'
    const badClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('inner')?.dispatchEvent(badClick)
    const okClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    const okPrevented = vi.spyOn(okClick, 'preventDefault')
    document.getElementById('ok')?.dispatchEvent(okClick)
    stop()
    expect(badClick.defaultPrevented).toBe(true)
    expect(refused).toHaveBeenCalledWith('https://evil.example.com/')
    expect(okPrevented).not.toHaveBeenCalled()
  })
})
