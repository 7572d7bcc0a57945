import { listCountryCities } from "@shared/api/countries";
import type { CityLocation } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getCountryCities(countryId: number): Promise<CityLocation[]> {
  return request(listCountryCities, { params: { id: String(countryId) } });
}

export function countryCitiesQuery(countryId: number) {
  return queryOptions({
    queryKey: queryKey(listCountryCities, { params: { id: countryId } }),
    queryFn: () => getCountryCities(countryId),
  });
}

export function useCountryCities(countryId: number | null) {
  return useQuery({ ...countryCitiesQuery(countryId ?? 0), enabled: countryId !== null });
}
