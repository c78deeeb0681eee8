import { beforeEach, describe, expect, it } from 'vitest'
import {
  mergeChoices,
  rememberChoiceBeforeSignIn,
  takeChoicesBeforeSignIn,
} from './choices-before-sign-in'

const stored = { theme: 'light', language: 'cs', notifications: {} } as const

describe('language and theme chosen before sign-in', () => {
  beforeEach(() => {
    sessionStorage.clear()
  })

  it('keeps the latest choice of each kind in this tab and forgets it once taken', () => {
    rememberChoiceBeforeSignIn({ theme: 'dark' })
    rememberChoiceBeforeSignIn({ language: 'en' })
    rememberChoiceBeforeSignIn({ theme: 'light' })
    expect(takeChoicesBeforeSignIn()).toEqual({ theme: 'light', language: 'en' })
    expect(takeChoicesBeforeSignIn()).toEqual({})
  })

  it('ignores what is not a theme or a language', () => {
    sessionStorage.setItem('app.choicesBeforeSignIn', '{"theme":"pink","language":"de"}')
    expect(takeChoicesBeforeSignIn()).toEqual({})
    sessionStorage.setItem('app.choicesBeforeSignIn', 'not json')
    expect(takeChoicesBeforeSignIn()).toEqual({})
  })

  it('lets a choice win over the stored preferences and says when they change', () => {
    expect(mergeChoices(stored, { theme: 'dark' })).toEqual({
      merged: { ...stored, theme: 'dark' },
      changed: true,
    })
    expect(mergeChoices(stored, { language: 'cs' })).toEqual({ merged: stored, changed: false })
    expect(mergeChoices(stored, {})).toEqual({ merged: stored, changed: false })
  })
})
