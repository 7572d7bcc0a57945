import { z } from "zod";
import { IsDemoSchema, listWindow } from "./common";

/** PostgreSQL text cannot hold NUL; refuse it readably instead of failing on insert. */
function hasNoNul(text: string): boolean {
  return !text.includes("\u0000");
}
const NUL_MESSAGE = "Text cannot contain a null character";

export const ReferralCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  location: z.string(),
  description: z.string().nullable(),
  isDemo: IsDemoSchema,
});

/** A referral offering as the specification's section 3 shows it. */
export const ReferrerSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company: ReferralCompanySchema,
  userId: z.number().int(),
  user: z.object({
    fullName: z.string(),
    profession: z.string().nullable(),
    skills: z.array(z.string()),
    isDemo: IsDemoSchema,
  }),
  experience: z.number().int(),
  description: z.string(),
  currentEmployee: z.boolean(),
  successRate: z.number().int().nullable(),
  available: z.boolean(),
  isDemo: IsDemoSchema,
});
export type Referrer = z.infer<typeof ReferrerSchema>;

/** The most offerings or companies one answer holds (also what an answer without `limit` holds). */
export const MARKETPLACE_PAGE_MAX = 100;

/**
 * The marketplace filters: q matches the company name or the referrer's full name; `limit` and
 * `offset` take a window of the answer.
 */
export const ReferrersQuerySchema = listWindow(MARKETPLACE_PAGE_MAX, MARKETPLACE_PAGE_MAX).extend({
  q: z
    .string()
    .trim()
    .max(100, "Search text must be at most 100 characters")
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ReferrersQuery = z.infer<typeof ReferrersQuerySchema>;

/** A company on the marketplace's Companies tab, with how many active referrers it has. */
export const ReferralCompanyWithCountSchema = ReferralCompanySchema.extend({
  referrerCount: z.number().int(),
});
export type ReferralCompanyWithCount = z.infer<typeof ReferralCompanyWithCountSchema>;

export const ReferralCompaniesQuerySchema = listWindow(MARKETPLACE_PAGE_MAX, MARKETPLACE_PAGE_MAX).extend({
  q: z
    .string()
    .trim()
    .max(100, "Search text must be at most 100 characters")
    .refine(hasNoNul, NUL_MESSAGE)
    .optional(),
});

/** Every company a person can offer referrals at (the offering form's list). */
export const CompanyOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export const EXPERIENCE_MESSAGE = "Years of experience must be a whole number from 0 to 60";

/** What a person fills in to offer referrals (create); edit sends any subset of it. */
export const OfferingInputSchema = z.object({
  companyId: z
    .number({ error: "Please choose a company" })
    .int("Please choose a company")
    .positive("Please choose a company")
    .max(2_147_483_647, "Please choose a company"),
  experience: z
    .number({ error: EXPERIENCE_MESSAGE })
    .int(EXPERIENCE_MESSAGE)
    .min(0, EXPERIENCE_MESSAGE)
    .max(60, EXPERIENCE_MESSAGE),
  description: z
    .string({ error: "Description must be at least 10 characters" })
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(1000, "Description must be at most 1,000 characters")
    .refine(hasNoNul, NUL_MESSAGE),
  currentEmployee: z.boolean({ error: "Say whether you work there now" }),
  available: z.boolean({ error: "Say whether the offer is active" }),
});
export type OfferingInput = z.infer<typeof OfferingInputSchema>;

export const OfferingPatchSchema = OfferingInputSchema.partial().refine(
  (value) => Object.keys(value).length > 0,
  "Send at least one field to change",
);
export type OfferingPatch = z.infer<typeof OfferingPatchSchema>;

export const REFERRAL_STATUSES = ["Pending", "Accepted", "Declined", "Referred"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** What a referrer can set; 'Pending' is only where a request starts. */
export const REFERRER_DECISIONS = ["Accepted", "Declined", "Referred"] as const;

export const MESSAGE_MAX = 5000;
export const MessageContentSchema = z
  .string({ error: "Message cannot be empty" })
  .trim()
  .min(1, "Message cannot be empty")
  .max(MESSAGE_MAX, "Message must be at most 5,000 characters")
  .refine(hasNoNul, NUL_MESSAGE);

export const ReferralRequestSchema = z.object({
  id: z.number().int(),
  offeringId: z.number().int().nullable(),
  seekerId: z.number().int().nullable(),
  referrerId: z.number().int().nullable(),
  companyName: z.string(),
  /**
   * The job the seeker asks to be referred for, if named: its title as it was then, and its id
   * while the job still exists (null after it is removed).
   */
  job: z.object({ id: z.number().int().nullable(), title: z.string() }).nullable(),
  status: z.enum(REFERRAL_STATUSES),
  /**
   * When the seeker confirmed the referral (null: not confirmed). A referral raises the referrer's
   * public success rate only once confirmed.
   */
  seekerConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReferralRequest = z.infer<typeof ReferralRequestSchema>;

export const CreateReferralRequestInputSchema = z.object({
  offeringId: z.number({ error: "Choose a referrer to contact" }).int().positive().max(2_147_483_647),
  message: MessageContentSchema,
  /** Optional: the job at the referrer's company to be referred for. */
  jobId: z.number({ error: "Choose a job from the list" }).int().positive().max(2_147_483_647).optional(),
});
export type CreateReferralRequestInput = z.infer<typeof CreateReferralRequestInputSchema>;

export const CreateReferralRequestResultSchema = z.object({
  request: ReferralRequestSchema,
  /** True when a new request was opened; false when the open one was reused. */
  created: z.boolean(),
  messageId: z.number().int(),
});
export type CreateReferralRequestResult = z.infer<typeof CreateReferralRequestResultSchema>;

export const UpdateReferralRequestInputSchema = z.object({
  status: z.enum(REFERRER_DECISIONS, { error: "Status must be Accepted, Declined or Referred" }),
});

export const ReferralRequestsQuerySchema = z.object({
  withUserId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One of the signed-in person's saved or tracked jobs at a referrer's company, for the request dialog. */
export const ReferralJobOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  saved: z.boolean(),
  /** The person's application status for the job; null when they only saved it. */
  applicationStatus: z.string().nullable(),
});
export type ReferralJobOption = z.infer<typeof ReferralJobOptionSchema>;

export const ReferralJobOptionsSchema = z.object({ jobs: z.array(ReferralJobOptionSchema) });
