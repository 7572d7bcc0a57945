import type { ManagedCompany, UpdateCompany } from "@shared/schemas/employer";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function updateCompany({ id, ...input }: UpdateCompany & { id: number }): Promise<ManagedCompany> {
  return api<ManagedCompany>(`/api/companies/${id}`, { method: "PATCH", body: input });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: employerKeys.companies }),
  });
}
