import type { CityLocation } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getCountryCities(countryId: number): Promise<CityLocation[]> {
  return api<CityLocation[]>(`/api/countries/${countryId}/cities`);
}

export function countryCitiesQuery(countryId: number) {
  return queryOptions({
    queryKey: ["/api/countries", countryId, "cities"],
    queryFn: () => getCountryCities(countryId),
  });
}

export function useCountryCities(countryId: number | null) {
  return useQuery({ ...countryCitiesQuery(countryId ?? 0), enabled: countryId !== null });
}
