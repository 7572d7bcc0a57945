import { type EmployerJobInput, EmployerJobInputSchema, PERIODS_PER_YEAR } from "@shared/schemas/employer";
import type { Job } from "@shared/schemas/jobs";
import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/schemas/jobs";
import {
  MAX_TITLE_LENGTH,
  MAX_VISA_EVIDENCE_LENGTH,
  SALARY_PERIODS,
  type SalaryPeriod,
} from "@shared/schemas/postings";
import { z } from "zod";

const amount = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{1,9}$/.test(v), "Enter a whole number, without separators");

/** The job form as typed: every field is text, checked here for what only text can be wrong in. */
const JobFormFieldsSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(MAX_TITLE_LENGTH),
  description: z.string().trim().min(1, "Description is required"),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workType: z.enum(WORK_TYPES),
  /** "" is a remote job open anywhere. */
  countryCode: z.string(),
  city: z.string().trim().max(100, "City must be at most 100 characters"),
  salaryMin: amount,
  salaryMax: amount,
  salaryCurrency: z.string().trim(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  skills: z.string(),
  applyUrl: z.string().trim(),
  validThrough: z.string(),
  visaStatus: z
    .enum(["yes", "no", ""])
    .refine((v) => v.length > 0, "Say whether you sponsor visas for this role"),
  visaEvidence: z
    .string()
    .trim()
    .min(1, "Say in one sentence what you offer about visas")
    .max(MAX_VISA_EVIDENCE_LENGTH, `At most ${MAX_VISA_EVIDENCE_LENGTH} characters`),
});
export type JobForm = z.infer<typeof JobFormFieldsSchema>;

/**
 * The form's checks, then the server's own rules (EmployerJobInputSchema: salaries, currency, pay
 * period, the apply link's address …) on the posting the form makes, each message under its field:
 * one schema decides, in the browser and on the server.
 */
export const JobFormSchema = JobFormFieldsSchema.superRefine((form, ctx) => {
  const posting = EmployerJobInputSchema.safeParse(toPostingInput(form));
  if (posting.success) return;
  for (const issue of posting.error.issues) {
    const field = formFieldOf(issue.path.join("."));
    ctx.addIssue({ code: "custom", path: field ? [field] : [], message: issue.message });
  }
});

export const EMPTY_JOB_FORM: JobForm = {
  title: "",
  description: "",
  employmentType: "Full-time",
  workType: "On-site",
  countryCode: "",
  city: "",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "",
  salaryPeriod: "YEAR",
  skills: "",
  applyUrl: "",
  validThrough: "",
  visaStatus: "",
  visaEvidence: "",
};

/** A whole amount as typed, or null when there is none (or it is not one: the form says so). */
const number = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The posting the API takes, from the form. */
export function toPostingInput(form: JobForm): EmployerJobInput {
  const salaryMin = number(form.salaryMin);
  const salaryMax = number(form.salaryMax);
  const paid = salaryMin !== null || salaryMax !== null;
  return {
    title: form.title.trim(),
    description: form.description,
    employmentType: form.employmentType,
    workType: form.workType,
    countryCode: form.countryCode || null,
    city: form.city.trim() || null,
    salaryMin,
    salaryMax,
    salaryCurrency: paid && form.salaryCurrency ? form.salaryCurrency.toUpperCase() : null,
    salaryPeriod: paid ? form.salaryPeriod : null,
    skills: form.skills
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    applyUrl: form.applyUrl.trim(),
    // The closing date is the whole of that day, in UTC.
    validThrough: form.validThrough ? `${form.validThrough}T23:59:59Z` : null,
    visa: {
      status: form.visaStatus === "" ? "unknown" : form.visaStatus,
      evidence: form.visaEvidence.trim(),
    },
  };
}

function periodOf(text: string | null): SalaryPeriod {
  return (SALARY_PERIODS as readonly string[]).includes(text ?? "") ? (text as SalaryPeriod) : "YEAR";
}

/** How the server writes the place of a remote job with a city but no country. */
const REMOTE_SUFFIX = " (remote, anywhere)";

/** The form filled from a posted job: salaries back in the period they were entered in. */
export function toJobForm(job: Job): JobForm {
  const period = periodOf(job.salaryPeriod);
  const perPeriod = (yearly: number | null) =>
    yearly === null ? "" : String(Math.round(yearly / PERIODS_PER_YEAR[period]));
  return { ...fields(job, period, perPeriod), city: cityOf(job) };
}

/** The city as the employer typed it, read back from the stored place. */
function cityOf(job: Job): string {
  if (job.jobLocation) return job.jobLocation.name;
  if (job.country) {
    const first = job.location.split(",")[0]?.trim() ?? "";
    return first !== job.country.name ? first : "";
  }
  return job.location.endsWith(REMOTE_SUFFIX) ? job.location.slice(0, -REMOTE_SUFFIX.length) : "";
}

function fields(
  job: Job,
  period: SalaryPeriod,
  perPeriod: (yearly: number | null) => string,
): Omit<JobForm, "city"> {
  return {
    title: job.title,
    description: job.description,
    employmentType: job.employmentType,
    workType: job.workType,
    countryCode: job.country?.code ?? "",
    salaryMin: perPeriod(job.salaryMin),
    salaryMax: perPeriod(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? "",
    salaryPeriod: period,
    skills: job.skills.join(", "),
    applyUrl: job.applyUrl,
    validThrough: job.validThrough?.slice(0, 10) ?? "",
    visaStatus: job.visa.status === "unknown" ? "" : job.visa.status,
    visaEvidence: job.visa.evidence ?? "",
  };
}

/** Where the server's per-field messages go on the form. */
export function formFieldOf(serverField: string): keyof JobForm | null {
  if (serverField === "visa.evidence") return "visaEvidence";
  if (serverField === "visa.status") return "visaStatus";
  return serverField in EMPTY_JOB_FORM ? (serverField as keyof JobForm) : null;
}
