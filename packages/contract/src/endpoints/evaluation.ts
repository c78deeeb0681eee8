import { defineEndpoint } from '../endpoint'

const evaluation = () => import('../evaluation')
const tag = 'evaluation'

const linkResponse = () =>
  evaluation().then((m) => ({
    params: m.evaluationLinkParamsSchema,
    response: m.evaluationLinkSchema,
  }))

/**
 * Questionnaires by one-time link (ADR 041): a doctor sends, lists and revokes a patient's links;
 * the patient opens and answers one by its token without an account, or, signed in, from the own
 * record. Used, expired and unknown tokens answer `CODE_USED`, `CODE_EXPIRED` and `CODE_INVALID`.
 */
export const evaluationEndpoints = {
  createEvaluationLink: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation-links',
    summary:
      'Send a patient a one-time questionnaire link by e-mail, or get it to print as a QR code',
    tag,
    auth: 'bearer',
    access: 'evaluation.send',
    status: 201,
    errors: [400, 401, 403, 404],
    schemas: () =>
      evaluation().then((m) => ({
        body: m.createEvaluationLinkInputSchema,
        response: m.createdEvaluationLinkSchema,
      })),
  }),
  listEvaluationLinks: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation-links',
    summary: "A patient's questionnaire links with their states, the newest first",
    tag,
    auth: 'bearer',
    access: 'evaluation.read',
    errors: [400, 401, 403, 404],
    schemas: () =>
      evaluation().then((m) => ({
        query: m.evaluationLinksQuerySchema,
        response: m.evaluationLinksSchema,
      })),
  }),
  revokeEvaluationLink: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation-links/:id/revoke',
    summary: 'Withdraw a waiting questionnaire link; it stops working at once',
    tag,
    auth: 'bearer',
    access: 'evaluation.send',
    errors: [400, 401, 403, 404, 409],
    schemas: linkResponse,
  }),
  answerEvaluationLink: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation-links/:id/answers',
    summary: 'A signed-in patient answers a questionnaire waiting in the own record',
    tag,
    auth: 'bearer',
    access: 'evaluation.answer',
    errors: [400, 401, 403, 404, 409],
    schemas: () =>
      evaluation().then((m) => ({
        params: m.evaluationLinkParamsSchema,
        body: m.answerEvaluationLinkInputSchema,
        response: m.evaluationSubmittedSchema,
      })),
  }),
  openEvaluation: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation/open',
    summary: 'What a questionnaire link asks for: the questionnaire, its language, who sent it',
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      evaluation().then((m) => ({
        body: m.openEvaluationInputSchema,
        response: m.evaluationInvitationSchema,
      })),
  }),
  submitEvaluation: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation/submit',
    summary: "Answer a questionnaire link; the answers are saved to the patient's record once",
    tag,
    auth: 'public',
    access: 'public',
    errors: [400, 429],
    schemas: () =>
      evaluation().then((m) => ({
        body: m.submitEvaluationInputSchema,
        response: m.evaluationSubmittedSchema,
      })),
  }),
}
