import { z } from 'zod'
import { pageQuery, pagedList } from './shapes'
import { personNameShape, phoneSchema, regionCodeSchema, regionCodes } from './czech'
import { userStatusSchema } from './users'
import { registerCustomMessages } from './validation-messages'

/** Representatives of pharmaceutical companies and the regions they cover. */
export const repSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  degreesBefore: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  degreesAfter: z.string().nullable(),
  displayName: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  regions: z.array(z.enum(regionCodes)),
  status: userStatusSchema,
  invitedAt: z.iso.datetime(),
  lastInvitationSentAt: z.iso.datetime().nullable(),
  activatedAt: z.iso.datetime().nullable(),
})
export type Rep = z.infer<typeof repSchema>

export const repSortSchema = z.enum([
  'lastName',
  '-lastName',
  'company',
  '-company',
  'invitedAt',
  '-invitedAt',
])
export type RepSort = z.infer<typeof repSortSchema>
export const REPS_PAGE_SIZE_MAX = 100

/** `GET /api/reps`. */
export const listRepsQuerySchema = pageQuery(
  { max: REPS_PAGE_SIZE_MAX, default: 20 },
  repSortSchema,
  'lastName',
).extend({
  q: z.string().trim().max(100).optional(),
  region: regionCodeSchema.optional(),
  status: userStatusSchema.optional(),
})
export type ListRepsQuery = z.infer<typeof listRepsQuerySchema>

export const repListSchema = pagedList(repSchema)
export type RepList = z.infer<typeof repListSchema>

export const repIdParamsSchema = z.object({ id: z.uuid() })

/**
 * `PUT /api/reps/{id}`: the person, the company and the regions covered (at least one). Only an
 * admin changes the regions; a rep editing itself sends them unchanged (403 on `regions` else).
 */
export const updateRepInputSchema = z.object({
  ...personNameShape,
  phone: phoneSchema.nullish().transform((value) => value ?? null),
  company: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => (value ? value : null)),
  regions: z
    .array(regionCodeSchema)
    .min(1, { error: 'reps.regionsRequired' })
    .max(14)
    .transform((regions) => [...new Set(regions)]),
})
export type UpdateRepInput = z.input<typeof updateRepInputSchema>

registerCustomMessages({
  'reps.regionsRequired': {
    cs: 'Vyberte alespoň jeden kraj.',
    en: 'Choose at least one region.',
  },
  'reps.regionsAdminOnly': {
    cs: 'Kraje reprezentanta může změnit jen správce.',
    en: 'Only an administrator can change the regions of a representative.',
  },
})
