import { describe, expect, it } from 'vitest'
import cs from './messages/cs.json'
import en from './messages/default.json'
import { auditActionKey, auditActions, auditTargetKey, auditTargetTypes } from './audit-actions'

describe('audit action labels', () => {
  it('words every known action in Czech and English, never as its code', () => {
    for (const action of auditActions) {
      const key = auditActionKey(action)
      expect(key, action).toBe(`audit.action.${action}`)
      const czech = (cs as Record<string, unknown>)[key ?? '']
      const english = (en as Record<string, unknown>)[key ?? '']
      expect(typeof czech, `${action} in cs.json`).toBe('string')
      expect(typeof english, `${action} in default.json`).toBe('string')
      expect(czech).not.toBe(action)
      expect(english).not.toBe(action)
      expect(czech).not.toBe(english)
    }
  })

  it('labels the actions the audit screen shows most: sign-in and a patient record opened', () => {
    expect(cs['audit.action.auth.signed-in']).toBe('Přihlášení')
    expect(en['audit.action.patients.read']).toBe('Patient record opened')
  })

  it('has labels for the known actions only: no old name keeps a key', () => {
    for (const catalogue of [cs, en]) {
      const labelled = Object.keys(catalogue)
        .filter((key) => key.startsWith('audit.action.'))
        .map((key) => key.slice('audit.action.'.length))
      expect(labelled.sort()).toEqual([...auditActions].sort())
    }
  })

  it('has no key for an unknown code, which the screen then shows as it is', () => {
    expect(auditActionKey('reports.shredded')).toBeNull()
    expect(auditActionKey('audit.action')).toBeNull()
    expect(auditActionKey('')).toBeNull()
  })

  it('words every kind of object an event is about, in both languages', () => {
    for (const type of auditTargetTypes) {
      const key = auditTargetKey(type) ?? ''
      expect(typeof (cs as Record<string, unknown>)[key], `${type} in cs.json`).toBe('string')
      expect(typeof (en as Record<string, unknown>)[key], `${type} in default.json`).toBe('string')
    }
    expect(cs['audit.targetType.patient-list']).toBe('Seznam pacientů')
    expect(auditTargetKey('export-job')).toBeNull()
  })
})
