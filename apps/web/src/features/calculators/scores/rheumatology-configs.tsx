import {
  ASDAS_CRP_FLOOR_MG_PER_L,
  asdasCrpFields,
  asdasCrpScore,
  asdasEsrFields,
  asdasEsrScore,
  basdaiFields,
  basdaiScore,
  calculateAsdasCrp,
  calculateAsdasEsr,
  calculateBasdai,
  calculateCdai,
  calculateDapsa,
  calculateDas28Crp,
  calculateDas28Crp3v,
  calculateDas28Esr,
  calculateDas28Esr3v,
  calculateEularResponse,
  calculateSdai,
  cdaiFields,
  cdaiScore,
  dapsaFields,
  dapsaScore,
  das28Crp3vScore,
  das28CrpFields,
  das28CrpScore,
  das28Esr3vScore,
  das28EsrFields,
  das28EsrScore,
  eularResponseFields,
  eularResponseScore,
  sdaiFields,
  sdaiScore,
} from '@konzilium/scores'
import type { NumberInput } from '../lib/fields'
import { jointSupport, type JointCountsWithPicker } from '../components/joint-picker/joint-support'
import type { ScoreCalculatorConfig } from '../components/score-calculator'
import { EularMatrix } from '../components/eular-matrix'

const joints28: JointCountsWithPicker = {
  support: jointSupport,
  set: 'joints28',
  tender: {
    name: 'tjc28',
    spec: das28CrpFields.tjc28,
    label: 'field.tjc28',
    short: 'short.tjc',
  },
  swollen: {
    name: 'sjc28',
    spec: das28CrpFields.sjc28,
    label: 'field.sjc28',
    short: 'short.sjc',
  },
}

const crp: NumberInput = {
  name: 'crpMgPerL',
  spec: das28CrpFields.crpMgPerL,
  label: 'field.crp',
  short: 'short.crp',
  hint: 'hint.crp',
}
const crpConverted: NumberInput = { ...crp, hint: 'hint.crpConverted' }
const das28Global: NumberInput = {
  name: 'patientGlobalMm',
  spec: das28CrpFields.patientGlobalMm,
  label: 'field.patientGlobalMm',
  short: 'short.patientGlobalMm',
  hint: 'hint.patientGlobalMm',
}
const das28Esr: NumberInput = {
  name: 'esr',
  spec: das28EsrFields.esr,
  label: 'field.esr',
  short: 'short.esr',
  hint: 'hint.esrDas28',
}
const patientGlobal: NumberInput = {
  name: 'patientGlobal',
  spec: cdaiFields.patientGlobal,
  label: 'field.patientGlobal',
  short: 'short.patientGlobal',
  hint: 'hint.rating10',
}
const evaluatorGlobal: NumberInput = {
  name: 'evaluatorGlobal',
  spec: cdaiFields.evaluatorGlobal,
  label: 'field.evaluatorGlobal',
  short: 'short.evaluatorGlobal',
  hint: 'hint.rating10',
}

export const das28CrpConfig: ScoreCalculatorConfig = {
  id: 'das28-crp',
  family: 'activity',
  interpretationPrefix: 'das28',
  joints: joints28,
  intro: ['intro.das28Crp'],
  variants: [
    {
      scoreParam: 'das28-crp',
      label: 'variant.four',
      displayName: 'name.das28Crp',
      inputs: [crp, das28Global],
      definition: das28CrpScore,
      calculate: calculateDas28Crp,
    },
    {
      scoreParam: 'das28-crp-3v',
      label: 'variant.three',
      displayName: 'name.das28Crp3v',
      inputs: [crp],
      definition: das28Crp3vScore,
      calculate: calculateDas28Crp3v,
    },
  ],
}

export const das28EsrConfig: ScoreCalculatorConfig = {
  id: 'das28-esr',
  family: 'activity',
  interpretationPrefix: 'das28',
  joints: joints28,
  variants: [
    {
      scoreParam: 'das28-esr',
      label: 'variant.four',
      displayName: 'name.das28Esr',
      inputs: [das28Esr, das28Global],
      definition: das28EsrScore,
      calculate: calculateDas28Esr,
    },
    {
      scoreParam: 'das28-esr-3v',
      label: 'variant.three',
      displayName: 'name.das28Esr3v',
      inputs: [das28Esr],
      definition: das28Esr3vScore,
      calculate: calculateDas28Esr3v,
    },
  ],
}

export const cdaiConfig: ScoreCalculatorConfig = {
  id: 'cdai',
  family: 'activity',
  interpretationPrefix: 'cdai',
  joints: joints28,
  variants: [
    {
      scoreParam: 'cdai',
      displayName: 'name.cdai',
      inputs: [patientGlobal, evaluatorGlobal],
      definition: cdaiScore,
      calculate: calculateCdai,
    },
  ],
}

export const sdaiConfig: ScoreCalculatorConfig = {
  id: 'sdai',
  family: 'activity',
  interpretationPrefix: 'sdai',
  joints: joints28,
  variants: [
    {
      scoreParam: 'sdai',
      displayName: 'name.sdai',
      inputs: [patientGlobal, evaluatorGlobal, { ...crpConverted, spec: sdaiFields.crpMgPerL }],
      definition: sdaiScore,
      calculate: calculateSdai,
    },
  ],
}

