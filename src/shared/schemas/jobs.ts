import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  EMPLOYMENT_TYPES,
  JOB_TOTAL_CAP,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_DEPTH,
  VISA_STATUSES,
  WORK_TYPES,
} from "../domain/job-limits";
import { ALL, IsDemoSchema, listWindow, paginated } from "./common";
import { CityLocationSchema, CountryRefSchema } from "./countries";
import { CurrencyCodeSchema, PaySchema } from "./pay";
import { SponsorRecordSchema, VisaCheckSchema } from "./sponsors";

export {
  DEFAULT_PAGE_SIZE,
  EMPLOYMENT_TYPES,
  JOB_TOTAL_CAP,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_DEPTH,
  WORK_TYPES,
};

export const CompanyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Two-letter initials. */
  logo: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  isDemo: IsDemoSchema,
  /**
   * For a company page a person created: whether a manager's verified email address is at the
   * domain of its website (false shows "Unverified"); null for a company no person manages.
   */
  verified: z.boolean().nullable(),
  /**
   * Whether the company has a public page. False for a company known only from a job one person
   * pasted: its page answers 404, so the job's page names it without a link.
   */
  listed: z.boolean(),
});

export type { VisaStatus } from "../domain/job-limits";

/** What the posting says about visa sponsorship, with its own sentence as evidence. */
export const VisaSchema = z.object({
  /** 'yes': it says it sponsors; 'no': it says it cannot or needs existing work rights; 'unknown': it says nothing. */
  status: z.enum(VISA_STATUSES),
  /** The posting's sentence the status rests on; null when the posting is silent. */
  evidence: z.string().nullable(),
});
export type Visa = z.infer<typeof VisaSchema>;

/** How well a job fits the signed-in person (src/shared/domain/match.ts). */
export const MatchSchema = z.object({
  /** 0 to 100. */
  score: z.number().int().min(0).max(100),
  /** Why, in short sentences: what fits first, then what does not. */
  reasons: z.array(z.string()),
});
export type JobMatch = z.infer<typeof MatchSchema>;

export const CLOSED_REASONS = ["expired", "removed", "employer", "stale"] as const;

/** A job as the specification's section 3 shows it, plus what the real product needs. */
export const JobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: CompanyRefSchema,
  countryId: z.number().int().nullable(),
  country: CountryRefSchema.nullable(),
  /** 'City, Country' display text. */
  location: z.string(),
  jobLocation: CityLocationSchema.nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workType: z.enum(WORK_TYPES),
  /** True only when visa.status is 'yes'. */
  visaSponsorship: z.boolean(),
  visa: VisaSchema,
  /** Salary text as posted (for example '60,000-80,000'), or null. */
  salary: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  /** The period the posting stated its pay in (HOUR, DAY, WEEK, MONTH, YEAR); salaryMin/Max are yearly (hour × 2080). */
  salaryPeriod: z.string().nullable(),
  /**
   * The pay as data: as stated, yearly with the country's usual hours, and `converted` into the
   * person's currency (`?currency=` or their "Show pay in" setting); null when the posting gives no pay.
   */
  pay: PaySchema.nullable(),
  /** ISO timestamp; the client shows it as relative text ('3 days ago'). */
  postedAt: z.string(),
  skills: z.array(z.string()),
  description: z.string(),
  applyUrl: z.string(),
  /** 'demo', 'employer', or the import source ('greenhouse:acme', 'lever:acme', 'schema.org:…'). */
  source: z.string(),
  /** The last day it accepts applications, when the posting names one (ISO timestamp). */
  validThrough: z.string().nullable(),
  /** When it stopped accepting applications (ISO timestamp); null while open. */
  closedAt: z.string().nullable(),
  /** Why it closed: past its closing date, dropped by its source, closed by its employer, or stale. */
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  /** For a signed-in person: whether they saved / applied to it; false for a visitor. */
  saved: z.boolean(),
  applied: z.boolean(),
  /** For a signed-in person with skills, a preferred title or location: how well it fits; else null. */
  match: MatchSchema.nullable(),
  /**
   * The lines of the government registers of the job's country that list its employer (the UK
   * register of licensed sponsors, USCIS's H-1B data …); empty when none does.
   */
  sponsorRecord: SponsorRecordSchema,
  isDemo: IsDemoSchema,
});
export type Job = z.infer<typeof JobSchema>;

/** A job's own answer (GET /api/jobs/:id): the job, and "Can I get a visa?" answered three ways. */
export const JobDetailSchema = JobSchema.extend({ visaCheck: VisaCheckSchema });
export type JobDetail = z.infer<typeof JobDetailSchema>;

