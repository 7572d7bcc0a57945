import { z } from "zod";
import { isWebAddress, JobPostingInputSchema, type SalaryPeriod } from "./postings";

/** PostgreSQL text cannot hold NUL; refuse it readably instead of failing on insert. */
function hasNoNul(text: string): boolean {
  return !text.includes("\u0000");
}
const NUL_MESSAGE = "Text cannot contain a null character";

export const MAX_COMPANY_NAME_LENGTH = 100;
export const MAX_COMPANY_DESCRIPTION_LENGTH = 2000;
export const MAX_COMPANY_LOCATION_LENGTH = 100;
export const MAX_WEBSITE_LENGTH = 300;

const descriptionField = z
  .string()
  .trim()
  .max(
    MAX_COMPANY_DESCRIPTION_LENGTH,
    `Description must be at most ${MAX_COMPANY_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters`,
  )
  .refine(hasNoNul, NUL_MESSAGE);

const websiteField = z
  .string()
  .trim()
  .max(MAX_WEBSITE_LENGTH, `Website must be at most ${MAX_WEBSITE_LENGTH} characters`)
  .refine(
    (v) => v === "" || isWebAddress(v),
    "Website must be an http or https address, like https://example.com",
  );

const locationField = z
  .string()
  .trim()
  .min(1, "Location is required")
  .max(MAX_COMPANY_LOCATION_LENGTH, `Location must be at most ${MAX_COMPANY_LOCATION_LENGTH} characters`)
  .refine(hasNoNul, NUL_MESSAGE);

/** POST /api/companies: a new company page; empty description or website means none. */
export const CreateCompanySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Company name is required")
    .max(MAX_COMPANY_NAME_LENGTH, `Company name must be at most ${MAX_COMPANY_NAME_LENGTH} characters`)
    .refine(hasNoNul, NUL_MESSAGE),
  description: descriptionField.nullable().optional(),
  website: websiteField.nullable().optional(),
  location: locationField,
});
export type CreateCompany = z.infer<typeof CreateCompanySchema>;

/** PATCH /api/companies/:id: the fields sent change; the name stays (other pages find it by name). */
export const UpdateCompanySchema = z.object({
  description: descriptionField.nullable().optional(),
  website: websiteField.nullable().optional(),
  location: locationField.optional(),
});
export type UpdateCompany = z.infer<typeof UpdateCompanySchema>;

/** A company page the signed-in person manages, with how many of its jobs are open and closed. */
export const ManagedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string(),
  openJobs: z.number().int(),
  closedJobs: z.number().int(),
  createdAt: z.string(),
  /**
   * Whether a manager's verified email address is at the domain of the page's website: only then
   * do jobs imported from the company's own careers site appear on the page.
   */
  verified: z.boolean(),
});
export type ManagedCompany = z.infer<typeof ManagedCompanySchema>;

/**
 * A job as an employer posts or edits it: the same rules as every posting, plus an answer the
 * employer must give. They say yes or no about visas ("unknown" is for postings that are silent)
 * and write their own sentence about it.
 */
export const EmployerJobInputSchema = JobPostingInputSchema.superRefine((posting, ctx) => {
  if (posting.visa.status === "unknown") {
    ctx.addIssue({
      code: "custom",
      path: ["visa", "status"],
      message: "Say whether you sponsor visas for this role: yes or no",
    });
  }
  const texts: [string, string | null][] = [
    ["title", posting.title],
    ["description", posting.description],
    ["city", posting.city],
    ["visa.evidence", posting.visa.evidence],
    ...posting.skills.map((skill): [string, string] => ["skills", skill]),
  ];
  for (const [field, text] of texts) {
    if (text !== null && !hasNoNul(text)) {
      ctx.addIssue({ code: "custom", path: field.split("."), message: NUL_MESSAGE });
    }
  }
});
export type EmployerJobInput = z.infer<typeof EmployerJobInputSchema>;

/** How many of a period make a year: stored salaries are yearly. */
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

export const PERIOD_WORDS: Record<SalaryPeriod, string> = {
  HOUR: "per hour",
  DAY: "per day",
  WEEK: "per week",
  MONTH: "per month",
  YEAR: "per year",
};
