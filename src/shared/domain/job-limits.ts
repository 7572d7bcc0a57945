/**
 * The job vocabulary and search limits, free of any validation library so the web app's job pages
 * can use them without loading the schemas (src/shared/schemas/jobs.ts re-exports them).
 */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;
export const WORK_TYPES = ["Remote", "On-site", "Hybrid"] as const;
/** What a posting says about sponsoring visas: it does, it does not, or it says nothing. */
export const VISA_STATUSES = ["yes", "no", "unknown"] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE = 10_000;
export const MAX_QUERY_LENGTH = 200;
/**
 * A search pages this many results deep at most (page × pageSize): every page skips all before it,
 * so a deep page costs a walk over that many matches, and nobody reads that far down a list.
 */
export const MAX_SEARCH_DEPTH = 10_000;
/**
 * A search total is counted up to this many matches: a total equal to it reads "1,000+". Counting
 * further would cost a scan of every match on a very large table for a figure nobody pages through.
 */
export const JOB_TOTAL_CAP = 1000;
