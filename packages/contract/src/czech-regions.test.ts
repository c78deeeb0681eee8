import { describe, expect, it } from 'vitest'
import {
  formatPostalCode,
  postalCodeSchema,
  regionCodes,
  regionDistance,
  regionNeighbours,
} from './czech'

describe('region adjacency', () => {
  it('covers the 14 regions, is symmetric and never lists a region as its own neighbour', () => {
    expect(Object.keys(regionNeighbours).sort()).toEqual([...regionCodes].sort())
    for (const [region, neighbours] of Object.entries(regionNeighbours)) {
      expect(neighbours).not.toContain(region)
      for (const neighbour of neighbours)
        expect(regionNeighbours[neighbour], `${neighbour} → ${region}`).toContain(region)
    }
  })

  it('knows the borders doctors rely on', () => {
    expect(regionNeighbours.CZ010).toEqual(['CZ020'])
    expect(regionDistance('CZ080', 'CZ080')).toBe(0)
    expect(regionDistance('CZ080', 'CZ071')).toBe(1)
    expect(regionDistance('CZ080', 'CZ064')).toBe(2)
    expect(regionDistance('CZ064', 'CZ031')).toBe(1)
    expect(regionDistance('CZ041', 'CZ010')).toBe(2)
  })
})

describe('PSČ', () => {
  it('accepts 5 digits with or without the space and stores the digits', () => {
    expect(postalCodeSchema.parse('110 00')).toBe('11000')
    expect(postalCodeSchema.parse(' 58633 ')).toBe('58633')
    for (const bad of ['1100', '110 000', '11 000', 'abcde', ''])
      expect(postalCodeSchema.safeParse(bad).success, bad).toBe(false)
    expect(formatPostalCode('11000')).toBe('110 00')
  })
})

describe('formatPhone', () => {
  it('writes a Czech number in groups of three, others as stored', async () => {
    const { formatPhone } = await import('./czech')
    expect(formatPhone('+420777123456')).toBe('+420 777 123 456')
    expect(formatPhone('+4915112345678')).toBe('+4915112345678')
  })
})
