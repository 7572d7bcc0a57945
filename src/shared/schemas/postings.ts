import { z } from "zod";
import { EMPLOYMENT_TYPES, VISA_STATUSES, WORK_TYPES } from "../domain/job-limits";

/** The periods a posting may state its pay in (schema.org unitText); stored pay is yearly. */
export const SALARY_PERIODS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_SKILLS = 30;
export const MAX_VISA_EVIDENCE_LENGTH = 500;

/**
 * An http or https address with a domain name, as the URL standard parses it (Zod's httpUrl): the
 * one rule for every web address we keep.
 */
const HTTP_ADDRESS = z.httpUrl();

export function isWebAddress(text: string): boolean {
  return HTTP_ADDRESS.safeParse(text).success;
}

/**
 * One job posting as it enters Borderless, from an import or an employer's form: the same rules
 * for both. Titles and descriptions are stored as plain text: an import's HTML description is
 * turned into text with its paragraphs and lists, and markup typed into the employer form is
 * removed (src/server/import/html-text.ts), so no stored text carries markup.
 */
export const JobPostingInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Title is required")
      .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
    description: z
      .string()
      .trim()
      .min(1, "Description is required")
      .max(
        MAX_DESCRIPTION_LENGTH,
        `Description must be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters`,
      ),
    employmentType: z.enum(EMPLOYMENT_TYPES, {
      message: `Employment type must be one of: ${EMPLOYMENT_TYPES.join(", ")}`,
    }),
    workType: z.enum(WORK_TYPES, { message: `Work type must be one of: ${WORK_TYPES.join(", ")}` }),
    /** ISO 3166-1 alpha-2; null for a remote job open anywhere. */
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, "Country must be a two-letter ISO country code")
      .nullable(),
    city: z.string().trim().max(100, "City must be at most 100 characters").nullable(),
    salaryMin: z.number().int("Salary must be a whole number").min(0, "Salary cannot be negative").nullable(),
    salaryMax: z.number().int("Salary must be a whole number").min(0, "Salary cannot be negative").nullable(),
    salaryCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/, "Currency must be a three-letter ISO currency code")
      .nullable(),
    salaryPeriod: z
      .enum(SALARY_PERIODS, { message: `Pay period must be one of: ${SALARY_PERIODS.join(", ")}` })
      .nullable(),
    skills: z
      .array(z.string().trim().min(1).max(40, "A skill must be at most 40 characters"))
      .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills`),
    applyUrl: z.string().refine(isWebAddress, "Apply link must be an http or https address"),
    /** The last day applications are accepted (ISO timestamp), or null. */
    validThrough: z.iso
      .datetime({ offset: true, message: "Closing date must be a date and time" })
      .nullable(),
    visa: z.object({
      status: z.enum(VISA_STATUSES),
      evidence: z
        .string()
        .trim()
        .max(
          MAX_VISA_EVIDENCE_LENGTH,
          `The visa sentence must be at most ${MAX_VISA_EVIDENCE_LENGTH} characters`,
        )
        .nullable(),
    }),
  })
  .superRefine((posting, ctx) => {
    if (posting.salaryMin !== null && posting.salaryMax !== null && posting.salaryMin > posting.salaryMax) {
      ctx.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "Maximum salary must not be below the minimum",
      });
    }
    const paid = posting.salaryMin !== null || posting.salaryMax !== null;
    if (paid && (posting.salaryCurrency === null || posting.salaryPeriod === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["salaryCurrency"],
        message: "A salary needs its currency and pay period",
      });
    }
    if (posting.visa.status !== "unknown" && !posting.visa.evidence) {
      ctx.addIssue({
        code: "custom",
        path: ["visa", "evidence"],
        message: "Say in one sentence what the job offers about visas",
      });
    }
  });
export type JobPostingInput = z.infer<typeof JobPostingInputSchema>;
