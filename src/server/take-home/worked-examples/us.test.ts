import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the IRS or a state for 2026 was found. These check the published 2026
 * figures through the answer: the standard deduction and brackets of Rev. Proc. 2025-32, the Social
 * Security base, and each state's rules as its sources state them.
 */
const YEAR = "2026";

describe("United States 2026, federal", () => {
  it("taxes nothing up to the $16,100 standard deduction and 10% on the next $12,400", () => {
    expect(line(takeHome("US", 16100, { year: YEAR, region: "TX" }), "Federal income tax")).toBe(0);
    expect(line(takeHome("US", 16100 + 12400, { year: YEAR, region: "TX" }), "Federal income tax")).toBe(
      1240,
    );
  });

  it("reaches the 24% bracket at $105,700 of taxable income", () => {
    const tax = 1240 + 38000 * 0.12 + 55300 * 0.22;
    expect(line(takeHome("US", 16100 + 105700, { year: YEAR, region: "TX" }), "Federal income tax")).toBe(
      tax,
    );
  });

  it("stops Social Security at $184,500 and adds 0.9% Medicare above $200,000", () => {
    const answer = takeHome("US", 250000, { year: YEAR, region: "TX" });
    expect(line(answer, "Social Security")).toBe(11439);
    expect(line(answer, "Medicare")).toBe(3625 + 450);
    expect(answer.lines.map((l) => l.label)).toEqual(["Federal income tax", "Social Security", "Medicare"]);
  });
});

describe("United States 2026, states", () => {
  it("uses California when no state is given, with its 1.3% SDI on all wages", () => {
    const answer = takeHome("US", 100000, { year: YEAR });
    expect(answer.region).toBe("CA");
    expect(line(answer, "California SDI")).toBe(1300);
    // 2025 schedule on $94,294, less the $153 exemption credit.
    expect(line(answer, "California income tax")).toBe(5054.98);
  });

  it("phases California's exemption credit out by $6 for each $2,500 above $252,203", () => {
    const below = line(takeHome("US", 252203, { year: YEAR }), "California income tax");
    const above = line(takeHome("US", 252204, { year: YEAR }), "California income tax");
    expect(Math.round((above - below - 0.093) * 100) / 100).toBe(6);
  });

  it("New York: the 2026 rates, capped disability and Paid Family Leave contributions", () => {
    const answer = takeHome("US", 100000, { year: YEAR, region: "NY" });
    expect(line(answer, "New York State income tax")).toBe(4859.75);
    expect(line(answer, "New York disability benefits (SDI)")).toBe(31.2);
    expect(line(answer, "New York Paid Family Leave")).toBe(411.91);
  });

  it("New York: above $157,650 of income the 5.9% rate applies to all taxable income up to $215,400", () => {
    const answer = takeHome("US", 200000, { year: YEAR, region: "NY" });
    const regular = 331.5 + 140.8 + 113.3 + 3604.5 + (192000 - 80650) * 0.059;
    expect(line(answer, "New York State income tax")).toBe(Math.round((regular + 567) * 100) / 100);
  });

  it("Massachusetts: 5% after the $4,400 exemption and $2,000 of FICA; 0.46% PFML", () => {
    const answer = takeHome("US", 100000, { year: YEAR, region: "MA" });
    expect(line(answer, "Massachusetts income tax")).toBe((100000 - 4400 - 2000) * 0.05);
    expect(line(answer, "Massachusetts Paid Family and Medical Leave")).toBe(460);
  });

  it("Washington and Texas take no income tax; Washington takes WA Cares and Paid Leave", () => {
    const wa = takeHome("US", 100000, { year: YEAR, region: "WA" });
    expect(line(wa, "WA Cares Fund")).toBe(580);
    expect(line(wa, "Washington Paid Family and Medical Leave")).toBe(807.16);
    expect(wa.lines.some((l) => l.label.includes("income tax") && !l.label.startsWith("Federal"))).toBe(
      false,
    );
  });
});
