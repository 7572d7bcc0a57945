import type { ReferralStatus } from "../schemas/referrals";

/**
 * The referral workflow: a request starts Pending; the referrer accepts or declines it, and an
 * accepted one ends referred or declined. Referred and Declined are final.
 */
export const NEXT_STATUSES: Readonly<Record<ReferralStatus, readonly ReferralStatus[]>> = {
  Pending: ["Accepted", "Declined"],
  Accepted: ["Referred", "Declined"],
  Referred: [],
  Declined: [],
};

export function canMoveTo(from: ReferralStatus, to: ReferralStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Why a change is refused, in words for the referrer. */
export function transitionRefusal(from: ReferralStatus, to: ReferralStatus): string {
  const next = NEXT_STATUSES[from];
  if (next.length === 0) return `This request is already ${from}; its status can no longer change.`;
  const article = /^[AEIOU]/.test(from) ? "An" : "A";
  return `${article} ${from} request can only become ${next.join(" or ")}, not ${to}.`;
}
