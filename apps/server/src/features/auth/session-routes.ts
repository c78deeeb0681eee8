import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  authTokensSchema,
  secondFactorInputSchema,
  sessionListSchema,
  signInAnswerSchema,
  signInInputSchema,
  signOutQuerySchema,
} from '@konzilium/contract/session'
import { bearerTokenOf, callerOf, publicAccess, signedIn } from '../../platform/auth/access'
import { errors, noContent } from '../../platform/responses'
import { requestContextOf, type Services } from '../../platform/services'
import {
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
  renewToken,
  signOut,
} from './session-service'
import { completeSecondFactor, signIn } from './sign-in'

/** Sign-in, second factor, renewal, sign-out and the caller's sessions (ADR 006). */
export function registerSessionRoutes(app: FastifyInstance, s: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['auth']
  const anyRoleDuringEnrolment = signedIn(undefined, { duringEnrolment: true })

  typed.post(
    '/api/auth',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; may ask for the second factor',
        body: signInInputSchema,
        response: { 200: signInAnswerSchema, ...errors(400, 401, 403, 429) },
      },
    },
    (request) => signIn(s, requestContextOf(request), request.body),
  )

  typed.post(
    '/api/auth/second-factor',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Complete a sign-in with the authenticator code or a recovery code',
        body: secondFactorInputSchema,
        response: { 200: signInAnswerSchema, ...errors(400, 403, 429) },
      },
    },
    (request) => completeSecondFactor(s, requestContextOf(request), request.body),
  )

  typed.post(
    '/api/auth/token',
    {
      config: { access: anyRoleDuringEnrolment },
      schema: {
        tags,
        summary: 'Renew the bearer token: a new token, the old one stops working',
        security: [{ bearer: [] }],
        body: z.object({}).optional(),
        response: { 200: authTokensSchema, ...errors(401, 429) },
      },
    },
    (request) => renewToken(s, requestContextOf(request), callerOf(request)),
  )

  typed.delete(
    '/api/auth',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Sign out: end this session (and with everywhere=true all sessions of the user)',
        security: [{ bearer: [] }],
        querystring: signOutQuerySchema,
        response: { 204: noContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await signOut(
        s,
        requestContextOf(request),
        bearerTokenOf(request),
        request.query.everywhere === 'true',
      )
      return reply.code(204).send(null)
    },
  )

  typed.get(
    '/api/auth/sessions',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        summary: 'The caller’s live sessions',
        security: [{ bearer: [] }],
        response: { 200: sessionListSchema, ...errors(401, 403, 429) },
      },
    },
    (request) => listOwnSessions(s, callerOf(request)),
  )

  typed.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        summary: 'End one of the caller’s sessions',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 204: noContent, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await endOwnSession(s, requestContextOf(request), callerOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  typed.delete(
    '/api/auth/sessions',
    {
      config: { access: signedIn() },
      schema: {
        tags,
        summary: 'End every session of the caller except this one',
        security: [{ bearer: [] }],
        response: { 200: z.object({ ended: z.number().int() }), ...errors(401, 403, 429) },
      },
    },
    async (request) => ({
      ended: await endOtherSessions(s, requestContextOf(request), callerOf(request)),
    }),
  )
}
