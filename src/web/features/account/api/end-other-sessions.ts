import { endOtherSessions as endOtherSessionsEndpoint } from "@shared/api/sessions";
import type { EndSessionsInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { sessionsQuery } from "./get-sessions";

export function endOtherSessions(input: EndSessionsInput) {
  return request(endOtherSessionsEndpoint, { body: input });
}

/** Signs out every browser but this one; the list reloads. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
