import type { SessionList } from "@shared/schemas/account-security";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getSessions(): Promise<SessionList> {
  return api<SessionList>("/api/account/sessions");
}

export const sessionsQuery = queryOptions({ queryKey: ["/api/account/sessions"], queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQuery);
}
