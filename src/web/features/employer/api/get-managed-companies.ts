import { listManagedCompanies } from "@shared/api/employer";
import type { ManagedCompany } from "@shared/schemas/employer";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function getManagedCompanies(): Promise<ManagedCompany[]> {
  return request(listManagedCompanies);
}

export const managedCompaniesQuery = queryOptions({
  queryKey: employerKeys.companies,
  queryFn: getManagedCompanies,
  // Posting or closing a job elsewhere changes the counts.
  refetchOnMount: "always",
});

/** The company pages the signed-in person manages. */
export function useManagedCompanies() {
  return useQuery(managedCompaniesQuery);
}
