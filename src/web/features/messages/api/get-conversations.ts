import type { Conversation } from "@shared/schemas/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { conversationsKey } from "./keys";

export function getConversations(): Promise<Conversation[]> {
  return api<Conversation[]>("/api/conversations");
}

export const conversationsQuery = queryOptions({ queryKey: conversationsKey, queryFn: getConversations });

export function useConversations() {
  return useQuery(conversationsQuery);
}
