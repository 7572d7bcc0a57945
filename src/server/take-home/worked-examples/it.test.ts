import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the Agenzia delle Entrate for 2026 was read. These check the Agenzia's
 * cumulative IRPEF figure (13,700 € on 50,000 €), a public repository's 2026 case at 30,000 €
 * (not an authority) and the rules' arithmetic at given incomes.
 */
const YEAR = "2026";
const IRPEF = "IRPEF (after the employment and cuneo fiscale deductions)";
const round = (n: number) => Math.round(n * 100) / 100;

describe("Italy 2026", () => {
  it("at 30,000 € in Milan: 9.19% INPS, gross IRPEF 6,265.89 €, deductions 2,044.29 € and 1,000 €", () => {
    const answer = takeHome("IT", 30000, { year: YEAR });
    expect(answer.region).toBe("MI");
    expect(answer.socialContributions).toBe(2757);
    // Taxable 27,243 €: 23% is 6,265.89 €; 1,910 + 1,190 × 757 / 13,000 + 65 = 2,044.29 €.
    expect(line(answer, IRPEF)).toBe(round(6265.89 - 2044.29 - 1000));
    expect(line(answer, "Addizionale regionale")).toBe(round(15000 * 0.0123 + 12243 * 0.0158));
    expect(line(answer, "Addizionale comunale")).toBe(round(27243 * 0.008));
  });

  it("taxes 50,000 € of taxable income at 13,700 € before deductions, as the Agenzia's table does", () => {
    // 50,000 € taxable needs gross g with g − 9.19% g = 50,000 €, below the first pensionable band.
    const gross = 50000 / (1 - 0.0919);
    const answer = takeHome("IT", gross, { year: YEAR });
    // At exactly 50,000 € the employment deduction and the cuneo deduction are both nothing.
    expect(line(answer, IRPEF)).toBeCloseTo(13700, 1);
  });

  it("adds 1% above 56,224 € and stops contributions at the 122,295 € ceiling", () => {
    expect(takeHome("IT", 60000, { year: YEAR }).socialContributions).toBe(
      round(60000 * 0.0919 + 3776 * 0.01),
    );
    const ceiling = round(122295 * 0.0919 + (122295 - 56224) * 0.01);
    expect(takeHome("IT", 200000, { year: YEAR }).socialContributions).toBe(ceiling);
  });

  it("pays low incomes the trattamento integrativo and the cuneo fiscale sum", () => {
    const answer = takeHome("IT", 14000, { year: YEAR });
    // Taxable 12,713.40 €: gross IRPEF 2,924.08 € passes 1,955 − 75, so 1,200 € is paid.
    expect(line(answer, "Trattamento integrativo (paid with pay)")).toBe(-1200);
    expect(line(answer, "Cuneo fiscale sum (paid with pay, untaxed)")).toBe(round(-12713.4 * 0.053));
    expect(line(answer, IRPEF)).toBe(round(12713.4 * 0.23 - 1955));
  });

  it("charges no surcharge when no IRPEF is due, and Milan's only above 23,000 € of taxable income", () => {
    const low = takeHome("IT", 9000, { year: YEAR });
    expect(line(low, IRPEF)).toBe(0);
    expect(line(low, "Addizionale regionale")).toBe(0);
    expect(line(takeHome("IT", 25000, { year: YEAR }), "Addizionale comunale")).toBe(0);
  });

  it("in Rome: Lazio's 1.73% on the whole up to 28,000 €, and 3.33% above 15,000 € beyond it", () => {
    expect(line(takeHome("IT", 30000, { year: YEAR, region: "RM" }), "Addizionale regionale")).toBe(
      round(27243 * 0.0173),
    );
    // Taxable 28,605.15 €: 60 € less between 28,000 € and 30,000 €.
    const relief = takeHome("IT", 31500, { year: YEAR, region: "RM" });
    expect(line(relief, "Addizionale regionale")).toBe(round(15000 * 0.0173 + 13605.15 * 0.0333 - 60));
    const above = takeHome("IT", 40000, { year: YEAR, region: "RM" });
    // Taxable 36,324 €.
    expect(line(above, "Addizionale regionale")).toBe(round(15000 * 0.0173 + 21324 * 0.0333));
    expect(line(above, "Addizionale comunale")).toBe(round(36324 * 0.009));
  });
});
