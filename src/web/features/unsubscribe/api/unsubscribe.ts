import { getUnsubscribeState, undoUnsubscribe, unsubscribe } from "@shared/api/unsubscribe";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

const stateKey = (token: string) => queryKey(getUnsubscribeState, { query: { token } });

/** What the mailed link turned off, and whether it is off now. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: stateKey(token),
    queryFn: ({ signal }) => request(getUnsubscribeState, { query: { token } }, { signal }),
    enabled: token !== "",
    retry: false,
  });
}

/** The page's "Unsubscribe" button: the answer is the new state, shown at once. */
export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(unsubscribe, { body: { token } }),
    onSuccess: (state) => client.setQueryData(stateKey(token), state),
  });
}

/** "Turn back on": the answer is the new state, shown at once. */
export function useUndoUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(undoUnsubscribe, { body: { token } }),
    onSuccess: (state) => client.setQueryData(stateKey(token), state),
  });
}
