import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by Inland Revenue for 2026-27 was found. These check the figures Inland Revenue
 * and ACC publish: the rate table's band edges, the IETC page's amounts and the maximum levy.
 */
const YEAR = "2026-27";

describe("New Zealand 2026-27", () => {
  it("taxes each band at its rate: $1,638 on the first $15,600, $8,270.50 on $53,500", () => {
    expect(line(takeHome("NZ", 15600, { year: YEAR }), "Income tax")).toBe(1638);
    expect(line(takeHome("NZ", 53500, { year: YEAR }), "Income tax")).toBe(1638 + 37900 * 0.175);
  });

  it("gives the $520 IETC from $24,000 to $66,000, less 13 cents a dollar above, none from $70,000", () => {
    expect(line(takeHome("NZ", 23999, { year: YEAR }), "Independent earner tax credit")).toBe(0);
    expect(line(takeHome("NZ", 24000, { year: YEAR }), "Independent earner tax credit")).toBe(-520);
    expect(line(takeHome("NZ", 68000, { year: YEAR }), "Independent earner tax credit")).toBe(-260);
    expect(line(takeHome("NZ", 70000, { year: YEAR }), "Independent earner tax credit")).toBe(0);
  });

  it("charges the ACC earners' levy at 1.75% up to its maximum of $2,741.22", () => {
    expect(line(takeHome("NZ", 60000, { year: YEAR }), "ACC earners' levy")).toBe(1050);
    expect(line(takeHome("NZ", 200000, { year: YEAR }), "ACC earners' levy")).toBe(2741.22);
  });
});
