import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example for 2026 was found; the 2026 file holds the same steps with the 2026 figures,
 * so these published 2024 examples check the steps (bands, credits, USC) on the 2024 figures.
 */
const INCOME_TAX = "Income Tax (after the personal and employee tax credits)";

describe("Ireland 2024: Revenue's and Citizens Information's published examples", () => {
  it("Revenue, Separate treatment: Harper, employment income €50,200, pays €7,930 of Income Tax", () => {
    expect(line(takeHome("IE", 50200, { year: "2024" }), INCOME_TAX)).toBe(7930);
  });

  it("Citizens Information 2024: Joan earns €28,000: Income Tax €1,850 and USC €424.62", () => {
    const answer = takeHome("IE", 28000, { year: "2024" });
    expect(line(answer, INCOME_TAX)).toBe(1850);
    expect(line(answer, "Universal Social Charge")).toBe(424.62);
  });

  it("Citizens Information 2024: €43,200 a year: gross tax €8,880 less €3,750 of credits", () => {
    expect(line(takeHome("IE", 43200, { year: "2024" }), INCOME_TAX)).toBe(8880 - 3750);
  });
});

describe("Ireland 2026", () => {
  it("uses the 2026 band and credits, USC bands and the PRSI that rises in October", () => {
    const answer = takeHome("IE", 50000, { year: "2026" });
    // 44,000 × 20% + 6,000 × 40% − 4,000 of credits; USC 60.06 + 333.76 + 639.00; PRSI 4.2375%.
    expect(line(answer, INCOME_TAX)).toBe(7200);
    expect(line(answer, "Universal Social Charge")).toBe(1032.82);
    expect(line(answer, "PRSI (employee, Class A)")).toBe(2118.75);
  });

  it("charges no USC at €13,000 and no PRSI on €352 a week or less", () => {
    const answer = takeHome("IE", 13000, { year: "2026" });
    expect(line(answer, "Universal Social Charge")).toBe(0);
    expect(line(answer, "PRSI (employee, Class A)")).toBe(0);
  });
});
