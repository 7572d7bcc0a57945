import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the Bundesministerium der Finanzen for 2026 was found. These check the
 * § 32a tariff as the law states it (zvE rounded down to the euro, tax rounded down), the
 * Solidaritätszuschlag and the 2026 contribution ceilings, through the whole answer.
 */
const YEAR = "2026";
const TAX = "Einkommensteuer (income tax)";

describe("Germany 2026", () => {
  it("at €60,000: contributions at the employee's rates and the tariff's third zone on a zvE of €46,674", () => {
    const answer = takeHome("DE", 60000, { year: YEAR });
    expect(line(answer, "Rentenversicherung (pension)")).toBe(5580);
    expect(line(answer, "Krankenversicherung (health)")).toBe(5250);
    expect(line(answer, "Pflegeversicherung (long-term care)")).toBe(1440);
    // zvE = 60,000 − 1,230 − 36 − 5,580 − (5,250 × 96% + 1,440); z = (46,674 − 17,799) / 10,000.
    const z = (46674 - 17799) / 10000;
    expect(line(answer, TAX)).toBe(Math.floor((173.1 * z + 2397) * z + 1034.87));
    expect(line(answer, "Solidaritätszuschlag")).toBe(0);
  });

  it("charges no income tax while the zvE stays within the €12,348 Grundfreibetrag", () => {
    expect(line(takeHome("DE", 15000, { year: YEAR }), TAX)).toBe(0);
  });

  it("stops contributions at the ceilings: €101,400 for pension, €69,750 for health and care", () => {
    const answer = takeHome("DE", 150000, { year: YEAR });
    expect(line(answer, "Rentenversicherung (pension)")).toBe(9430.2);
    expect(line(answer, "Krankenversicherung (health)")).toBe(6103.13);
    expect(line(answer, "Pflegeversicherung (long-term care)")).toBe(1674);
  });

  it("taxes the fourth zone at 42% less €11,135.63 and adds 5.5% Soli above the Milderungszone", () => {
    const answer = takeHome("DE", 150000, { year: YEAR });
    // zvE = 150,000 − 1,266 − 9,430.20 − (6,103.13 × 96% + 1,674), rounded down: 131,770.
    expect(line(answer, TAX)).toBe(Math.floor(0.42 * 131770 - 11135.63));
    expect(line(answer, "Solidaritätszuschlag")).toBe(Math.round(0.055 * 44207 * 100) / 100);
  });

  it("phases the Soli in at 11.9% of the tax above €20,350", () => {
    const answer = takeHome("DE", 100000, { year: YEAR });
    const tax = line(answer, TAX);
    expect(tax).toBeGreaterThan(20350);
    expect(line(answer, "Solidaritätszuschlag")).toBe(Math.round(0.119 * (tax - 20350) * 100) / 100);
  });
});
