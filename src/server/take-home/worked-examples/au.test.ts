import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the ATO for 2026-27 was found. These check the amounts the published
 * 2026-27 rate table states at its band edges, and the low income tax offset as the ATO words it.
 */
const YEAR = "2026-27";
const TAX = "Income tax (after the low income tax offset)";

describe("Australia 2026-27", () => {
  it.each([
    [135000, 31020],
    [190000, 51370],
    [200000, 51370 + 4500],
  ])("the rate table's tax on $%i is $%i (no offset above $66,667)", (gross, tax) => {
    expect(line(takeHome("AU", gross, { year: YEAR }), TAX)).toBe(tax);
  });

  it("takes the offset off the table's tax: $4,020 less $325 at $45,000; $700 off at $37,500", () => {
    expect(line(takeHome("AU", 45000, { year: YEAR }), TAX)).toBe(4020 - 325);
    expect(line(takeHome("AU", 37500, { year: YEAR }), TAX)).toBe((37500 - 18200) * 0.15 - 700);
    expect(line(takeHome("AU", 55000, { year: YEAR }), TAX)).toBe(4020 + 3000 - (325 - 150));
  });

  it("charges a Medicare levy of 2%, phased in at 10% of the income above the low-income threshold", () => {
    expect(line(takeHome("AU", 80000, { year: YEAR }), "Medicare levy")).toBe(1600);
    expect(line(takeHome("AU", 27222, { year: YEAR }), "Medicare levy")).toBe(0);
    expect(line(takeHome("AU", 30000, { year: YEAR }), "Medicare levy")).toBe(277.8);
  });
});
