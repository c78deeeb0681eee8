import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DermatologyCalculatorPage } from './dermatology-calculator-page'
import { flushUrlWrite } from './lib/url-sync'
import {
  byRole,
  click,
  fieldset,
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
    '/calculator/dermatology',
    `/calculator/dermatology${search}`,
    <DermatologyCalculatorPage />,
  )
  return page.container
}

beforeEach(async () => {
  await useLanguage('cs')
})

afterEach(() => {
  page?.unmount()
  page = null
})

const grade = (c: HTMLElement, legend: string | RegExp, option: string | RegExp) => {
  click(byRole(fieldset(c, legend), 'radio', option))
}

/** The formula versions under the result, as the reader sees them, each with its id on hover. */
const versions = (container: HTMLElement) =>
  [...container.querySelectorAll('.result-panel__version [title]')].map((span) => [
    span.textContent,
    span.getAttribute('title'),
  ])

describe('PASI with the body picker', () => {
  it('scores the regions picked on the figure', async () => {
    const c = await open('?score=pasi')
    expect(testId(c, 'score-result')).toBe('0,0')
    click(byRole(c, 'radio', 'Trup'))
    expect(c.querySelector('.pasi-editor h3')?.textContent).toMatch(/^Trup/)
    grade(c, 'Erytém (zarudnutí)', '3 těžké')
    grade(c, 'Infiltrace (ztluštění)', '2 střední')
    grade(c, 'Deskvamace (šupení)', '2 střední')
    grade(c, 'Rozsah postižení oblasti (stupeň 0–6)', /^4 50 až < 70 %$/)
    // 0.3 × (3 + 2 + 2) × 4 = 8.4
    expect(testId(c, 'score-result')).toBe('8,4')
    expect(testId(c, 'score-band')).toBe('PASI nejvýše 10')
    click(byRole(c, 'radio', 'Dolní končetiny'))
    grade(c, 'Erytém (zarudnutí)', '2 střední')
    grade(c, 'Rozsah postižení oblasti (stupeň 0–6)', /^1 < 10 %$/)
    // + 0.4 × 2 × 1 = 0.8 → 9.2; the trunk's grades are kept.
    expect(testId(c, 'score-result')).toBe('9,2')
    grade(c, 'Infiltrace (ztluštění)', '2 střední')
    // + 0.4 × 2 × 1 → 10.0: still not above 10 (strict).
    expect(testId(c, 'score-result')).toBe('10,0')
    expect(testId(c, 'score-band')).toBe('PASI nejvýše 10')
    grade(c, 'Deskvamace (šupení)', '1 mírné')
    expect(testId(c, 'score-result')).toBe('10,4')
    expect(testId(c, 'score-band')).toBe('PASI nad 10')
    flushUrlWrite()
    expect(window.location.search).toBe(
      '?score=pasi&trunk.erythema=3&trunk.induration=2&trunk.desquamation=2&trunk.area=4' +
        '&lowerLimbs.erythema=2&lowerLimbs.induration=2&lowerLimbs.desquamation=1&lowerLimbs.area=1',
    )
  })

  it('converts an area given in per cent, and refuses one above 100 %', async () => {
    const c = await open('?score=pasi&head.erythema=2&head.induration=1&head.desquamation=1')
    click(byRole(c, 'radio', 'v procentech'))
    const percent = inputLabelled(c, 'Postižená část oblasti')
    typeInto(percent, '35')
    // 30 to < 50 % is area score 3: 0.1 × 4 × 3 = 1.2
    expect(testId(c, 'score-result')).toBe('1,2')
    expect(c.textContent).toContain('Odpovídá stupni plochy 3')
    typeInto(percent, '9,5')
    expect(testId(c, 'score-result')).toBe('0,4')
    typeInto(percent, '120')
    expect(testId(c, 'score-result')).toBeNull()
    expect(c.textContent).toContain('Zadejte hodnotu od 0 do 100\u00a0%.')
    expect(testId(c, 'score-missing')).toContain('Plocha – Hlava a krk')
  })

  it('warns that a region with area 0 adds nothing', async () => {
    const c = await open('?score=pasi&head.erythema=3')
    expect(c.querySelector('.calc__warning')?.textContent).toMatch(/Rozsah postižení je 0/)
  })

  it('moves between regions with the arrow keys', async () => {
    const c = await open('?score=pasi')
    const head = byRole(c, 'radio', 'Hlava a krk')
    expect(head.getAttribute('tabindex')).toBe('0')
    act(() => {
      head.focus()
    })
    keyDown(head, 'ArrowDown')
    const limbs = byRole(c, 'radio', 'Horní končetiny')
    expect(limbs.getAttribute('aria-checked')).toBe('true')
    expect(document.activeElement).toBe(limbs)
    expect(c.querySelector('.pasi-editor h3')?.textContent).toMatch(/^Horní končetiny/)
  })
})

