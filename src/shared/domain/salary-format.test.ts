import { describe, expect, it } from "vitest";
import {
  formatRupeeLpa,
  formatSalary,
  formatSalaryLine,
  isLpaSalary,
  isYearlyPeriod,
  postedPayNote,
  rupeeRateNote,
  type SalaryFields,
} from "./salary-format";

function job(overrides: Partial<SalaryFields>): SalaryFields {
  return {
    salary: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    country: { code: "US" },
    ...overrides,
  };
}

describe("formatRupeeLpa", () => {
  it("converts a range to lakh rupees per annum with one decimal", () => {
    // 60000 × 83 / 100000 = 49.8; 80000 × 83 / 100000 = 66.4
    expect(formatRupeeLpa("60,000-80,000")).toBe("₹49.8 - 66.4 LPA");
    expect(formatRupeeLpa("$25000 - $40000")).toBe("₹20.8 - 33.2 LPA");
  });
  it("converts a single value", () => {
    expect(formatRupeeLpa("50000")).toBe("₹41.5 LPA");
    expect(formatRupeeLpa(120_000)).toBe("₹99.6 LPA");
  });
  it("leaves text already in rupees or LPA as it is", () => {
    expect(formatRupeeLpa("₹12 - 18 LPA")).toBe("₹12 - 18 LPA");
    expect(formatRupeeLpa("15 LPA")).toBe("15 LPA");
    expect(formatRupeeLpa("₹900000")).toBe("₹900000");
  });
  it("keeps text without numbers", () => {
    expect(formatRupeeLpa("Competitive")).toBe("Competitive");
  });
});

describe("formatSalary", () => {
  it("sends jobs in India through the rupee formatter", () => {
    expect(formatSalary(job({ country: { code: "IN" }, salary: "30000-45000", salaryCurrency: "USD" }))).toBe(
      "₹24.9 - 37.4 LPA",
    );
  });
  it("uses the numbers of an Indian job without salary text", () => {
    expect(formatSalary(job({ country: { code: "IN" }, salaryMin: 30_000, salaryMax: 45_000 }))).toBe(
      "₹24.9 - 37.4 LPA",
    );
  });
  it("shows other salaries with their currency", () => {
    expect(formatSalary(job({ salaryMin: 90_000, salaryMax: 120_000, salaryCurrency: "USD" }))).toBe(
      "$90,000 – $120,000",
    );
    expect(formatSalary(job({ salaryMin: 60_000, salaryMax: 60_000, salaryCurrency: "EUR" }))).toBe(
      "€60,000",
    );
    expect(formatSalary(job({ salaryMin: 50_000, salaryCurrency: "GBP" }))).toBe("£50,000");
  });
  it("falls back to the posted text, then 'Not disclosed'", () => {
    expect(formatSalary(job({ salary: "Competitive" }))).toBe("Competitive");
    expect(formatSalary(job({}))).toBe("Not disclosed");
    expect(formatSalary(job({ country: { code: "IN" } }))).toBe("Not disclosed");
    expect(formatSalary(job({ country: null }))).toBe("Not disclosed");
  });
  it("survives an unknown currency code", () => {
    expect(formatSalary(job({ salary: "1000-2000", salaryMin: 1000, salaryCurrency: "NOPE" }))).toBe(
      "1000-2000",
    );
  });
});

describe("rupeeRateNote", () => {
  it("gives the fixed rate the salary was converted at and the published yearly average beside it", () => {
    expect(
      rupeeRateNote({
        value: 83.6693,
        year: 2024,
        publisher:
          "World Bank, World Development Indicators (source: IMF International Financial Statistics)",
      }),
    ).toBe("at ₹83 per US$; the 2024 average was ₹83.67, World Bank");
  });

  it("says the rate is fixed when no published rate is known", () => {
    expect(rupeeRateNote(null)).toBe("at ₹83 per US$ (a fixed rate)");
  });
});

describe("isLpaSalary", () => {
  const base: SalaryFields = {
    salary: "60,000-80,000",
    salaryMin: 60_000,
    salaryMax: 80_000,
    salaryCurrency: "USD",
    country: { code: "IN" },
  };
  it("is true for an Indian job whose salary is shown in LPA", () => {
    expect(isLpaSalary(base)).toBe(true);
  });
  it("is false elsewhere, and when no salary is disclosed", () => {
    expect(isLpaSalary({ ...base, country: { code: "US" } })).toBe(false);
    expect(isLpaSalary({ ...base, salary: null, salaryMin: null, salaryMax: null })).toBe(false);
  });
});

describe("pay posted by another period than the year", () => {
  const hourly = job({
    salary: "€30–40 per hour",
    salaryMin: 62_400,
    salaryMax: 83_200,
    salaryCurrency: "EUR",
    salaryPeriod: "HOUR",
    country: { code: "DE" },
  });

  it("shows the yearly figures with a note of how the pay was posted", () => {
    expect(formatSalaryLine(hourly)).toBe("€62,400 – €83,200 a year (posted as €30–40 per hour)");
    expect(formatSalaryLine({ ...hourly, salary: "30-40", salaryPeriod: "MONTH" })).toBe(
      "€62,400 – €83,200 a year (posted as 30-40 per month)",
    );
    expect(postedPayNote({ ...hourly, salary: null })).toBe("per hour");
  });

  it("adds nothing to yearly pay or pay without a period", () => {
    expect(formatSalaryLine({ ...hourly, salaryPeriod: "YEAR" })).toBe("€62,400 – €83,200");
    expect(formatSalaryLine({ ...hourly, salaryPeriod: null })).toBe("€62,400 – €83,200");
    expect(isYearlyPeriod(undefined)).toBe(true);
    expect(isYearlyPeriod("WEEK")).toBe(false);
  });

  it("shows hourly pay as posted when there are no yearly figures, never as a yearly salary", () => {
    const noNumbers = { ...hourly, salaryMin: null, salaryMax: null };
    expect(formatSalary(noNumbers)).toBe("€30–40 per hour");
    expect(formatSalaryLine(noNumbers)).toBe("€30–40 per hour");
  });

  it("converts the yearly figures, not the hourly text, to lakh rupees", () => {
    const india = job({
      salary: "500-700",
      salaryMin: 1_040_000,
      salaryMax: 1_456_000,
      salaryPeriod: "HOUR",
      country: { code: "IN" },
    });
    expect(formatSalary(india)).toBe(
      `₹${((1_040_000 * 83) / 100_000).toFixed(1)} - ${((1_456_000 * 83) / 100_000).toFixed(1)} LPA`,
    );
  });
});
