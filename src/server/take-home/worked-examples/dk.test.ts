import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by Skattestyrelsen for 2026 was found. These check the order of the calculation
 * and each 2026 rate and threshold through the answer.
 */
const YEAR = "2026";
const round = (n: number) => Math.round(n * 100) / 100;

describe("Denmark 2026", () => {
  it("at 600,000 kroner: ATP, then 8% AM-bidrag on the rest, then municipal and bottom tax", () => {
    const answer = takeHome("DK", 600000, { year: YEAR });
    const amBase = 600000 - 1188;
    const personal = amBase * 0.92;
    expect(line(answer, "ATP (employee's share)")).toBe(1188);
    expect(line(answer, "AM-bidrag (labour market contribution, 8%)")).toBe(round(amBase * 0.08));
    const taxable = personal - 63300 - 3100;
    expect(line(answer, "Kommuneskat (municipal tax, average rate)")).toBe(round(0.25 * (taxable - 54100)));
    expect(line(answer, "Bundskat")).toBe(round(0.1201 * (personal - 54100)));
    expect(line(answer, "Mellemskat")).toBe(0);
  });

  it("charges mellemskat above 641,200 and topskat above 777,900 of personal income", () => {
    const answer = takeHome("DK", 1000000, { year: YEAR });
    const personal = (1000000 - 1188) * 0.92;
    expect(line(answer, "Mellemskat")).toBe(round(0.075 * (personal - 641200)));
    expect(line(answer, "Topskat")).toBe(round(0.075 * (personal - 777900)));
    expect(line(answer, "Top-topskat")).toBe(0);
  });

  it("gives the employment deduction at 12.75% below its cap and no job deduction below 235,200", () => {
    const answer = takeHome("DK", 200000, { year: YEAR });
    const amBase = 200000 - 1188;
    const taxable = amBase * 0.92 - 0.1275 * amBase;
    expect(line(answer, "Kommuneskat (municipal tax, average rate)")).toBe(round(0.25 * (taxable - 54100)));
  });
});