describe('DLQI', () => {
  const answerAllBut7 = (c: HTMLElement) => {
    for (const n of [1, 2, 3, 4, 5, 6, 8, 9, 10]) {
      grade(c, new RegExp(`^${n}\\. `), n === 1 ? 'Hodně 2 body' : 'Vůbec ne 0 bodů')
    }
  }

  it('asks the follow-up of question 7 only after “No”, and scores it', async () => {
    const c = await open('?score=dlqi')
    answerAllBut7(c)
    // Question 7 unanswered is the one missing answer allowed: scored as 0.
    expect(testId(c, 'score-result')).toBe('2')
    expect(() => fieldset(c, /^7b\./)).toThrow()
    grade(c, /^7\. /, /^Ne /)
    const followUp = fieldset(c, /^7b\. Pokud ne/)
    expect(followUp).toBeTruthy()
    // "No" without its follow-up gives no score.
    expect(testId(c, 'score-result')).toBeNull()
    expect(testId(c, 'score-missing')).toContain('Otázka 7b')
    grade(c, /^7b\./, 'Trochu 1 bod')
    expect(testId(c, 'score-result')).toBe('3')
    flushUrlWrite()
    expect(window.location.search).toContain('q7=no&q7b=a_little')
    grade(c, /^7\. /, 'Ano 3 body')
    expect(() => fieldset(c, /^7b\./)).toThrow()
    expect(testId(c, 'score-result')).toBe('5')
    flushUrlWrite()
    expect(window.location.search).not.toContain('q7b')
  })

  it('refuses to score with two questions unanswered', async () => {
    const c = await open(
      '?score=dlqi&q1=a_lot&q2=a_lot&q3=a_lot&q4=a_lot&q5=a_lot&q6=a_lot&q7=yes&q8=a_lot',
    )
    expect(testId(c, 'score-result')).toBeNull()
    expect(testId(c, 'score-missing')).toContain('Otázka 9')
    expect(testId(c, 'score-missing')).toContain('Otázka 10')
    expect(c.textContent).toContain('© A Y Finlay, G K Khan April 1992')
  })
})

describe('psoriasis severity', () => {
  it('applies both rule sets and names the gap of the consensus', async () => {
    const c = await open('?score=severity')
    typeInto(inputLabelled(c, 'PASI'), '12,4')
    typeInto(inputLabelled(c, 'BSA'), '8')
    typeInto(inputLabelled(c, 'DLQI'), '4')
    expect(testId(c, 'severity-rule-of-tens')).toContain('těžká psoriáza')
    expect(testId(c, 'severity-consensus')).toContain('nezařazeno')
    typeInto(inputLabelled(c, 'DLQI'), '11')
    expect(testId(c, 'severity-consensus')).toContain('středně těžká až těžká psoriáza')
    typeInto(inputLabelled(c, 'PASI'), '12,45')
    expect(testId(c, 'severity-consensus')).toBeNull()
    expect(c.textContent).toContain('Zadejte číslo s nejvýše 1 desetinným místem.')
  })

  it('takes PASI from the PASI calculator’s link', async () => {
    const c = await open(
      '?score=pasi&trunk.erythema=3&trunk.induration=2&trunk.desquamation=2&trunk.area=4',
    )
    const link = byRole(c, 'link', 'Posoudit závažnost psoriázy s tímto PASI')
    expect(link.getAttribute('href')).toBe('/calculator/dermatology?score=severity&pasi=8.4')
  })
})

