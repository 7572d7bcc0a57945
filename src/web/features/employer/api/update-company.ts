import { updateCompany as updateCompanyEndpoint } from "@shared/api/employer";
import type { ManagedCompany, UpdateCompany } from "@shared/schemas/employer";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function updateCompany({ id, ...input }: UpdateCompany & { id: number }): Promise<ManagedCompany> {
  return request(updateCompanyEndpoint, { params: { id }, body: input });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: employerKeys.companies }),
  });
}
