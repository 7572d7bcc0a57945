import { getVisaRoutes as getVisaRoutesEndpoint } from "@shared/api/visas";
import type { VisaRoutes } from "@shared/schemas/sponsors";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getVisaRoutes(code: string): Promise<VisaRoutes> {
  return request(getVisaRoutesEndpoint, { query: { country: code } });
}

export function visaRoutesQuery(code: string) {
  return queryOptions({
    queryKey: queryKey(getVisaRoutesEndpoint, { query: { country: code } }),
    queryFn: () => getVisaRoutes(code),
  });
}

/** A country's work-visa routes, by ISO code. */
export function useVisaRoutes(code: string) {
  return useQuery(visaRoutesQuery(code));
}
