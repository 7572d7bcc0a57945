import { describe, expect, it } from "vitest";
import { EMPTY_JOB_FORM, type JobForm, JobFormSchema } from "./job-form-values";

const VALID: JobForm = {
  ...EMPTY_JOB_FORM,
  title: "Data Engineer",
  description: "Build pipelines.",
  applyUrl: "https://jobs.example.com/apply",
  visaStatus: "yes",
  visaEvidence: "We sponsor the Skilled Worker visa.",
};

function errorsOf(form: JobForm): Record<string, string[]> {
  const result = JobFormSchema.safeParse(form);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

// The messages are the server's own (src/shared/schemas/postings.ts): the form runs its schema.
describe("the job form checks a posting with the server's rules", () => {
  it("accepts a whole posting", () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it("puts the server's salary rules under the salary fields", () => {
    const below = errorsOf({ ...VALID, salaryMin: "80000", salaryMax: "60000", salaryCurrency: "EUR" });
    expect(below.salaryMax).toEqual(["Maximum salary must not be below the minimum"]);
    const noCurrency = errorsOf({ ...VALID, salaryMin: "60000" });
    expect(noCurrency.salaryCurrency).toEqual(["A salary needs its currency and pay period"]);
    expect(errorsOf({ ...VALID, salaryMin: "60000", salaryCurrency: "EU" }).salaryCurrency).toEqual([
      "Currency must be a three-letter ISO currency code",
    ]);
  });

  it("refuses an apply link that is not an http(s) address, with the server's message", () => {
    expect(errorsOf({ ...VALID, applyUrl: "ftp://example.com/job" }).applyUrl).toEqual([
      "Apply link must be an http or https address",
    ]);
  });

  it("says a typed amount is not a number once, in the form's words", () => {
    expect(errorsOf({ ...VALID, salaryMin: "60k", salaryCurrency: "EUR" }).salaryMin).toEqual([
      "Enter a whole number, without separators",
    ]);
  });
});
