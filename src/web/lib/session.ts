import { keyOf } from "@shared/api/endpoint";
import { SESSION_ROUTE } from "@shared/api/session";
import type { Me } from "@shared/schemas/auth";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, request } from "./api-client";

/**
 * The signed-in person, or null for a visitor (a 401 from GET /api/auth/me means "nobody"). The
 * definition, with the answer's schema, is loaded as the request is sent: every page asks for this
 * as it starts, and the first screen's code must not wait for the schemas.
 */
export const sessionQuery = queryOptions({
  queryKey: keyOf(SESSION_ROUTE),
  queryFn: async (): Promise<Me | null> => {
    try {
      const { getMe } = await import("@shared/api/auth");
      return await request(getMe);
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
