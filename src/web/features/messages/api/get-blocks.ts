import { listBlocks } from "@shared/api/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

/** The people I blocked; only this feature shows or changes them. */
export const blocksKey = queryKey(listBlocks);

export function getBlocks() {
  return request(listBlocks);
}

export function blocksQuery() {
  return queryOptions({ queryKey: blocksKey, queryFn: getBlocks });
}

export function useBlocks() {
  return useQuery(blocksQuery());
}
