import { z } from "zod";
import { VISA_STATUSES } from "../domain/job-limits";

/** How a company's name met a register entry's (docs/decisions/029-sponsor-registers.md). */
export const SPONSOR_MATCHES = ["exact", "likely"] as const;

/** One register line about an employer: where it is listed, as the register publishes it. */
export const SponsorRecordEntrySchema = z.object({
  /** The register's id: 'uk-sponsors', 'us-h1b', 'ca-lmia' or 'nl-ind'. */
  register: z.string(),
  /** The register named for a sentence ("UK register of licensed sponsors"). */
  registerName: z.string(),
  /** ISO 3166-1 alpha-2 code of the register's country. */
  country: z.string(),
  /** The employer's name as the register writes it. */
  matchedName: z.string(),
  /** 'exact': the names are equal once case, punctuation and legal forms are set aside; 'likely': they differ by one word such as "UK" or "Group". */
  match: z.enum(SPONSOR_MATCHES),
  /** The routes, streams or visa classes listed, as published (comma-separated); null where none. */
  route: z.string().nullable(),
  /** The licence type and rating as published ("Worker (A rating)"); null where the register has none. */
  rating: z.string().nullable(),
  town: z.string().nullable(),
  fiscalYear: z.number().int().nullable(),
  /** Approved H-1B petitions (initial and continuing) or approved LMIA positions; null where none. */
  approvals: z.number().int().nullable(),
  /** The date the register's snapshot was published (YYYY-MM-DD). */
  asOf: z.string(),
  /** The publisher's page for the register. */
  sourceUrl: z.string(),
});
export type SponsorRecordEntry = z.infer<typeof SponsorRecordEntrySchema>;

/** Every register line about an employer; empty when it is on none. */
export const SponsorRecordSchema = z.array(SponsorRecordEntrySchema);

const ThresholdSchema = z.object({
  amount: z.number(),
  /** ISO 4217 code. */
  currency: z.string(),
  /** 'year', 'month' or 'hour'. */
  period: z.enum(["year", "month", "hour"]),
});
export type Threshold = z.infer<typeof ThresholdSchema>;

/** One work-visa route of a country, as its authority publishes it (data/visas/routes.json). */
export const VisaRouteSchema = z.object({
  id: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string(),
  name: z.string(),
  /** Who the route is for, in short. */
  forWhom: z.string(),
  /** The general salary floor; null when the route has none or it was not verified (see `notVerified`). */
  threshold: ThresholdSchema.nullable(),
  /** When a lower floor applies, and what it is, in words; null when none is published or verified. */
  lowerThreshold: z.string().nullable(),
  /** Fees in words, as published; null when not verified. */
  fees: z.string().nullable(),
  /** Typical processing time where the authority publishes one; null otherwise. */
  processingTime: z.string().nullable(),
  /** The authority's page for the route. */
  officialUrl: z.string(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  /** The date of the authority's page the figures were read on; null when nothing could be checked. */
  verifiedOn: z.string().nullable(),
  /** Where the figures were read (the stored page's address); null when nothing could be checked. */
  readAt: z.string().nullable(),
  /** The fields that could not be checked against the authority's page, so are left empty. */
  notVerified: z.array(z.string()),
});
export type VisaRoute = z.infer<typeof VisaRouteSchema>;

export const VisaRoutesQuerySchema = z.object({
  country: z
    .string({ message: "Country must be a country id or a two-letter ISO code" })
    .trim()
    .max(20, "Country must be a country id or a two-letter ISO code")
    .refine(
      (v) => /^[1-9]\d{0,8}$/.test(v) || /^[A-Za-z]{2}$/.test(v),
      "Country must be a country id or a two-letter ISO code",
    ),
});

/** GET /api/visa-routes?country=: the country's main routes for a skilled employee. */
export const VisaRoutesSchema = z.object({
  /** ISO 3166-1 alpha-2 code of the country asked for. */
  country: z.string(),
  routes: z.array(VisaRouteSchema),
  /** Said when no route of the country is listed yet, rather than guessing. */
  note: z.string().nullable(),
});
export type VisaRoutes = z.infer<typeof VisaRoutesSchema>;

/** A job's salary against one route's floor. */
export const SalaryCheckSchema = z.object({
  routeId: z.string(),
  routeName: z.string(),
  threshold: ThresholdSchema.nullable(),
  /** true or false when the salary and the floor are in one currency and both known; otherwise null. */
  meets: z.boolean().nullable(),
  /** Why, in words ("£38,000 is below the £41,700 general threshold; …"). */
  reason: z.string(),
  /** The route's page at its authority. */
  sourceUrl: z.string(),
});
export type SalaryCheck = z.infer<typeof SalaryCheckSchema>;

/** The three answers to "Can I get a visa for this job?", side by side. */
export const VisaCheckSchema = z.object({
  /** What the posting itself says ('yes', 'no' or 'unknown') and its own sentence. */
  posting: z.object({ answer: z.enum(VISA_STATUSES), evidence: z.string().nullable() }),
  /** Whether the employer is on a register of the job's country, in a sentence. */
  employer: z.object({ onRegister: z.boolean(), summary: z.string() }),
  salary: z.array(SalaryCheckSchema),
});
export type VisaCheck = z.infer<typeof VisaCheckSchema>;
