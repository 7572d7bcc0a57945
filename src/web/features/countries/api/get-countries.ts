import { listCountrySummaries } from "@shared/api/countries";
import type { CountrySummary } from "@shared/schemas/countries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

/**
 * Every country as lists show it (scores, each source in one line, jobs): what cards, pickers, the
 * map and the calculator need. One country's full record is `useCountry`.
 */
export function getCountrySummaries(): Promise<CountrySummary[]> {
  return request(listCountrySummaries, { query: {} });
}

export const countrySummariesQuery = queryOptions({
  queryKey: queryKey(listCountrySummaries),
  queryFn: getCountrySummaries,
});

export function useCountrySummaries() {
  return useQuery(countrySummariesQuery);
}
