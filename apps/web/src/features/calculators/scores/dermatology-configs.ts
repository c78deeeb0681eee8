import {
  bsaFields,
  bsaScore,
  calculateBsa,
  calculatePasiResponse,
  pasiResponseFields,
  pasiResponseScore,
} from '@konzilium/scores'
import type { ScoreCalculatorConfig } from '../components/score-calculator'

export const bsaConfig: ScoreCalculatorConfig = {
  id: 'bsa',
  family: 'bsa',
  interpretationPrefix: 'bsa',
  resultUnit: '%',
  intro: ['intro.bsa'],
  toSeverity: { param: 'bsa', label: 'bsa.toSeverity' },
  variants: [
    {
      scoreParam: 'bsa',
      displayName: 'name.bsa',
      inputs: [
        {
          name: 'percent',
          spec: bsaFields.percent,
          label: 'field.bsa',
          short: 'short.bsa',
          hint: 'hint.bsa',
        },
      ],
      definition: bsaScore,
      calculate: calculateBsa,
    },
  ],
}

export const pasiResponseConfig: ScoreCalculatorConfig = {
  id: 'pasi-response',
  family: 'pasiResponse',
  interpretationPrefix: 'pasiResponse',
  resultUnit: '%',
  valueLabel: 'name.pasiImprovement',
  intro: ['intro.pasiResponse'],
  variants: [
    {
      scoreParam: 'pasi-response',
      displayName: 'name.pasiResponse',
      inputs: [
        {
          name: 'baseline',
          spec: pasiResponseFields.baseline,
          label: 'field.pasiResponse.baseline',
          short: 'short.pasiResponse.baseline',
          hint: 'hint.pasiResponse',
        },
        {
          name: 'current',
          spec: pasiResponseFields.current,
          label: 'field.pasiResponse.current',
          short: 'short.pasiResponse.current',
          hint: 'hint.pasiResponse',
        },
      ],
      definition: pasiResponseScore,
      calculate: calculatePasiResponse,
    },
  ],
}
