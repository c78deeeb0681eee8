import { describe, expect, it } from 'vitest'
import { bandIdsOf } from './band-scale'
import { calculateDas28Crp } from './das28-crp'
import { allScoreBandIds, calculateScore, scoreIds, scoreRegistry } from './score-registry'

describe('scoreRegistry', () => {
  it('has exactly one entry per score id, under its own id', () => {
    expect(Object.keys(scoreRegistry).sort()).toEqual([...scoreIds].sort())
    for (const id of scoreIds) expect(scoreRegistry[id].definition.id).toBe(id)
  })

  it.each(scoreIds)('%s: version id names the formula and its version', (id) => {
    const { version } = scoreRegistry[id].definition
    expect(version).toMatch(/^[a-z0-9-]+@\d+$/)
  })

  it('has a different version id for every formula', () => {
    const versions = scoreIds.map((id) => scoreRegistry[id].definition.version)
    expect(new Set(versions).size).toBe(versions.length)
  })

  it.each(scoreIds)('%s: definition is plain JSON data (served by GET /api/scores)', (id) => {
    const { definition } = scoreRegistry[id]
    expect(JSON.parse(JSON.stringify(definition))).toEqual(definition)
    expect(definition.source.length).toBeGreaterThan(20)
  })

  it.each(scoreIds)('%s: band ids match its thresholds', (id) => {
    const { bands, bandIds } = scoreRegistry[id].definition
    if (bands !== null) expect(bandIds).toEqual(bandIdsOf(bands))
    for (const band of bandIds) expect(allScoreBandIds).toContain(band)
  })

  it('lists the thresholds of DAS28 for the page to show', () => {
    expect(scoreRegistry['das28-crp'].definition.bands).toEqual({
      steps: [
        { band: 'remission', upTo: 2.6, inclusive: false },
        { band: 'low', upTo: 3.2, inclusive: true },
        { band: 'moderate', upTo: 5.1, inclusive: true },
      ],
      top: 'high',
    })
  })
})

describe('calculateScore', () => {
  it('computes by id exactly like the calculator', () => {
    const input = { tjc28: 4, sjc28: 5, crpMgPerL: 7, patientGlobalMm: 50 }
    expect(calculateScore('das28-crp', input)).toEqual(calculateDas28Crp(input))
    expect(calculateScore('das28-crp', input)).toMatchObject({
      ok: true,
      result: { display: 4.15 },
    })
  })

  it.each(scoreIds)('%s: answers issues, never throws, for a body that is not an object', (id) => {
    expect(calculateScore(id, 'nonsense')).toEqual({
      ok: false,
      issues: [{ path: '', code: 'invalid_type', message: 'Expected an object.' }],
    })
  })

  it.each(scoreIds)('%s: names every required field of an empty body', (id) => {
    const outcome = calculateScore(id, {})
    expect(outcome.ok).toBe(false)
    const paths = outcome.ok ? [] : outcome.issues.map((issue) => issue.path)
    const fieldNames = Object.keys(scoreRegistry[id].definition.fields)
    expect(paths).toEqual(fieldNames.filter((name) => name !== 'q7b'))
  })
})
