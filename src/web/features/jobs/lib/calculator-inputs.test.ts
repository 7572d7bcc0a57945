import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";
import { describe, expect, it } from "vitest";
import { buildJob } from "../../../test/builders";
import { calculatorPlace, calculatorSalary } from "./calculator-inputs";

function job(overrides: Partial<Job> = {}): Job {
  return buildJob({
    countryId: 1,
    country: { id: 1, code: "US", name: "United States", image: null, colors: [] },
    location: "Austin, United States",
    visaSponsorship: true,
    salary: "90,000-110,000",
    salaryMin: 90_000,
    salaryMax: 110_000,
    salaryCurrency: "USD",
    ...overrides,
  });
}

const country = {
  standardOfLiving: 8.2,
  culturalAcceptance: 70,
  racism: 25,
  culturalVibrancy: 80,
  vegetarianFriendly: 30,
  employmentOpportunity: 75,
} as Country;

describe("calculator inputs", () => {
  it("starts from the average of a dollar salary", () => {
    expect(calculatorSalary(job())).toBe("100000");
    expect(calculatorSalary(job({ salary: null, salaryMin: 50_000, salaryMax: null }))).toBe("50000");
  });
  it("starts from the yearly figures, not the posted text, for pay posted by the hour", () => {
    expect(
      calculatorSalary(job({ salary: "30-40", salaryPeriod: "HOUR", salaryMin: 62_400, salaryMax: 83_200 })),
    ).toBe("72800");
  });
  it("leaves the salary empty when it is posted in another currency or not at all", () => {
    expect(calculatorSalary(job({ salaryCurrency: "EUR" }))).toBe("");
    expect(
      calculatorSalary(job({ salary: null, salaryMin: null, salaryMax: null, salaryCurrency: null })),
    ).toBe("");
  });
  it("uses the city's figures where it has them and the country's for the rest", () => {
    const city = {
      id: 1,
      name: "Austin",
      image: null,
      description: "",
      employmentOpportunity: 90,
      culturalAcceptance: 85,
      housingAvailability: 6,
      racism: 10,
      vegetarianFriendly: 45,
      sources: {},
      region: null,
      population: null,
      timeZone: null,
    };
    expect(calculatorPlace(job({ jobLocation: city }), country)).toEqual({
      standardOfLiving: 82,
      culturalAcceptance: 85,
      racism: 10,
      culturalVibrancy: 80,
      vegetarianFriendly: 45,
      employmentOpportunity: 90,
    });
    expect(calculatorPlace(job(), country).culturalAcceptance).toBe(70);
  });
  it("leaves every figure missing (so the calculator uses 50) when the country is unknown", () => {
    expect(Object.values(calculatorPlace(job(), undefined)).every((v) => v === null)).toBe(true);
  });
});
