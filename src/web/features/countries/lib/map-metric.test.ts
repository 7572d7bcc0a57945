import type { Country } from "@shared/schemas/countries";
import { describe, expect, it } from "vitest";
import { bandOf, MAP_BANDS, metricOnMap } from "./map-metric";

describe("the map's bands", () => {
  it("splits 0–100% and 0–10 into five equal bands, the top value in the last", () => {
    expect([0, 19.9, 20, 59.4, 99, 100].map((v) => bandOf(v, "%"))).toEqual([0, 0, 1, 2, 4, 4]);
    expect([0, 4.1, 9.6, 10].map((v) => bandOf(v, "/10"))).toEqual([0, 2, 4, 4]);
    expect(bandOf(-3, "%")).toBe(0);
    expect(bandOf(140, "%")).toBe(MAP_BANDS.length - 1);
  });
});

describe("a country's figure on the map", () => {
  const country = {
    employmentOpportunity: 59.4,
    culturalAcceptance: 50,
    sources: {
      employmentOpportunity: { estimate: false },
      culturalAcceptance: {
        missing: true,
        method: "No publisher has a Migrant Acceptance Index score for it.",
      },
    },
  } as unknown as Country;

  it("shows a published value as it is", () => {
    expect(metricOnMap(country, "employmentOpportunity")).toEqual({ value: 59.4, missing: false });
  });

  it("never draws the neutral default of a missing figure: it is missing, with the reason", () => {
    expect(metricOnMap(country, "culturalAcceptance")).toEqual({
      value: null,
      missing: true,
      method: "No publisher has a Migrant Acceptance Index score for it.",
    });
  });
});
