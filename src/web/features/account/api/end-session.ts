import { endSession as endSessionEndpoint } from "@shared/api/sessions";
import type { EndSessionsInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { sessionsQuery } from "./get-sessions";

export async function endSession({ id, ...input }: EndSessionsInput & { id: number }): Promise<void> {
  await request(endSessionEndpoint, { params: { id }, body: input });
}

/** Signs out one other browser; the list reloads. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
