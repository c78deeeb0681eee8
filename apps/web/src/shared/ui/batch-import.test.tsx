import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BatchResults, issueColumn } from './batch-import'

afterEach(cleanup)

const columns = { name: 'Název', region: 'Kraj', regions: 'Kraje' }

describe('issueColumn', () => {
  it('names a field by its column label, a nested path by its field', () => {
    expect(issueColumn('name', columns)).toBe('Název')
    expect(issueColumn('regions.1', columns)).toBe('Kraje')
  })

  it('says nothing rather than a field key the feature did not label', () => {
    expect(issueColumn('', columns)).toBe('')
    expect(issueColumn('postalCode', columns)).toBe('')
  })
})

describe('BatchResults', () => {
  it('shows an issue under the column label, never the field key', () => {
    render(
      <BatchResults
        className="results"
        columns={columns}
        rows={[
          {
            row: 2,
            label: null,
            done: false,
            issues: [
              { path: 'name', message: 'povinný údaj' },
              { path: 'region', message: 'Vyberte kraj ze seznamu.' },
            ],
          },
        ]}
        words={{
          summary: 'Založeno: 0, s chybou: 1',
          caption: 'Výsledek po řádcích',
          row: 'Řádek',
          label: 'Název',
          result: 'Výsledek',
          done: 'Založeno',
        }}
      />,
    )
    expect(screen.getByText('Název: povinný údaj')).toBeTruthy()
    expect(screen.getByText('Kraj: Vyberte kraj ze seznamu.')).toBeTruthy()
    expect(screen.queryByText(/^name:/)).toBeNull()
    expect(screen.queryByText(/^region:/)).toBeNull()
  })
})
