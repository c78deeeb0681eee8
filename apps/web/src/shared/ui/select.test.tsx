import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Select } from './select'

afterEach(cleanup)

describe('Select', () => {
  it('puts adjacent options of a group under its heading and leaves the others alone', () => {
    render(
      <Select
        label="Diagnóza"
        value=""
        onChange={() => undefined}
        options={[
          { value: '', label: 'Všechny' },
          { value: 'L40.0', label: 'L40.0 – Psoriasis vulgaris', group: 'Indikační diagnózy' },
          { value: 'M45', label: 'M45 – Ankylozující spondylitida', group: 'Indikační diagnózy' },
          { value: 'E11', label: 'E11 – Diabetes mellitus 2. typu', group: 'Další diagnózy' },
        ]}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Diagnóza' })
    const groups = [...select.querySelectorAll('optgroup')]
    expect(
      groups.map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.value)]),
    ).toEqual([
      ['Indikační diagnózy', ['L40.0', 'M45']],
      ['Další diagnózy', ['E11']],
    ])
    // The ungrouped "all" option comes first, outside any group.
    expect(select.firstElementChild?.tagName).toBe('OPTION')
    expect(screen.getAllByRole('option')).toHaveLength(4)
  })
})
