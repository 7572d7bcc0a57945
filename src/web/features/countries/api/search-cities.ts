import { searchCities as searchCitiesEndpoint } from "@shared/api/countries";
import type { CitySearchResult } from "@shared/schemas/countries";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

interface CitySearch {
  q: string;
  country: number;
  limit: number;
}

export function searchCities(search: CitySearch): Promise<CitySearchResult[]> {
  return request(searchCitiesEndpoint, { query: { ...search, country: String(search.country) } });
}

function citySearchQuery(search: CitySearch) {
  return queryOptions({
    queryKey: queryKey(searchCitiesEndpoint, { query: { ...search, country: String(search.country) } }),
    queryFn: () => searchCities(search),
  });
}

/** The country's cities whose name (or another name) starts with `q`; nothing is asked below two letters. */
export function useCitySearch(search: CitySearch) {
  const asks = (search.q.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;
  return useQuery({ ...citySearchQuery(search), enabled: asks, placeholderData: keepPreviousData });
}
