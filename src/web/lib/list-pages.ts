import { api } from "./api-client";

/** One page of a list the server answers as an array window (`limit`, `offset`). */
export interface ListPage<T> {
  items: T[];
  /** Where the next page starts, or null when this was the last. */
  nextOffset: number | null;
}

/**
 * Fetches `pageSize` items from `offset`, asking for one more to learn whether another page follows
 * (so the last "Load more" never comes back empty).
 */
export async function fetchListPage<T>(
  path: string,
  params: URLSearchParams,
  offset: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const query = new URLSearchParams(params);
  query.set("limit", String(pageSize + 1));
  query.set("offset", String(offset));
  const rows = await api<T[]>(`${path}?${query}`, { signal });
  return { items: rows.slice(0, pageSize), nextOffset: rows.length > pageSize ? offset + pageSize : null };
}

/** The infinite-query settings every such list shares. */
export const listPaging = {
  initialPageParam: 0,
  getNextPageParam: <T>(last: ListPage<T>) => last.nextOffset ?? undefined,
};

/** Every loaded item of the pages, in order. */
export function listItems<T>(data: { pages: Array<ListPage<T>> } | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