/** Orders of GET /api/jobs: newest first, or the signed-in person's best matches first. */
export const JOB_SORTS = ["newest", "match"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/**
 * "Best match" ranks the newest this many open jobs the filters match (a bounded window, so the
 * order never scores the whole table); its total is capped to it.
 */
export const MATCH_WINDOW = 500;

/** 'all' or empty means "no filter" (specification, section 5). */
function isAll(value: string | undefined): boolean {
  return value === undefined || value === "" || value === ALL;
}

/**
 * GET /api/jobs search parameters, as they appear in the URL of /jobs too
 * (/jobs?q=react&country=3&employmentType=Full-time&workType=Remote&visa=1). Saved searches keep
 * their filters by the same rules.
 */
export const ListJobsQueryFields = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters`)
    .optional()
    .transform((v) => v?.trim() ?? ""),
  country: z
    .string()
    .max(20, "Country must be 'all' or a country id")
    .optional()
    .refine((v) => isAll(v) || /^[1-9]\d{0,8}$/.test(v ?? ""), "Country must be 'all' or a country id")
    .transform((v) => (isAll(v) ? null : Number(v))),
  employmentType: z
    .string()
    .max(20, `Employment type must be 'all' or one of: ${EMPLOYMENT_TYPES.join(", ")}`)
    .optional()
    .refine(
      (v) => isAll(v) || (EMPLOYMENT_TYPES as readonly string[]).includes(v ?? ""),
      `Employment type must be 'all' or one of: ${EMPLOYMENT_TYPES.join(", ")}`,
    )
    .transform((v) => (isAll(v) ? null : (v as (typeof EMPLOYMENT_TYPES)[number]))),
  workType: z
    .string()
    .max(20, `Work type must be 'all' or one of: ${WORK_TYPES.join(", ")}`)
    .optional()
    .refine(
      (v) => isAll(v) || (WORK_TYPES as readonly string[]).includes(v ?? ""),
      `Work type must be 'all' or one of: ${WORK_TYPES.join(", ")}`,
    )
    .transform((v) => (isAll(v) ? null : (v as (typeof WORK_TYPES)[number]))),
  visa: z
    .enum(["", "0", "1", "true", "false"], { message: "Visa must be 1 (visa sponsorship only) or 0" })
    .optional()
    .transform((v) => v === "1" || v === "true"),
  registeredSponsor: z
    .enum(["", "0", "1", "true", "false"], {
      message: "Registered sponsor must be 1 (employers on a government sponsor register only) or 0",
    })
    .optional()
    .transform((v) => v === "1" || v === "true"),
  sort: z
    .string()
    .max(20, "Sort must be 'newest' or 'match' (best match first, signed in)")
    .optional()
    .refine(
      (v) => v === undefined || v === "" || (JOB_SORTS as readonly string[]).includes(v),
      "Sort must be 'newest' or 'match' (best match first, signed in)",
    )
    .transform((v): JobSort => (v === "match" ? "match" : "newest")),
  page: z.coerce
    .number({ message: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)
    .optional(),
  pageSize: z.coerce
    .number({ message: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
});

/** `?currency=` on any job endpoint: pay.converted in that currency (ISO 4217). */
export const JobCurrencyQuerySchema = z.object({ currency: CurrencyCodeSchema.optional() });

const DEPTH = MAX_SEARCH_DEPTH.toLocaleString("en-US");
/** The search parameters, paging no deeper than MAX_SEARCH_DEPTH results. */
export const ListJobsQuerySchema = ListJobsQueryFields.extend(JobCurrencyQuerySchema.shape).superRefine(
  (query, ctx) => {
    if ((query.page ?? 1) * (query.pageSize ?? DEFAULT_PAGE_SIZE) > MAX_SEARCH_DEPTH) {
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: `Only the first ${DEPTH} results can be paged through (page × page size at most ${DEPTH}); narrow the search to see others`,
      });
    }
  },
);
export type ListJobsQuery = z.infer<typeof ListJobsQuerySchema>;

/**
 * The job-search filters after parsing, null meaning "no filter": what a search runs with, what a
 * saved search stores and answers, and (with the order) what the /jobs address holds.
 */
export const JobFiltersSchema = z.object({
  q: z.string(),
  country: z.number().int().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  workType: z.enum(WORK_TYPES).nullable(),
  visa: z.boolean(),
  /** Only jobs whose employer is on a government sponsor register of the job's country. */
  registeredSponsor: z.boolean(),
});
export type JobFilters = z.infer<typeof JobFiltersSchema>;

export const JobPageSchema = paginated(JobSchema).extend({
  /**
   * The order the page is in: "match" when ranked by the person's match (then `total` counts the
   * jobs ranked: the newest MATCH_WINDOW that fit, at most), "newest" otherwise, also when
   * sort=match was asked by a person with nothing to match on.
   */
  sort: z.enum(JOB_SORTS).optional(),
});
export type JobPage = z.infer<typeof JobPageSchema>;

/** The profile fields a match rests on (src/shared/domain/match.ts missingForMatch). */
export const MATCH_PROFILE_FIELDS = ["skills", "preferredJobTitle", "preferredLocation"] as const;
/** The most jobs GET /api/recommendations answers, and the least score they have. */
export const RECOMMENDATIONS_MAX = 6;
export const RECOMMENDATION_MIN_SCORE = 50;

/** GET /api/recommendations: the signed-in person's best open matches, and what their profile lacks. */
export const RecommendationsSchema = z.object({
  /** Up to RECOMMENDATIONS_MAX open jobs not yet applied to, best first, each scoring at least RECOMMENDATION_MIN_SCORE. */
  items: z.array(JobSchema),
  /** Profile fields still empty; filling them in sharpens (or, when all three are empty, enables) matches. */
  missing: z.array(z.enum(MATCH_PROFILE_FIELDS)),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;

export const SavedStateSchema = z.object({ jobId: z.number().int(), saved: z.boolean() });
export type SavedState = z.infer<typeof SavedStateSchema>;

export const AppliedStateSchema = z.object({ jobId: z.number().int(), applied: z.boolean() });
export type AppliedState = z.infer<typeof AppliedStateSchema>;

/** GET /api/stats (specification, section 7); savedJobs is the signed-in person's own count. */
/** The most saved jobs one answer holds (also what an answer without `limit` holds). */
export const SAVED_JOBS_MAX = 1000;
/** A window on the saved jobs, newest saved first. */
export const SavedJobsQuerySchema = listWindow(SAVED_JOBS_MAX, SAVED_JOBS_MAX);

export const StatsSchema = z.object({
  availableJobs: z.number().int(),
  /** How many of the available jobs are fictional demo postings (all of them on a demo install). */
  demoJobs: z.number().int(),
  visaSponsorshipJobs: z.number().int(),
  countries: z.number().int(),
  savedJobs: z.number().int(),
});
export type Stats = z.infer<typeof StatsSchema>;
