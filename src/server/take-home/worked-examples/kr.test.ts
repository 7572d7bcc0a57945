import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * The National Tax Service publishes one example for part of the computation: a total salary of
 * 33.8 million won has an earned income deduction of 10.32 million and earned income of 23.48
 * million. No example of the whole 2026 computation was found; the rest is checked against the
 * published rates and caps.
 */
const YEAR = "2026";
const TAX = "Income tax (after the earned income tax credit)";

function basicTax(base: number): number {
  if (base <= 14000000) return base * 0.06;
  if (base <= 50000000) return 840000 + (base - 14000000) * 0.15;
  return 6240000 + (base - 50000000) * 0.24;
}

describe("South Korea 2026", () => {
  it("NTS example: 33.8 million won of salary leaves 23.48 million of earned income", () => {
    const answer = takeHome("KR", 33800000, { year: YEAR });
    const insurance = 33800000 * 0.03595 * 1.1314 + 33800000 * 0.009;
    const base = 23480000 - 1500000 - 33800000 * 0.0475 - insurance;
    const tax = basicTax(base);
    // Credit: 715,000 + 30% above 1.3 million, capped at 740,000 − 0.8% of the salary above 33 million.
    const credit = Math.min(
      tax <= 1300000 ? tax * 0.55 : 715000 + (tax - 1300000) * 0.3,
      740000 - 0.008 * 800000,
    );
    expect(line(answer, TAX)).toBe(Math.floor(tax - credit));
    expect(line(answer, "Local income tax (10%)")).toBe(Math.floor(Math.floor(tax - credit) * 0.1));
  });

  it("takes 4.75% pension up to the 6.37-million-won monthly cap and long-term care at 13.14% of health", () => {
    const answer = takeHome("KR", 120000000, { year: YEAR });
    expect(line(answer, "National pension")).toBe(76440000 * 0.0475);
    expect(line(answer, "Long-term care insurance")).toBe(
      Math.round(120000000 * 0.03595 * 0.1314 * 100) / 100,
    );
  });

  it("takes the 130,000-won standard credit when it beats deducting the premiums: no tax on 12 million won", () => {
    // Without the premiums deducted: 6% of 3.63 million, less 55% of it and the standard credit, is below zero.
    expect(line(takeHome("KR", 12000000, { year: YEAR }), TAX)).toBe(0);
  });
});
