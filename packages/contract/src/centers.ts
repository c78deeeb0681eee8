import { z } from 'zod'
import { regionCodes } from './czech'

/** A centre of biologic therapy as the account screens need it (the invite form's picker). */
export const centerSpecialtySchema = z.enum(['dermatology', 'rheumatology'])
export const centerSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  region: z.enum(regionCodes),
  specialty: centerSpecialtySchema,
  visible: z.boolean(),
})
export type CenterSummary = z.infer<typeof centerSummarySchema>
export const centerListSchema = z.object({ items: z.array(centerSummarySchema) })
export type CenterList = z.infer<typeof centerListSchema>
