import { createCompany as createCompanyEndpoint } from "@shared/api/employer";
import type { CreateCompany, ManagedCompany } from "@shared/schemas/employer";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function createCompany(input: CreateCompany): Promise<ManagedCompany> {
  return request(createCompanyEndpoint, { body: input });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: employerKeys.companies }),
  });
}
