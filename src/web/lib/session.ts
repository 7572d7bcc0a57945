import { SESSION_PATH } from "@shared/routes";
import type { Me } from "@shared/schemas/auth";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "./api-client";

/** The signed-in person, or null for a visitor (a 401 from /api/auth/me means "nobody"). */
export const sessionQuery = queryOptions({
  queryKey: [SESSION_PATH],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api<Me>(SESSION_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useSession(): { user: Me | null; isLoading: boolean } {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/**
 * Drops the person's cached data and marks the visitor signed out: after logging out, a password
 * reset (which ends every session) or deleting the account.
 */
export function forgetSignedInUser(client: QueryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  client.setQueryData(sessionQuery.queryKey, null);
}
