import type { Country } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getCountries(): Promise<Country[]> {
  return api<Country[]>("/api/countries");
}

export const countriesQuery = queryOptions({ queryKey: ["/api/countries"], queryFn: getCountries });

export function useCountries() {
  return useQuery(countriesQuery);
}
