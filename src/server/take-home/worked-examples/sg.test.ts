import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * IRAS, "Sample income tax calculations" (YA 2025; the resident rates have been the same since YA
 * 2024): the tax on a chargeable income. Each gross below is chosen so that, after the $1,000
 * earned income relief and the relief for 20% CPF (on at most $8,000 a month), the chargeable
 * income is the sample's.
 */
describe("Singapore 2026 (YA 2027)", () => {
  it("IRAS sample, Mr Heng: tax on a chargeable income of $34,750 is $366.25", () => {
    const gross = (34750 + 1000) / 0.8;
    const answer = takeHome("SG", gross, { year: "2026" });
    expect(line(answer, "CPF (employee's contribution)")).toBe(8937.5);
    expect(line(answer, "Income tax")).toBe(366.25);
  });

  it("IRAS sample, Mr Fong: tax on a chargeable income of $234,100 is $27,629", () => {
    const answer = takeHome("SG", 234100 + 1000 + 19200, { year: "2026" });
    expect(line(answer, "CPF (employee's contribution)")).toBe(19200);
    expect(line(answer, "Income tax")).toBe(27629);
  });

  it("cross-check with PwC's sample (not the tax authority): tax on $133,600 is $9,990", () => {
    expect(line(takeHome("SG", 133600 + 1000 + 19200, { year: "2026" }), "Income tax")).toBe(9990);
  });
});
