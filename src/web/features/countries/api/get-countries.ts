import { listCountries } from "@shared/api/countries";
import type { Country } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getCountries(): Promise<Country[]> {
  return request(listCountries, { query: {} });
}

export const countriesQuery = queryOptions({ queryKey: queryKey(listCountries), queryFn: getCountries });

export function useCountries() {
  return useQuery(countriesQuery);
}
