import { z } from 'zod'

/**
 * Shapes every feature's schemas share, declared once here: a reference to a person, a page of a
 * list and the query that asks for one. A feature's schema uses these rather than writing its own.
 */

/**
 * A person named in an answer (a doctor, a user): the account's id and the name two ways, both
 * from the contract's name helpers: `displayName` for prose (`MUDr. Jana Nováková, Ph.D.`),
 * `listName` for lists and tables (`Nováková Jana`).
 */
export const personRefSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  listName: z.string(),
})
export type PersonRef = z.infer<typeof personRefSchema>

/** The highest page number a list query accepts. */
export const PAGE_MAX = 100_000

/** How many rows a list's page holds: the most a caller may ask for, and the default. */
export type PageSize = { max: number; default: number }

function pageShape(size: PageSize) {
  return {
    page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
    pageSize: z.coerce.number().int().min(1).max(size.max).default(size.default),
  }
}
type PageShape = ReturnType<typeof pageShape>

/**
 * The query of a paged list: `page`, `pageSize` and, for a list that sorts, `sort` (one of the
 * list's sorts, its default when absent). Extend the result with the list's own filters.
 */
export function pageQuery(size: PageSize): z.ZodObject<PageShape>
export function pageQuery<Sort extends z.ZodEnum>(
  size: PageSize,
  sort: Sort,
  defaultSort: z.output<Sort>,
): z.ZodObject<PageShape & { sort: z.ZodDefault<Sort> }>
export function pageQuery(size: PageSize, sort?: z.ZodEnum, defaultSort?: string) {
  const shape = pageShape(size)
  if (sort === undefined || defaultSort === undefined) return z.object(shape)
  return z.object({ ...shape, sort: sort.default(defaultSort) })
}

/** One page of a list: its rows, how many rows match in all, and which page of what size. */
export function pagedList<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
}

/** The answer type of a paged list of `Item`. */
export type PagedList<Item> = { items: Item[]; total: number; page: number; pageSize: number }
