import { describe, expect, it } from "vitest";
import type { SponsorRecordEntry, VisaRoute } from "../schemas/sponsors";
import { buildVisaCheck, checkSalary, describeRecordEntry, type VisaCheckJob } from "./visa-check";

// A route made up for the rule alone: its figures are test inputs, not any country's.
function route(overrides: Partial<VisaRoute> = {}): VisaRoute {
  return {
    id: "test-route",
    country: "GB",
    name: "Test route",
    forWhom: "Anyone",
    threshold: { amount: 41_700, currency: "GBP", period: "year" },
    lowerThreshold: "£33,400 may apply to new entrants",
    fees: null,
    processingTime: null,
    officialUrl: "https://authority.test/route",
    effectiveFrom: null,
    effectiveTo: null,
    verifiedOn: null,
    readAt: null,
    notVerified: [],
    ...overrides,
  };
}

function job(overrides: Partial<VisaCheckJob> = {}): VisaCheckJob {
  return {
    visaStatus: "unknown",
    visaEvidence: null,
    salaryMin: 38_000,
    salaryMax: 45_000,
    salaryCurrency: "GBP",
    sponsorRecord: [],
    ...overrides,
  };
}

const entry: SponsorRecordEntry = {
  register: "us-h1b",
  registerName: "USCIS H-1B Employer Data Hub",
  country: "US",
  matchedName: "ACME INC",
  match: "likely",
  route: "H-1B",
  rating: null,
  town: "AUSTIN",
  fiscalYear: 2022,
  approvals: 1234,
  asOf: "2023-09-08",
  sourceUrl: "https://register.test",
};

describe("checkSalary", () => {
  it("says in words whether the lowest salary reaches the floor, naming a lower one", () => {
    expect(checkSalary(route(), job())).toMatchObject({
      meets: false,
      reason: "£38,000 is below the £41,700 general threshold; £33,400 may apply to new entrants.",
      sourceUrl: "https://authority.test/route",
    });
    expect(checkSalary(route(), job({ salaryMin: 50_000 }))).toMatchObject({
      meets: true,
      reason: "£50,000 meets the £41,700 general threshold.",
    });
  });

  it("compares a monthly floor by the year", () => {
    const monthly = route({
      threshold: { amount: 4_000, currency: "EUR", period: "month" },
      lowerThreshold: null,
    });
    expect(checkSalary(monthly, job({ salaryMin: 47_000, salaryCurrency: "EUR" })).meets).toBe(false);
    expect(checkSalary(monthly, job({ salaryMin: 48_000, salaryCurrency: "EUR" })).meets).toBe(true);
  });

  it("answers null, with the reason, when it cannot tell", () => {
    expect(checkSalary(route(), job({ salaryCurrency: "EUR" }))).toMatchObject({
      meets: null,
      reason: "The salary is in EUR and the floor in GBP; no conversion is made here.",
    });
    expect(checkSalary(route(), job({ salaryMin: null, salaryMax: null })).reason).toBe(
      "The posting does not state a salary.",
    );
    expect(checkSalary(route(), job({ salaryCurrency: null })).meets).toBeNull();
    expect(checkSalary(route({ threshold: null }), job())).toMatchObject({
      meets: null,
      reason: "The Test route's salary floor is not verified here yet; see the official page.",
    });
  });
});

describe("the employer's line", () => {
  it("quotes the register, with approvals by fiscal year and the name it is listed under", () => {
    expect(describeRecordEntry(entry)).toBe(
      "On the USCIS H-1B Employer Data Hub (listed as “ACME INC”) — H-1B, 1,234 petitions approved in fiscal year 2022, as of 2023-09-08",
    );
  });

  it("says which registers do not list it, or that none is read for the country", () => {
    expect(buildVisaCheck(job(), [], ["UK register of licensed sponsors"]).employer).toEqual({
      onRegister: false,
      summary: "Not found on the UK register of licensed sponsors.",
    });
    expect(buildVisaCheck(job(), [], []).employer.summary).toBe(
      "Borderless reads no government sponsor register for this country yet.",
    );
    const listed = buildVisaCheck(
      job({ sponsorRecord: [entry], visaStatus: "yes", visaEvidence: "We sponsor." }),
      [route()],
      [],
    );
    expect(listed.employer.onRegister).toBe(true);
    expect(listed.posting).toEqual({ answer: "yes", evidence: "We sponsor." });
    expect(listed.salary).toHaveLength(1);
  });
});
