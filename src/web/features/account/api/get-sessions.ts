import { listSessions } from "@shared/api/sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getSessions() {
  return request(listSessions);
}

export const sessionsQuery = queryOptions({ queryKey: queryKey(listSessions), queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQuery);
}
