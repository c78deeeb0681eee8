import * as contract from '@konzilium/contract/client'
import { describe, expect, it } from 'vitest'
import { CLIENT_TYPE, CLIENT_VERSION } from './client-headers'

describe('client headers', () => {
  it('match the contract', () => {
    expect(CLIENT_VERSION).toBe(contract.CLIENT_VERSION)
    expect(CLIENT_TYPE).toBe(contract.CLIENT_TYPE)
  })
})
