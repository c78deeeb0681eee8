import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { centerListSchema, type CenterList } from '@konzilium/contract/centers'
import { centers } from '../../db/schema'
import { signedIn } from '../../platform/auth/access'
import { errors } from '../../platform/responses'
import type { Services } from '../../platform/services'

/**
 * A read-only list of centres for the account screens (the centre picker when inviting a centre
 * doctor). Admins see every centre, others the visible ones. The centres feature owns the rest.
 */
export function registerCenterListRoute(app: FastifyInstance, s: Services) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/centers',
    {
      config: { access: signedIn(['admin', 'center_doctor', 'peripheral_doctor', 'rep']) },
      schema: {
        tags: ['centers'],
        security: [{ bearer: [] }],
        summary: 'Centres (admins: all, others: visible ones)',
        response: { 200: centerListSchema, ...errors(401, 403) },
      },
    },
    async (request): Promise<CenterList> => {
      const rows = await s.db
        .select()
        .from(centers)
        .where(request.auth?.role === 'admin' ? undefined : eq(centers.visible, true))
        .orderBy(asc(centers.name))
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          city: row.city,
          region: row.region as CenterList['items'][number]['region'],
          specialty: row.specialty,
          visible: row.visible,
        })),
      }
    },
  )
}
