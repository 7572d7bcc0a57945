import type { Answer, Endpoint, Input } from "@shared/api/endpoint";
import { request } from "./api-client";

/** One page of a list the server answers as an array window (`limit`, `offset`). */
export interface ListPage<T> {
  items: T[];
  /** Where the next page starts, or null when this was the last. */
  nextOffset: number | null;
}

/**
 * One page of an endpoint that answers an array window: its other query values given, `limit` and
 * `offset` added (one more than a page, to learn whether another follows, so the last "Load more"
 * never comes back empty).
 */
export async function requestListPage<E extends Endpoint>(
  definition: E,
  query: Omit<NonNullable<Input<E>["query"]>, "limit" | "offset">,
  offset: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ListPage<Item<E>>> {
  // The query's type is checked at the call; `limit` and `offset` are added here.
  const call = request as (d: Endpoint, input: unknown, options: unknown) => Promise<unknown>;
  const rows = (await call(
    definition,
    { query: { ...query, limit: pageSize + 1, offset } },
    { signal },
  )) as Item<E>[];
  return { items: rows.slice(0, pageSize), nextOffset: rows.length > pageSize ? offset + pageSize : null };
}

type Item<E extends Endpoint> = Answer<E> extends ReadonlyArray<infer T> ? T : never;

/** The infinite-query settings every such list shares. */
export const listPaging = {
  initialPageParam: 0,
  getNextPageParam: <T>(last: ListPage<T>) => last.nextOffset ?? undefined,
};

/** Every loaded item of the pages, in order. */
export function listItems<T>(data: { pages: Array<ListPage<T>> } | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
