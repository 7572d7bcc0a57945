import { listApplications } from "@shared/api/applications";
import { carriesJobs as endpointCarriesJobs } from "@shared/api/carries-jobs";
import { listCountryJobs, listJobs } from "@shared/api/jobs";
import { listConversations, listMessages } from "@shared/api/messages";
import { getUnreadCounts, listNotifications } from "@shared/api/notifications";
import { listReferralRequests } from "@shared/api/referrals";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { endpointsOfKey, queryKey } from "./api-client";

// Every query key starts with the API path whose answers it caches. A feature keeps the keys only
// it uses beside its queries; the keys here are used by more than one feature, and features never
// import each other.

/**
 * Conversations, their messages and referral requests: the messages feature shows them, and the
 * referrals feature starts a conversation when someone asks for a referral.
 */
export const messagingKeys = {
  /** The conversation list and the unread count (GET /api/conversations, …/unread). */
  conversations: queryKey(listConversations),
  /** A conversation's messages, whatever its query. */
  messages: queryKey(listMessages),
  /** A conversation's referral requests, whatever its query. */
  referralRequests: queryKey(listReferralRequests),
};

/**
 * In-app notifications and the unread counts (notifications and messages) that the layout's bell
 * and messages badge show; the count starts with the list's key, so refreshing the list refreshes it.
 */
export const notificationKeys = {
  all: queryKey(listNotifications),
  unreadCounts: queryKey(getUnreadCounts),
};

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
  return queryKey(listCountryJobs, { params: { id: countryId } });
}

/**
 * Whether a cached answer carries jobs, with the signed-in person's saved and applied flags and
 * match: its endpoint's answer schema holds a job (job lists and pages, saved jobs, company pages,
 * recommendations, a country's jobs, applications). Saving a job patches every one of them; a change
 * of skills refreshes every one.
 */
export function carriesJobs(key: QueryKey): boolean {
  return endpointsOfKey(key).some(endpointCarriesJobs);
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
export const applicationsKey = queryKey(listApplications);

/** Every cached job answer (search, newest, a job's page), whose `applied` flags a tracker change moves. */
export const jobsKey = queryKey(listJobs);
