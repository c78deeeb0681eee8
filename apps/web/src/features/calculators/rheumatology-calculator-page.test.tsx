import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RheumatologyCalculatorPage } from './rheumatology-calculator-page'
import { flushUrlWrite } from './lib/url-sync'
import {
  byRole,
  click,
  inputLabelled,
  keyDown,
  renderPage,
  testId,
  typeInto,
  useLanguage,
  type Rendered,
} from './test-support/render'

let page: Rendered | null = null
const open = async (search: string) => {
  page = await renderPage(
    '/calculator/rheumatology',
    `/calculator/rheumatology${search}`,
    <RheumatologyCalculatorPage />,
  )
  return page.container
}

beforeEach(async () => {
  await useLanguage('cs')
})

afterEach(() => {
  page?.unmount()
  page = null
  vi.restoreAllMocks()
})

const joint = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-joint="${id}"]`)
const status = (container: HTMLElement) =>
  container.querySelector('.joint-counts__status')?.textContent

describe('DAS28-CRP with the 28-joint homunculus', () => {
  it('counts clicked joints, tender and swollen separately, and computes the score', async () => {
    const c = await open('?score=das28-crp')
    click(byRole(c, 'checkbox', 'Pravé zápěstí, bolestivý kloub'))
    click(byRole(c, 'checkbox', 'Levé koleno, bolestivý kloub'))
    click(byRole(c, 'checkbox', 'MCP 2 pravé ruky, bolestivý kloub'))
    click(byRole(c, 'radio', 'Oteklé klouby'))
    click(byRole(c, 'checkbox', 'Levé koleno, oteklý kloub'))
    expect(status(c)).toBe('Bolestivé klouby: 3, oteklé klouby: 1.')
    expect(inputLabelled(c, 'Bolestivé klouby (TJC28)').value).toBe('3')
    expect(inputLabelled(c, 'Oteklé klouby (SJC28)').value).toBe('1')
    // No result while CRP and the patient's global are missing, and the panel says what is.
    expect(testId(c, 'score-result')).toBeNull()
    expect(testId(c, 'score-missing')).toContain('CRP')
    typeInto(inputLabelled(c, 'CRP'), '12')
    typeInto(inputLabelled(c, 'Celkové hodnocení zdraví pacientem (VAS 0–100 mm)'), '55')
    // 0.56·√3 + 0.28·√1 + 0.36·ln(13) + 0.014·55 + 0.96 = 3.903
    expect(testId(c, 'score-result')).toBe('3,90')
    expect(testId(c, 'score-band')).toBe('střední aktivita')
    flushUrlWrite()
    expect(window.location.search).toBe(
      '?score=das28-crp&tender=wrist-r,mcp2-r,knee-l&swollen=knee-l&crpMgPerL=12&patientGlobalMm=55',
    )
  })

  it('lets a typed count replace the picks, and a click replace the typed count', async () => {
    const c = await open('?score=das28-crp&tender=knee-l,knee-r&crpMgPerL=12&patientGlobalMm=55')
    expect(inputLabelled(c, 'Bolestivé klouby (TJC28)').value).toBe('2')
    typeInto(inputLabelled(c, 'Bolestivé klouby (TJC28)'), '6')
    expect(joint(c, 'knee-l')?.getAttribute('aria-checked')).toBe('false')
    expect(status(c)).toBe('Bolestivé klouby: 6, oteklé klouby: 0.')
    // 0.56·√6 + 0 + 0.36·ln 13 + 0.014·55 + 0.96 = 4.025
    expect(testId(c, 'score-result')).toBe('4,03')
    click(byRole(c, 'checkbox', 'Pravé rameno, bolestivý kloub'))
    expect(inputLabelled(c, 'Bolestivé klouby (TJC28)').value).toBe('1')
  })

  it('is usable with the keyboard alone: one tab stop, arrow keys, Space and Enter', async () => {
    const c = await open('?score=das28-crp')
    const stops = c.querySelectorAll('[data-joint][tabindex="0"]')
    expect(stops).toHaveLength(1)
    const first = stops[0] as HTMLElement
    expect(first.dataset.joint).toBe('shoulder-r')
    act(() => {
      first.focus()
    })
    keyDown(first, 'ArrowRight')
    expect((document.activeElement as HTMLElement).dataset.joint).toBe('shoulder-l')
    keyDown(document.activeElement, ' ')
    expect(joint(c, 'shoulder-l')?.getAttribute('aria-checked')).toBe('true')
    keyDown(document.activeElement, 'ArrowDown')
    expect((document.activeElement as HTMLElement).dataset.joint).toBe('elbow-l')
    keyDown(document.activeElement, 'Enter')
    keyDown(document.activeElement, 'End')
    expect((document.activeElement as HTMLElement).dataset.joint).toBe('knee-l')
    keyDown(document.activeElement, 'Home')
    expect((document.activeElement as HTMLElement).dataset.joint).toBe('shoulder-r')
    expect(c.querySelectorAll('[data-joint][tabindex="0"]')).toHaveLength(1)
    expect(status(c)).toBe('Bolestivé klouby: 2, oteklé klouby: 0.')
    // A second Space unmarks.
    const elbow = joint(c, 'elbow-l')
    act(() => {
      elbow?.focus()
    })
    keyDown(elbow, ' ')
    expect(elbow?.getAttribute('aria-checked')).toBe('false')
  })

  it('switches to the 3-variable formula, keeping the joints', async () => {
    const c = await open('?score=das28-crp&tender=knee-l&crpMgPerL=12')
    click(byRole(c, 'radio', '3 proměnné (bez hodnocení pacienta)'))
    expect(() => inputLabelled(c, 'Celkové hodnocení zdraví pacientem (VAS 0–100 mm)')).toThrow()
    // (0.56·√1 + 0 + 0.36·ln 13)·1.10 + 1.15 = 2.781
    expect(testId(c, 'score-result')).toBe('2,78')
    flushUrlWrite()
    expect(window.location.search).toBe('?score=das28-crp-3v&tender=knee-l&crpMgPerL=12')
  })
})

describe('field validation', () => {
  it('explains a wrong value at the field and shows no result', async () => {
    const c = await open('?score=das28-esr&esr=20&patientGlobalMm=40')
    expect(testId(c, 'score-result')).toBe('2,66')
    const esr = inputLabelled(c, 'Sedimentace (FW)')
    typeInto(esr, '0')
    expect(testId(c, 'score-result')).toBeNull()
    const errorId = esr
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'))
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(
      'Zadejte celé číslo od 1 do 200\u00a0mm/h.',
    )
    expect(esr.getAttribute('aria-invalid')).toBe('true')
    typeInto(esr, '1,2,3')
    expect(c.textContent).toContain('Zadejte číslo, např. 4,5')
    // A decimal comma or point: the same number.
    typeInto(esr, '20')
    typeInto(inputLabelled(c, 'Celkové hodnocení zdraví pacientem (VAS 0–100 mm)'), '40,0')
    expect(testId(c, 'score-result')).toBe('2,66')
  })
})

describe('DAPSA with the 68/66-joint homunculus', () => {
  it('assesses hips for tenderness only', async () => {
    const c = await open('?score=dapsa')
    expect(c.querySelectorAll('[data-joint]')).toHaveLength(68)
    click(byRole(c, 'checkbox', 'Pravá kyčel, bolestivý kloub'))
    click(byRole(c, 'radio', 'Oteklé klouby'))
    const hip = byRole(c, 'checkbox', 'Pravá kyčel, otok se nehodnotí')
    expect(hip.getAttribute('aria-disabled')).toBe('true')
    click(hip)
    click(byRole(c, 'checkbox', 'MTP 1 levé nohy, oteklý kloub'))
    expect(status(c)).toBe('Bolestivé klouby: 1, oteklé klouby: 1.')
  })
})

describe('language', () => {
  it('restores the state from the URL with decimal points in English', async () => {
    await useLanguage('en')
    const c = await open(
      '?score=sdai&tjc28=4&sjc28=2&patientGlobal=5.5&evaluatorGlobal=4&crpMgPerL=15',
    )
    expect(inputLabelled(c, 'Patient’s global assessment of disease activity (0–10)').value).toBe(
      '5.5',
    )
    // 4 + 2 + 5.5 + 4 + 1.5 (15 mg/L = 1.5 mg/dL)
    expect(testId(c, 'score-result')).toBe('17.0')
    expect(testId(c, 'score-band')).toBe('moderate activity')
  })
})

/** The formula versions under the result, as the reader sees them, each with its id on hover. */
const versions = (container: HTMLElement) =>
  [...container.querySelectorAll('.result-panel__version [title]')].map((span) => [
    span.textContent,
    span.getAttribute('title'),
  ])

describe('formula version', () => {
  it('names the formula in words in Czech, its id only on hover', async () => {
    const c = await open('?score=das28-esr&esr=20&patientGlobalMm=40')
    expect(versions(c)).toEqual([['DAS28-FW · verze výpočtu 1', 'das28-esr@1']])
    expect(c.querySelector('.result-panel__version')?.textContent).not.toContain('das28-esr@1')
    click(byRole(c, 'radio', '3 proměnné (bez hodnocení pacienta)'))
    expect(versions(c)).toEqual([['DAS28-FW (3 proměnné) · verze výpočtu 1', 'das28-esr-3v@1']])
  })

  it('and in English', async () => {
    await useLanguage('en')
    const c = await open('?score=das28-crp')
    expect(versions(c)).toEqual([['DAS28-CRP · calculation version 1', 'das28-crp@1']])
  })
})

describe('copy as text', () => {
  it('copies the record line and confirms it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0))
    const c = await open('?score=das28-crp&tjc28=6&sjc28=4&crpMgPerL=12&patientGlobalMm=55')
    await act(async () => {
      byRole(c, 'button', 'Kopírovat jako text').click()
      await Promise.resolve()
    })
    vi.useRealTimers()
    expect(writeText).toHaveBeenCalledWith(
      'DAS28-CRP 4,59 (střední aktivita); TJC 6, SJC 4, CRP 12 mg/l, PGH 55 mm; 22. 11. 2026',
    )
    expect(c.querySelector('[role="status"].result-panel__copy-status')?.textContent).toContain(
      'Zkopírováno do schránky',
    )
  })
})

describe('band of a known value', () => {
  it('bands a DAS28 value read elsewhere, rejecting more decimals than shown', async () => {
    const c = await open('?score=band-lookup&of=das28-crp&value=3.21')
    expect(testId(c, 'band-lookup-result')).toContain('střední aktivita')
    typeInto(inputLabelled(c, 'Hodnota DAS28-CRP'), '3,205')
    expect(testId(c, 'band-lookup-result')).toBeNull()
  })
})
