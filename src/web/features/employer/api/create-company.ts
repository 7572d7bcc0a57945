import type { CreateCompany, ManagedCompany } from "@shared/schemas/employer";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function createCompany(input: CreateCompany): Promise<ManagedCompany> {
  return api<ManagedCompany>("/api/companies", { method: "POST", body: input });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: employerKeys.companies }),
  });
}
