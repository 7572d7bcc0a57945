import type { Country } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getCountry(id: number): Promise<Country> {
  return api<Country>(`/api/countries/${id}`);
}

export function countryQuery(id: number) {
  return queryOptions({ queryKey: ["/api/countries", id], queryFn: () => getCountry(id) });
}

/** One country; pass null for an id that names nothing and nothing is requested. */
export function useCountry(id: number | null) {
  return useQuery({ ...countryQuery(id ?? 0), enabled: id !== null });
}
