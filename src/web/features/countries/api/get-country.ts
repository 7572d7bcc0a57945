import { getCountry as getCountryEndpoint } from "@shared/api/countries";
import type { Country } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

/** The path names a country by id or ISO code, as text; the cache key keeps the id a number. */
export function getCountry(id: number): Promise<Country> {
  return request(getCountryEndpoint, { params: { id: String(id) } });
}

export function countryQuery(id: number) {
  return queryOptions({
    queryKey: queryKey(getCountryEndpoint, { params: { id } }),
    queryFn: () => getCountry(id),
  });
}

/** One country; pass null for an id that names nothing and nothing is requested. */
export function useCountry(id: number | null) {
  return useQuery({ ...countryQuery(id ?? 0), enabled: id !== null });
}
