import type { Block } from "@shared/schemas/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The people I blocked; only this feature shows or changes them. */
export const blocksKey = ["/api/blocks"] as const;

export function getBlocks(): Promise<Block[]> {
  return api<Block[]>("/api/blocks");
}

export function blocksQuery() {
  return queryOptions({ queryKey: blocksKey, queryFn: getBlocks });
}

export function useBlocks() {
  return useQuery(blocksQuery());
}
