import { getCompany } from "@shared/api/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function companyQuery(id: number) {
  return queryOptions({
    queryKey: queryKey(getCompany, { params: { id } }),
    queryFn: () => request(getCompany, { params: { id } }),
  });
}

/** One company's page; null (an id that names nothing) requests nothing. */
export function useCompany(id: number | null) {
  return useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });
}
