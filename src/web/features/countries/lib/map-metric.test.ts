import { describe, expect, it } from "vitest";
import { buildCountrySummary } from "../../../test/builders";
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
  const country = buildCountrySummary({
    employmentOpportunity: 59.4,
    culturalAcceptance: 50,
    sources: {
      employmentOpportunity: {
        source: "World Bank WDI (ILO modelled estimates)",
        year: 2025,
        indicator: "Employment to population ratio, 15+, total (%) (modeled ILO estimate)",
        method: "The ratio as published.",
        level: "country",
        estimate: false,
        publisher: "World Bank, World Development Indicators",
        title: "World Development Indicators",
        dataYear: "2024",
        url: null,
        value: 59.4,
        unit: "% of population aged 15+",
      },
      culturalAcceptance: {
        source: "Gallup Migrant Acceptance Index",
        year: 2017,
        indicator: "Migrant Acceptance Index",
        method: "Not published: the edition read has no score for this country.",
        level: "country",
        estimate: false,
        missing: true,
        publisher: "Gallup, Inc.",
        title: "Migrant Acceptance Index",
        dataYear: null,
        url: null,
        value: null,
        unit: "index 0-9",
      },
    },
  });

  it("shows a published value as it is", () => {
    expect(metricOnMap(country, "employmentOpportunity")).toEqual({ value: 59.4, missing: false });
  });

  it("never draws the neutral default of a missing figure: it is missing, with who has not published it", () => {
    expect(metricOnMap(country, "culturalAcceptance")).toEqual({
      value: null,
      missing: true,
      label: "Migrant Acceptance Index · not published by Gallup 2017",
    });
  });
});
