import type { Methodology } from "@shared/schemas/methodology";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getMethodology(): Promise<Methodology> {
  return api<Methodology>("/api/methodology");
}

export const methodologyQuery = queryOptions({ queryKey: ["/api/methodology"], queryFn: getMethodology });

export function useMethodology() {
  return useQuery(methodologyQuery);
}
