import { describe, expect, it } from "vitest";
import { line, takeHome, units } from "../../test/take-home";

/*
 * Published example: the Scottish Government's Table 8, "Differences between Scottish and rUK
 * income tax liabilities, 2026-27" (Scottish Budget 2026-27, as reproduced on parliament.scot),
 * which gives the Income Tax payable in Scotland at each salary and the difference from the rest of
 * the UK (rUK = Scottish figure minus the difference).
 */
const YEAR = "2026-27";

describe("United Kingdom 2026-27, Scotland: Scottish Budget 2026-27, Table 8", () => {
  it.each([
    [20000, 1446],
    [30000, 3451],
    [50000, 8982],
    [100000, 30732],
    [150000, 59634],
  ])("Income Tax on £%i is £%i", (gross, tax) => {
    const answer = takeHome("GB", gross, { year: YEAR, region: "SCT" });
    expect(units(line(answer, "Income Tax"))).toBe(tax);
    expect(answer.regionName).toBe("Scotland");
  });
});

describe("United Kingdom 2026-27, rest of the UK: Scottish Budget 2026-27, Table 8's differences", () => {
  it.each([
    [20000, 1446 + 40],
    [45000, 6882 - 396],
    [150000, 59634 - 5931],
  ])("Income Tax on £%i is £%i", (gross, tax) => {
    const answer = takeHome("GB", gross, { year: YEAR, region: "ENG" });
    expect(units(line(answer, "Income Tax"))).toBe(tax);
  });
});

describe("United Kingdom 2026-27, the whole answer", () => {
  it("a £45,000 salary in England: Income Tax and National Insurance from the published rates", () => {
    const answer = takeHome("GB", 45000, { year: YEAR });
    expect(answer.region).toBe("ENG");
    // (45,000 − 12,570) × 8% of employee National Insurance, at the 2026-27 thresholds.
    expect(line(answer, "National Insurance (employee, Class 1)")).toBe(2594.4);
    expect(answer.net).toBe(45000 - 6486 - 2594.4);
    expect(answer.netMonthly).toBe(2993.3);
    expect(answer.assumptions[0]).toMatch(
      /No region was given: the rules of England, Wales and Northern Ireland/,
    );
    expect(answer.sources.map((s) => s.url)).toContain("https://www.gov.uk/income-tax-rates");
  });
});
