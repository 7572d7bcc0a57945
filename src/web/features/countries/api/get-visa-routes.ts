import type { VisaRoutes } from "@shared/schemas/sponsors";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getVisaRoutes(code: string): Promise<VisaRoutes> {
  return api<VisaRoutes>(`/api/visa-routes?country=${encodeURIComponent(code)}`);
}

export function visaRoutesQuery(code: string) {
  return queryOptions({ queryKey: ["/api/visa-routes", code], queryFn: () => getVisaRoutes(code) });
}

/** A country's work-visa routes, by ISO code. */
export function useVisaRoutes(code: string) {
  return useQuery(visaRoutesQuery(code));
}
