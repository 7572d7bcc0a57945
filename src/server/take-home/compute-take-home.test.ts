import { describe, expect, it } from "vitest";
import { computeTakeHome, TakeHomeInputError, takeHomeCoverage } from "./compute-take-home";
import { loadTaxRules } from "./load-tax-rules";

const rules = loadTaxRules();

function refusal(input: Parameters<typeof computeTakeHome>[1]): string {
  try {
    computeTakeHome(rules, input);
  } catch (error) {
    expect(error).toBeInstanceOf(TakeHomeInputError);
    return (error as Error).message;
  }
  throw new Error("the input was accepted");
}

describe("computeTakeHome", () => {
  it("chooses the tax year in force on the given day", () => {
    const autumn = computeTakeHome(rules, { country: "GB", gross: 30000, on: new Date("2026-11-29") });
    expect(autumn.taxYear).toBe("2026-27");
    const ireland = computeTakeHome(rules, { country: "IE", gross: 30000, on: new Date("2024-06-01") });
    expect(ireland.taxYear).toBe("2024");
  });

  it("uses the nearest year held, and says so, when none covers the day", () => {
    const later = computeTakeHome(rules, { country: "IE", gross: 30000, on: new Date("2031-03-01") });
    expect(later.taxYear).toBe("2026");
    expect(later.assumptions[0]).toBe(
      "No rules are held for the tax year in force on 2031-03-01: these are the rules of 2026 (2026-01-01 to 2026-12-31), the nearest held.",
    );
  });

  it("adds up the lines into income tax, contributions and net pay", () => {
    const answer = computeTakeHome(rules, { country: "GB", gross: 60000, year: "2026-27", region: "sct" });
    expect(answer.region).toBe("SCT");
    expect(answer.incomeTax).toBe(answer.lines[0]?.amount);
    expect(answer.socialContributions).toBe(answer.lines[1]?.amount);
    expect(answer.net).toBe(Math.round((60000 - answer.incomeTax - answer.socialContributions) * 100) / 100);
    expect(answer.netMonthly).toBe(Math.round((answer.net / 12) * 100) / 100);
    expect(answer.currency).toBe("GBP");
  });

  it("answers zero tax on zero pay", () => {
    const answer = computeTakeHome(rules, { country: "IE", gross: 0, year: "2026" });
    expect([answer.incomeTax, answer.socialContributions, answer.net]).toEqual([0, 0, 0]);
  });

  it("refuses what the rules cannot answer, in words a person can read", () => {
    expect(refusal({ country: "XX", gross: 1000 })).toMatch(/^No take-home rules for "XX"; they cover .*GB/);
    expect(refusal({ country: "GB", gross: -1 })).toBe("The gross pay must be a number of zero or more");
    expect(refusal({ country: "GB", gross: Number.NaN })).toBe(
      "The gross pay must be a number of zero or more",
    );
    expect(refusal({ country: "GB", gross: 5e12 })).toMatch(/^A gross pay above 1e\+12 a year/);
    expect(refusal({ country: "GB", gross: 1000, year: "2019-20" })).toBe(
      'No GB rules for the tax year "2019-20"; held: 2026-27',
    );
    expect(refusal({ country: "GB", gross: 1000, region: "WLS" })).toBe(
      '"WLS" is not a region of GB\'s rules; they cover ENG (England, Wales and Northern Ireland), SCT (Scotland)',
    );
    expect(refusal({ country: "IE", gross: 1000, region: "D" })).toBe(
      "IE has one set of rules for the whole country; leave the region out",
    );
  });
});

describe("takeHomeCoverage", () => {
  it("lists each country's currency, years, regions and default region", () => {
    expect(takeHomeCoverage(rules).find((c) => c.country === "GB")).toEqual({
      country: "GB",
      currency: "GBP",
      taxYears: ["2026-27"],
      regions: [
        { code: "ENG", name: "England, Wales and Northern Ireland" },
        { code: "SCT", name: "Scotland" },
      ],
      defaultRegion: "ENG",
    });
  });
});
