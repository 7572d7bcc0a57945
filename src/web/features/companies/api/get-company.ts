import type { CompanyDetail } from "@shared/schemas/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./keys";

export function getCompany(id: number): Promise<CompanyDetail> {
  return api<CompanyDetail>(`/api/companies/${id}`);
}

export function companyQuery(id: number) {
  return queryOptions({ queryKey: [...companyKeys.all, id], queryFn: () => getCompany(id) });
}

/** One company's page; null (an id that names nothing) requests nothing. */
export function useCompany(id: number | null) {
  return useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });
}
