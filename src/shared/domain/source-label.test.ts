import { describe, expect, it } from "vitest";
import type { MetricSource } from "../schemas/common";
import { shortIndicator, shortPublisher, sourceLabel } from "./source-label";

const employment: MetricSource = {
  source: "World Bank WDI (ILO modelled estimates)",
  year: 2025,
  indicator: "Employment to population ratio, 15+, total (%) (modeled ILO estimate)",
  method: "The ratio as published.",
  level: "country",
  estimate: false,
  publisher:
    "World Bank, World Development Indicators (source: International Labour Organization, ILO modelled estimates database)",
  title: "World Development Indicators",
  dataYear: "2024",
  url: "https://data.worldbank.org/indicator/SL.EMP.TOTL.SP.ZS",
  value: 59.4,
  unit: "% of population aged 15+",
};

const heritage: MetricSource = {
  ...employment,
  source: "UNESCO World Heritage List",
  year: 2023,
  indicator:
    "World Heritage properties inscribed (per State Party, transboundary properties counted for each)",
  publisher: "UNESCO World Heritage Centre",
  dataYear: "2023",
};

const estimate: MetricSource = {
  source: "Borderless estimate",
  year: 2026,
  indicator: "Migrant Acceptance Index (Borderless estimate)",
  method: "Borderless estimate: set at the middle of the index.",
  level: "country",
  estimate: true,
  publisher: null,
  title: null,
  dataYear: null,
  url: null,
  value: 4.5,
  unit: "index 0-9",
};

describe("sourceLabel", () => {
  it("names the indicator, the publisher, the edition and the year the figure describes", () => {
    expect(sourceLabel(employment)).toBe("employment rate, ages 15+ · World Bank 2025 (data 2024)");
  });

  it("does not repeat a publisher the indicator's name already carries, nor a data year equal to the edition", () => {
    expect(sourceLabel(heritage)).toBe("UNESCO World Heritage sites · 2023");
  });

  it("calls an estimate a Borderless estimate and names no publisher", () => {
    expect(sourceLabel(estimate)).toBe("Migrant Acceptance Index · Borderless estimate");
  });

  it("says when a city's figure is its country's", () => {
    expect(sourceLabel(employment, { onCity: true })).toBe(
      "employment rate, ages 15+ · World Bank 2025 (data 2024) · country-level figure",
    );
    expect(sourceLabel({ ...employment, level: "city" }, { onCity: true })).not.toContain("country-level");
    expect(sourceLabel(employment)).not.toContain("country-level");
  });

  it("says so when there is no source", () => {
    expect(sourceLabel(undefined)).toBe("source not recorded");
  });
});

describe("shortIndicator and shortPublisher", () => {
  it("keeps an indicator it has no short name for in full", () => {
    expect(shortIndicator("Tea drunk per person (cups)")).toBe("Tea drunk per person (cups)");
    expect(shortIndicator("Tea drunk per person (cups) (Borderless estimate)")).toBe(
      "Tea drunk per person (cups)",
    );
  });

  it("takes the publisher's first name, or its acronym", () => {
    expect(
      shortPublisher("United Nations Development Programme (UNDP), Human Development Report Office"),
    ).toBe("UNDP");
    expect(shortPublisher("Gallup (Gallup World Poll)")).toBe("Gallup");
    expect(shortPublisher("World Values Survey Association; tabulated by King's College London")).toBe(
      "World Values Survey Association",
    );
    expect(shortPublisher("OECD")).toBe("OECD");
  });
});
