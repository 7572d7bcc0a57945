import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the CRA or a province for 2026 was found. These check the published 2026
 * maxima (CPP $4,230.45, EI $1,123.07, QPIP $442.90) and the rules at given incomes.
 */
const YEAR = "2026";

describe("Canada 2026, contributions", () => {
  it("reaches the published maxima: CPP $4,230.45 plus CPP2 $416, EI $1,123.07", () => {
    const answer = takeHome("CA", 120000, { year: YEAR, region: "ON" });
    expect(line(answer, "Canada Pension Plan (CPP and CPP2)")).toBe(4230.45 + 416);
    expect(line(answer, "Employment Insurance")).toBe(1123.07);
  });

  it("Quebec: QPP at 6.30%, EI at 1.30% and QPIP up to its $442.90 maximum", () => {
    const answer = takeHome("CA", 120000, { year: YEAR, region: "QC" });
    expect(line(answer, "Quebec Pension Plan (QPP and QPP2)")).toBe(4479.3 + 416);
    expect(line(answer, "Employment Insurance")).toBe(895.7);
    expect(line(answer, "Quebec Parental Insurance Plan (QPIP)")).toBe(442.9);
  });
});

describe("Canada 2026, income tax", () => {
  it("charges no federal or Ontario tax below the basic personal amounts, and uses Ontario by default", () => {
    const answer = takeHome("CA", 12000, { year: YEAR });
    expect(answer.region).toBe("ON");
    expect(line(answer, "Federal income tax")).toBe(0);
    expect(line(answer, "Ontario income tax (with surtax)")).toBe(0);
  });

  it("Ontario at $80,000: federal tax at 14% and 20.5% less credits, Ontario tax, $750 health premium", () => {
    const answer = takeHome("CA", 80000, { year: YEAR, region: "ON" });
    // Net income 80,000 − 711 (enhanced CPP) − 216 (CPP2) = 79,073.
    const federal = 58523 * 0.14 + (79073 - 58523) * 0.205 - 0.14 * (16452 + 3519.45 + 1123.07 + 1501);
    expect(line(answer, "Federal income tax")).toBe(Math.round(federal * 100) / 100);
    const ontario = 53891 * 0.0505 + (79073 - 53891) * 0.0915 - 0.0505 * (12989 + 3519.45 + 1123.07);
    expect(line(answer, "Ontario income tax (with surtax)")).toBe(Math.round(ontario * 100) / 100);
    expect(line(answer, "Ontario Health Premium")).toBe(750);
  });

  it("Quebec: the federal tax after credits (QPIP among them) is cut by the 16.5% abatement", () => {
    const answer = takeHome("CA", 80000, { year: YEAR, region: "QC" });
    const basic = 58523 * 0.14 + (79073 - 58523) * 0.205 - 0.14 * (16452 + 3768.3 + 895.7 + 344 + 1501);
    expect(line(answer, "Federal income tax")).toBe(Math.round(basic * 0.835 * 100) / 100);
    const quebec = 54345 * 0.14 + (79073 - 54345) * 0.19 - 0.14 * 18952;
    expect(line(answer, "Quebec income tax")).toBe(Math.round(quebec * 100) / 100);
  });

  it("phases the federal basic personal amount down to $14,829 above $258,482", () => {
    const high = takeHome("CA", 400000, { year: YEAR, region: "BC" });
    const higher = takeHome("CA", 400100, { year: YEAR, region: "BC" });
    expect(
      Math.round((line(higher, "Federal income tax") - line(high, "Federal income tax")) * 100) / 100,
    ).toBe(33);
  });
});
