import type { UnsubscribeState } from "@shared/schemas/unsubscribe";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const stateKey = (token: string) => ["unsubscribe", token] as const;

/** What the mailed link turned off, and whether it is off now. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: stateKey(token),
    queryFn: ({ signal }) =>
      api<UnsubscribeState>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token !== "",
    retry: false,
  });
}

/** The page's "Unsubscribe" button: the answer is the new state, shown at once. */
export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnsubscribeState>("/api/unsubscribe", { method: "POST", body: { token } }),
    onSuccess: (state) => client.setQueryData(stateKey(token), state),
  });
}

/** "Turn back on": the answer is the new state, shown at once. */
export function useUndoUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnsubscribeState>("/api/unsubscribe/undo", { method: "POST", body: { token } }),
    onSuccess: (state) => client.setQueryData(stateKey(token), state),
  });
}
