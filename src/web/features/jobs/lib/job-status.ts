import type { Job, VisaStatus } from "@shared/schemas/jobs";

/** The visa badge on cards and the job page (the specification names the first two exactly). */
export const VISA_BADGE: Record<VisaStatus, string> = {
  yes: "Visa Sponsorship",
  no: "No Visa Sponsorship",
  unknown: "Sponsorship not stated",
};

/** The visa row of the Job Details card. */
export const VISA_DETAIL: Record<VisaStatus, string> = {
  yes: "Visa Sponsorship Available",
  no: "Visa Sponsorship Not Available",
  unknown: "Sponsorship not stated in the posting",
};

/** What the posting's visa answer means for the reader, in one plain sentence. */
export const VISA_SUMMARY: Record<VisaStatus, string> = {
  yes: "The posting says the employer sponsors visas.",
  no: "The posting says the employer cannot sponsor visas, or needs you to have the right to work already.",
  unknown:
    "The posting does not mention visas or sponsorship. If you need a visa, ask the employer before you apply.",
};

/** Said instead of VISA_SUMMARY.unknown when the posting mentions visas without committing. */
export const VISA_UNCOMMITTED =
  "The posting mentions visas but does not say whether the employer sponsors them. Ask before you apply.";

export const CLOSED_HEADLINE = "No longer accepting applications";

const CLOSED_REASON: Record<NonNullable<Job["closedReason"]>, string> = {
  expired: "Its closing date has passed.",
  removed: "It was removed by the site it came from.",
  employer: "The employer closed it.",
  stale: "It has not been refreshed by its source for a long time, so it is most likely filled.",
};

/** Why a closed job closed, in plain words. */
export function closedReasonText(reason: Job["closedReason"]): string {
  return reason ? CLOSED_REASON[reason] : CLOSED_REASON.removed;
}

// Made when first needed: making a date formatter loads calendar and time zone data, which takes
// long enough to matter on a phone, and most pages show no such date.
let day: Intl.DateTimeFormat | undefined;

/** '22 Nov 2026' for an ISO timestamp (the calendar day in UTC, as postings state their dates). */
export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  day ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return day.format(time);
}