describe('psoriasis severity rule sets', () => {
  it('lets the user pick one rule set, the Czech preset labelled unverified', async () => {
    const c = await open('?score=severity&pasi=10.1&bsa=2&dlqi=3')
    expect(testId(c, 'severity-czech')).toBeNull()
    click(byRole(c, 'radio', 'Česká předvolba (SÚKL, neověřeno)'))
    flushUrlWrite()
    expect(window.location.search).toContain('rules=czech-sukl-unverified')
    expect(testId(c, 'severity-rule-of-tens')).toBeNull()
    expect(testId(c, 'severity-czech')).toContain('neověřeno')
    expect(testId(c, 'severity-czech')).toContain('kritérium PASI splněno')
    expect(c.textContent).toContain('Neověřená předvolba')
    click(byRole(c, 'radio', 'Pravidlo desítek'))
    expect(testId(c, 'severity-rule-of-tens')).toContain('těžká psoriáza')
    expect(testId(c, 'severity-consensus')).toBeNull()
  })

  it('takes BSA from the BSA calculator’s link', async () => {
    const c = await open('?score=bsa&percent=12.5')
    const link = byRole(c, 'link', 'Posoudit závažnost psoriázy s tímto BSA')
    expect(link.getAttribute('href')).toBe('/calculator/dermatology?score=severity&bsa=12.5')
  })
})

describe('formula version', () => {
  it('names each formula behind the result in words, its id only on hover', async () => {
    const c = await open('?score=iga&grade=1')
    expect(versions(c)).toEqual([['IGA · verze výpočtu 1', 'iga-mod-2011@1']])
    page?.unmount()
    const withBaseline = await open('?score=iga&grade=1&baseline=3')
    expect(versions(withBaseline)).toEqual([
      ['IGA · verze výpočtu 1', 'iga-mod-2011@1'],
      ['Úspěch léčby podle IGA · verze výpočtu 1', 'iga-response@1'],
    ])
  })

  it('names the rule sets of psoriasis severity, in English too', async () => {
    await useLanguage('en')
    const c = await open('?score=severity')
    expect(versions(c)).toEqual([
      ['Rule of tens · calculation version 1', 'rule-of-tens@1'],
      ['European consensus · calculation version 1', 'european-consensus@1'],
    ])
    page?.unmount()
    const pasi = await open('?score=pasi&areaInput=percent')
    expect(versions(pasi)).toEqual([['PASI · calculation version 1', 'pasi-percent@1']])
  })
})

describe('PASI with areas in per cent', () => {
  it('is computed by the package’s % variant, with the <10 % edge rule', async () => {
    const c = await open(
      '?score=pasi&areaInput=percent&head.erythema=4&head.induration=4&head.desquamation=4&head.areaPercent=9.5',
    )
    // 0.1 × 12 × 1 (9.5 % is "<10 %")
    expect(testId(c, 'score-result')).toBe('1,2')
    expect(versions(c)).toEqual([['PASI · verze výpočtu 1', 'pasi-percent@1']])
  })
})

describe('NAPSI long form', () => {
  it('counts every sign by quadrant, 0–32 per nail, kept in the URL', async () => {
    const c = await open('?score=napsi-long')
    expect(testId(c, 'score-result')).toBe('0')
    click(byRole(fieldset(c, 'Důlky (pitting)'), 'radio', '3'))
    click(byRole(fieldset(c, 'Onycholýza'), 'radio', '4'))
    expect(testId(c, 'score-result')).toBe('7')
    flushUrlWrite()
    expect(window.location.search).toContain('nails=30004000')
    expect(versions(c)).toEqual([['NAPSI dlouhá forma · verze výpočtu 1', 'napsi-long@1']])
  })

  it('reads several nails from the URL', async () => {
    const c = await open('?score=napsi-long&nails=44444444,10000001')
    expect(testId(c, 'score-result')).toBe('34')
    expect(c.textContent).toContain('Nehet 1 – 32 z 32')
  })
})

describe('band of a known value', () => {
  it('shows the band, its label and the thresholds, and checks the range', async () => {
    const c = await open('?score=band-lookup&of=bsa&value=0')
    expect(testId(c, 'band-lookup-result')).toContain('bez postižení')
    typeInto(inputLabelled(c, 'Hodnota BSA'), '10,1')
    expect(testId(c, 'band-lookup-result')).toContain('těžké postižení')
    expect(c.querySelector('.threshold-table__current')?.textContent).toContain('těžké postižení')
    typeInto(inputLabelled(c, 'Hodnota BSA'), '100,5')
    expect(testId(c, 'band-lookup-result')).toBeNull()
    expect(testId(c, 'score-missing')).toContain('100')
  })
})