export const dapsaConfig: ScoreCalculatorConfig = {
  id: 'dapsa',
  family: 'activity',
  interpretationPrefix: 'dapsa',
  joints: {
    support: jointSupport,
    set: 'joints68',
    tender: { name: 'tjc68', spec: dapsaFields.tjc68, label: 'field.tjc68', short: 'short.tjc68' },
    swollen: { name: 'sjc66', spec: dapsaFields.sjc66, label: 'field.sjc66', short: 'short.sjc66' },
  },
  intro: ['intro.dapsa'],
  variants: [
    {
      scoreParam: 'dapsa',
      displayName: 'name.dapsa',
      inputs: [
        { ...patientGlobal, spec: dapsaFields.patientGlobal },
        {
          name: 'patientPain',
          spec: dapsaFields.patientPain,
          label: 'field.patientPain',
          short: 'short.patientPain',
          hint: 'hint.rating10',
        },
        { ...crpConverted, spec: dapsaFields.crpMgPerL },
      ],
      definition: dapsaScore,
      calculate: calculateDapsa,
    },
  ],
}

const basdaiItem = (n: 1 | 2 | 3 | 4 | 5 | 6): NumberInput => ({
  name: `q${n}`,
  spec: basdaiFields[`q${n}`],
  label: `field.basdai.q${n}`,
  short: `short.basdai.q${n}`,
  hint: n === 6 ? 'hint.basdaiDuration' : 'hint.rating10',
})

export const basdaiConfig: ScoreCalculatorConfig = {
  id: 'basdai',
  family: 'basdai',
  interpretationPrefix: 'basdai',
  intro: ['intro.basdai'],
  variants: [
    {
      scoreParam: 'basdai',
      displayName: 'name.basdai',
      inputs: [1, 2, 3, 4, 5, 6].map((n) => basdaiItem(n as 1 | 2 | 3 | 4 | 5 | 6)),
      definition: basdaiScore,
      calculate: calculateBasdai,
    },
  ],
}

const asdasRatings: NumberInput[] = [
  {
    name: 'backPain',
    spec: asdasCrpFields.backPain,
    label: 'field.asdas.backPain',
    short: 'short.asdas.backPain',
    hint: 'hint.asdas.backPain',
  },
  {
    name: 'morningStiffnessDuration',
    spec: asdasCrpFields.morningStiffnessDuration,
    label: 'field.asdas.morningStiffnessDuration',
    short: 'short.asdas.morningStiffnessDuration',
    hint: 'hint.basdaiDuration',
  },
  {
    name: 'patientGlobal',
    spec: asdasCrpFields.patientGlobal,
    label: 'field.patientGlobal',
    short: 'short.patientGlobal',
    hint: 'hint.rating10',
  },
  {
    name: 'peripheralPain',
    spec: asdasCrpFields.peripheralPain,
    label: 'field.asdas.peripheralPain',
    short: 'short.asdas.peripheralPain',
    hint: 'hint.asdas.peripheralPain',
  },
]

export const asdasCrpConfig: ScoreCalculatorConfig = {
  id: 'asdas-crp',
  family: 'asdas',
  interpretationPrefix: 'asdas',
  intro: ['intro.asdas'],
  notes: (values) => {
    const crpValue = values.crpMgPerL
    return crpValue !== null && crpValue !== undefined && crpValue < ASDAS_CRP_FLOOR_MG_PER_L
      ? ['note.asdasCrpFloor']
      : []
  },
  variants: [
    {
      scoreParam: 'asdas-crp',
      displayName: 'name.asdasCrp',
      inputs: [...asdasRatings, { ...crp, spec: asdasCrpFields.crpMgPerL, hint: 'hint.crpAsdas' }],
      definition: asdasCrpScore,
      calculate: calculateAsdasCrp,
    },
  ],
}

export const asdasEsrConfig: ScoreCalculatorConfig = {
  id: 'asdas-esr',
  family: 'asdas',
  interpretationPrefix: 'asdas',
  intro: ['intro.asdas'],
  variants: [
    {
      scoreParam: 'asdas-esr',
      displayName: 'name.asdasEsr',
      inputs: [
        ...asdasRatings.map((input) => ({
          ...input,
          spec: asdasEsrFields[input.name as keyof typeof asdasEsrFields],
        })),
        {
          name: 'esr',
          spec: asdasEsrFields.esr,
          label: 'field.esr',
          short: 'short.esr',
          hint: 'hint.esrAsdas',
        },
      ],
      definition: asdasEsrScore,
      calculate: calculateAsdasEsr,
    },
  ],
}

export const eularResponseConfig: ScoreCalculatorConfig = {
  id: 'eular-response',
  family: 'eular',
  interpretationPrefix: 'eular',
  valueLabel: 'name.eularDelta',
  intro: ['intro.eular'],
  thresholds: (result, values) => (
    <EularMatrix
      improvement={result?.display ?? null}
      current={result ? (values.current ?? null) : null}
    />
  ),
  variants: [
    {
      scoreParam: 'eular-response',
      displayName: 'name.eular',
      inputs: [
        {
          name: 'baseline',
          spec: eularResponseFields.baseline,
          label: 'field.eular.baseline',
          short: 'short.eular.baseline',
          hint: 'hint.eular',
        },
        {
          name: 'current',
          spec: eularResponseFields.current,
          label: 'field.eular.current',
          short: 'short.eular.current',
          hint: 'hint.eular',
        },
      ],
      definition: eularResponseScore,
      calculate: calculateEularResponse,
    },
  ],
}

export const rheumatologyConfigs: readonly ScoreCalculatorConfig[] = [
  das28CrpConfig,
  das28EsrConfig,
  cdaiConfig,
  sdaiConfig,
  dapsaConfig,
  basdaiConfig,
  asdasCrpConfig,
  asdasEsrConfig,
  eularResponseConfig,
]
