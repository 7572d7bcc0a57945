import { z } from "zod";
import {
  COMPANY_MAX_PAGE,
  COMPANY_MAX_PAGE_SIZE,
  COMPANY_PAGE_SIZE,
  COMPANY_QUERY_MAX,
} from "../domain/company-limits";
import { IsDemoSchema, paginated } from "./common";
import { JobSchema } from "./jobs";
import { ReferrerSchema } from "./referrals";
import { SponsorRecordSchema } from "./sponsors";

const pageMessage = `Page must be a whole number from 1 to ${COMPANY_MAX_PAGE}`;
const sizeMessage = `Page size must be a whole number from 1 to ${COMPANY_MAX_PAGE_SIZE}`;

/** GET /api/companies: an optional name search (contains, any case) and a page. */
export const ListCompaniesQuerySchema = z.object({
  q: z
    .string()
    .max(COMPANY_QUERY_MAX, `Search text must be at most ${COMPANY_QUERY_MAX} characters`)
    .refine((v) => !v.includes("\u0000"), "Search text cannot contain a null character")
    .optional()
    .transform((v) => v?.trim() ?? ""),
  page: z.coerce
    .number({ message: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(COMPANY_MAX_PAGE, pageMessage)
    .default(1),
  pageSize: z.coerce
    .number({ message: sizeMessage })
    .int(sizeMessage)
    .min(1, sizeMessage)
    .max(COMPANY_MAX_PAGE_SIZE, sizeMessage)
    .default(COMPANY_PAGE_SIZE),
});
export type ListCompaniesQuery = z.infer<typeof ListCompaniesQuerySchema>;

/** A company as its card shows it, with what it offers right now. */
export const CompanySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Two-letter initials shown as the logo. */
  logo: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string(),
  isDemo: IsDemoSchema,
  /**
   * For a page a person created: whether a manager's verified email address is at the domain of
   * its website (false shows "Unverified"); null for a company no person manages.
   */
  verified: z.boolean().nullable(),
  /** Its jobs that still accept applications. */
  openJobs: z.number().int(),
  /** Its open jobs whose posting says it sponsors visas (visa.status 'yes'). */
  sponsoringJobs: z.number().int(),
  /** The government registers of sponsoring employers that list it, in any country; empty when none. */
  sponsorRecord: SponsorRecordSchema,
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const CompanyPageSchema = paginated(CompanySummarySchema);
export type CompanyPage = z.infer<typeof CompanyPageSchema>;

/** How the company's open jobs answer the visa question; the three answers add up to openJobs. */
export const SponsorshipRecordSchema = z.object({
  openJobs: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  unknown: z.number().int(),
});
export type SponsorshipRecord = z.infer<typeof SponsorshipRecordSchema>;

export const COMPANY_LOCATIONS_MAX = 20;
export const COMPANY_JOBS_MAX = 50;
export const COMPANY_REFERRERS_MAX = 20;

/** GET /api/companies/:id: the company page. */
export const CompanyDetailSchema = CompanySummarySchema.extend({
  /** Where its open jobs are (distinct location texts), at most COMPANY_LOCATIONS_MAX. */
  locations: z.array(z.string()),
  /** Its open jobs, newest first, at most COMPANY_JOBS_MAX. */
  jobs: z.array(JobSchema),
  sponsorship: SponsorshipRecordSchema,
  /** The active referral offerings at the company, as the referral marketplace lists them. */
  referrers: z.array(ReferrerSchema),
  /** Whether the signed-in person manages this company page; false for a visitor. */
  canManage: z.boolean(),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;
