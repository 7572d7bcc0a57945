import type { QueryClient, QueryKey } from "@tanstack/react-query";

// Every query key starts with the API path whose answers it caches. A feature keeps the keys only
// it uses beside its queries; the keys here are used by more than one feature, and features never
// import each other.

/**
 * Conversations, their messages and referral requests: the messages feature shows them, and the
 * referrals feature starts a conversation when someone asks for a referral.
 */
export const messagingKeys = {
  conversations: ["/api/conversations"],
  messages: ["/api/messages"],
  referralRequests: ["/api/referral-requests"],
} as const;

/**
 * In-app notifications and the unread counts (notifications and messages) that the layout's bell
 * and messages badge show; the count starts with the list's key, so refreshing the list refreshes it.
 */
export const notificationKeys = {
  all: ["/api/notifications"],
  unreadCounts: ["/api/notifications", "unread-count"],
} as const;

/** Anything about conversations changed (a send, a read, a live event, a request): refresh what shows it. */
export function invalidateMessaging(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: messagingKeys.conversations }),
    client.invalidateQueries({ queryKey: messagingKeys.messages }),
    client.invalidateQueries({ queryKey: messagingKeys.referralRequests }),
    client.invalidateQueries({ queryKey: notificationKeys.unreadCounts }),
  ]);
}

/**
 * A country's newest jobs: the countries feature asks for them, and the jobs feature marks a job in
 * them saved or applied.
 */
export function countryJobsKey(countryId: number) {
  return ["/api/countries", countryId, "jobs"] as const;
}

export function isCountryJobsKey(key: QueryKey): boolean {
  return key[0] === "/api/countries" && key[2] === "jobs";
}
