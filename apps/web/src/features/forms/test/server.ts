import type { FormDetail } from '@konzilium/contract/forms'
import { signedInUser } from '../../../test/fake-server'

/** Ids of the component tests' stand-in records. */
export const ids = {
  patient: '5b0c7a1e-2f3d-4c5b-8a6e-7d8f9a0b1c2d',
  form: '6c1d8b2f-3a4e-4d6c-9b7f-8e9a0b1c2d3e',
  author: signedInUser.id,
  attachment: '7d2e9c3a-4b5f-4e7d-8c9a-9f0b1c2d3e4f',
}

const doctor = {
  id: ids.author,
  displayName: signedInUser.displayName,
  listName: signedInUser.listName,
}

/** A saved examination as the server answers it: PASI 8.4 and DLQI 12, one biologic, two versions. */
export function formDetail(change: Partial<FormDetail> = {}): FormDetail {
  return {
    id: ids.form,
    patientId: ids.patient,
    kind: 'dermatology_visit',
    examinedOn: '2026-11-20',
    version: 2,
    currentVersion: 2,
    scores: [
      {
        score: 'pasi',
        input: {},
        result: { value: 8.4, display: 8.4, band: 'not_severe', version: 'pasi@1' },
      },
      {
        score: 'dlqi',
        input: {},
        result: { value: 12, display: 12, band: 'very_large', version: 'dlqi@1' },
      },
    ],
    drugs: ['adalimumab'],
    treatments: [
      { kind: 'biologic', drug: 'adalimumab', dose: '40 mg', start: '2026-06-01', stop: null },
    ],
    findings: 'Ložiska na trupu ustupují.',
    attachmentCount: 1,
    author: doctor,
    doctor,
    versionAuthor: doctor,
    versionCreatedAt: '2026-11-21T09:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    versions: [
      {
        version: 2,
        examinedOn: '2026-11-20',
        author: doctor,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
      {
        version: 1,
        examinedOn: '2026-11-19',
        author: doctor,
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    attachments: [
      {
        id: ids.attachment,
        fileName: 'zprava.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        uploadedBy: doctor,
        uploadedAt: '2026-11-20T09:05:00.000Z',
      },
    ],
    allowedActions: ['update', 'delete', 'attach'],
    ...change,
  }
}
