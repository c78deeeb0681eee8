import { z } from 'zod'

/** `GET /api/degrees`: the usual academic degrees, for the name fields' pickers. */
export const degreePositionSchema = z.enum(['before', 'after'])
export const degreesQuerySchema = z.object({ position: degreePositionSchema.optional() })
export const degreeSchema = z.object({ value: z.string(), position: degreePositionSchema })
export const degreeListSchema = z.object({ items: z.array(degreeSchema) })
export type DegreeList = z.infer<typeof degreeListSchema>
