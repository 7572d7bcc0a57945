import { TakeHomeMethodologySchema } from "@shared/schemas/take-home-methodology";
import { describe, expect, it } from "vitest";
import { loadTaxRules } from "./load-tax-rules";
import { takeHomeMethodology } from "./take-home-methodology";

const rules = loadTaxRules();
const ON = new Date("2026-11-29T12:00:00Z");

describe("takeHomeMethodology", () => {
  it("answers in the shared schema, a country for each rules folder", () => {
    const answer = TakeHomeMethodologySchema.parse(takeHomeMethodology(rules, ON));
    expect(answer.countries.map((c) => c.country)).toEqual([...rules.countries.keys()]);
    expect(answer.summary.join(" ")).toMatch(/single, no children/);
  });

  it("gives every country its year in force, its assumptions, how it was checked and official sources", () => {
    for (const country of takeHomeMethodology(rules, ON).countries) {
      expect(country.starts <= "2026-11-29" && "2026-11-29" <= country.ends, country.country).toBe(true);
      expect(country.assumptions.length, country.country).toBeGreaterThan(0);
      expect(country.verification.length, country.country).toBeGreaterThan(0);
      expect(country.sources.length, country.country).toBeGreaterThan(0);
      for (const source of country.sources) expect(source.url).toMatch(/^https?:\/\//);
    }
  });

  it("keeps a region's own assumptions apart from the country's, and marks the default region", () => {
    const gb = takeHomeMethodology(rules, ON).countries.find((c) => c.country === "GB");
    expect(gb?.regions.map((r) => [r.code, r.isDefault])).toEqual([
      ["ENG", true],
      ["SCT", false],
    ]);
    const scotland = gb?.regions.find((r) => r.code === "SCT");
    expect(scotland?.assumptions.length).toBeGreaterThan(0);
    for (const a of scotland?.assumptions ?? []) expect(gb?.assumptions).not.toContain(a);
  });

  it("describes the tax year in force on the day given", () => {
    const ireland = takeHomeMethodology(rules, new Date("2024-06-01")).countries.find(
      (c) => c.country === "IE",
    );
    expect(ireland?.taxYear).toBe("2024");
  });
});
