import type { EndSessionsInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionsQuery } from "./get-sessions";

export function endSession({ id, ...input }: EndSessionsInput & { id: number }): Promise<void> {
  return api<void>(`/api/account/sessions/${id}`, { method: "DELETE", body: input });
}

/** Signs out one other browser; the list reloads. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
