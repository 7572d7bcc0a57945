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

/**
 * The cached answers that carry jobs, with the signed-in person's saved and applied flags and match:
 * job lists and pages, saved jobs, company pages, recommendations and a country's jobs. Saving a
 * job patches every one of them; a change of skills refreshes every one.
 */
const JOB_CARRIERS = new Set(["/api/jobs", "/api/saved-jobs", "/api/companies", "/api/recommendations"]);

export function carriesJobs(key: QueryKey): boolean {
  return JOB_CARRIERS.has(String(key[0])) || isCountryJobsKey(key);
}

/**
 * The person's skills or job preferences changed (the account feature saves them): every cached
 * answer with match scores is refreshed, so lists and the dashboard show the new scores.
 */
export function invalidateMatches(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({
    predicate: (query) => carriesJobs(query.queryKey),
  });
}

/**
 * The person's applications: the applications feature shows them, and the jobs feature adds one
 * when the person applies.
 */
export const applicationsKey = ["/api/applications"] as const;

/** Every cached job answer (search, newest, a job's page), whose `applied` flags a tracker change moves. */
export const jobsKey = ["/api/jobs"] as const;
