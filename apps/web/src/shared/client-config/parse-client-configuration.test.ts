import { clientConfigurationSchema } from '@konzilium/contract/client'
import { describe, expect, it } from 'vitest'
import { parseClientConfiguration } from './parse-client-configuration'

const samples: unknown[] = [
  { features: {} },
  {
    analyticsId: 'G-1',
    humanVerificationSiteKeyV2: 'k2',
    humanVerificationSiteKeyV3: 'k3',
    features: { chat: true, exports: false },
  },
  { analyticsId: 'G-1', features: {}, extra: 'ignored' },
  {
    controllerName: 'Nemocnice',
    controllerAddress: 'Ulice 1, Praha',
    controllerEmail: 'dpo@example.test',
    features: {},
  },
  { controllerName: 7, features: {} },
  { features: { chat: 'yes' } },
  { analyticsId: 42, features: {} },
  { analyticsId: 'G-1' },
  null,
  'text',
  { features: [] },
]

describe('client configuration check', () => {
  it('accepts and rejects exactly what the contract schema does, with the same result', () => {
    for (const sample of samples) {
      const expected = clientConfigurationSchema.safeParse(sample)
      let actual: unknown
      try {
        actual = parseClientConfiguration(sample)
      } catch {
        actual = 'rejected'
      }
      expect([sample, actual]).toEqual([sample, expected.success ? expected.data : 'rejected'])
    }
  })
})
