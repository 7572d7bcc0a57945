import type { Me } from "@shared/schemas/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "./api-client";

/** The signed-in person, or null for a visitor (a 401 from /api/auth/me means "nobody"). */
export const sessionQuery = queryOptions({
  queryKey: ["/api/auth/me"],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api<Me>("/api/auth/me");
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
