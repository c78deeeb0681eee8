import { cleanup, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownText, RichText } from './rich-text'

afterEach(cleanup)

const markdown = (text: string) =>
  render(
    <MemoryRouter>
      <MarkdownText text={text} />
    </MemoryRouter>,
  ).container

describe('the texts renderer', () => {
  it('draws the subset: headings, paragraphs, lists, bold, italic and links', () => {
    const c = markdown(
      '# Nadpis\n\nPrvní **tučně** a *kurzívou*\npokračuje.\n\n- jedna\n- [dvě](https://www.sukl.cz)\n\n1. první\n2. druhý',
    )
    expect(c.querySelector('h2')?.textContent).toBe('Nadpis')
    expect(c.querySelector('p')?.textContent).toBe('První tučně a kurzívou pokračuje.')
    expect(c.querySelector('strong')?.textContent).toBe('tučně')
    expect(c.querySelector('em')?.textContent).toBe('kurzívou')
    expect([...c.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['jedna', 'dvě'])
    expect([...c.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['první', 'druhý'])
    expect(c.querySelector('a')?.getAttribute('href')).toBe('https://www.sukl.cz')
  })

  it('shows raw HTML as text and never makes an element of it', () => {
    const c = markdown('<script>window.__xss=1</script> <img src=x onerror="window.__xss=1">')
    expect(c.querySelector('script, img')).toBeNull()
    expect(c.textContent).toContain('<script>window.__xss=1</script>')
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](data:text/html,hi)',
    '[x](//evil.example)',
    '[**x**](javascript:alert(1))',
  ])('never links %s', (text) => {
    const c = render(
      <MemoryRouter>
        <RichText text={text} />
      </MemoryRouter>,
    ).container
    expect(c.querySelector('a')).toBeNull()
    expect(c.innerHTML).not.toMatch(/href/i)
  })

  it('links mailto and the site’s own pages', () => {
    const c = markdown('[pošta](mailto:info@example.org) a [kalkulátor](/calculator)')
    expect([...c.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:info@example.org',
      '/calculator',
    ])
  })
})
