/**
 * Page-numbered lists (`?page=&pageSize=`, pages from 1): what the repository skips and takes, and the fields
 * every such list response carries.
 */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The rows of the asked page: `limit` and `offset` for the repository. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** A list response: the page's items, the total across all pages, and the page asked for. */
export function pageOf<T>(items: T[], total: number, query: PageQuery) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}
