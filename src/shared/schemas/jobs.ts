import { z } from "zod";
import { CityLocationSchema, CountryRefSchema } from "./countries";

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;
export const WORK_TYPES = ["Remote", "On-site", "Hybrid"] as const;

export const CompanyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Two-letter initials. */
  logo: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
});

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
  visaSponsorship: z.boolean(),
  /** Salary text as posted (for example '60,000-80,000'), or null. */
  salary: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  /** ISO timestamp; the client shows it as relative text ('3 days ago'). */
  postedAt: z.string(),
  skills: z.array(z.string()),
  description: z.string(),
  applyUrl: z.string(),
  /** For a signed-in person: whether they saved / applied to it; false for a visitor. */
  saved: z.boolean(),
  applied: z.boolean(),
});
export type Job = z.infer<typeof JobSchema>;
