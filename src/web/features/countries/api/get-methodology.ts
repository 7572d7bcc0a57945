import { getMethodology as getMethodologyEndpoint } from "@shared/api/methodology";
import type { Methodology } from "@shared/schemas/methodology";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getMethodology(): Promise<Methodology> {
  return request(getMethodologyEndpoint);
}

export const methodologyQuery = queryOptions({
  queryKey: queryKey(getMethodologyEndpoint),
  queryFn: getMethodology,
});

export function useMethodology() {
  return useQuery(methodologyQuery);
}
