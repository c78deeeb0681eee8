import type { PagedList } from '@konzilium/contract/shapes'

/** Which page of a list a caller asks for (the contract's `pageQuery`). */
export type PageRequest = { page: number; pageSize: number }

/** The answer of a paged list (the contract's `pagedList`): the page's rows and the total. */
export function pagedAnswer<Item>(
  query: PageRequest,
  items: Item[],
  total: number,
): PagedList<Item> {
  return { items, total, page: query.page, pageSize: query.pageSize }
}
