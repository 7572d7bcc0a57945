import type { EndedSessions, EndSessionsInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionsQuery } from "./get-sessions";

export function endOtherSessions(input: EndSessionsInput): Promise<EndedSessions> {
  return api<EndedSessions>("/api/account/sessions/end-others", { method: "POST", body: input });
}

/** Signs out every browser but this one; the list reloads. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
