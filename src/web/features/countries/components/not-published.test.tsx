import type { MetricSource } from "@shared/schemas/common";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildCountry, buildCountrySummary } from "../../../test/builders";
import { CountryCard } from "./country-card";
import { CountryMetricsCard } from "./country-metrics-card";
import { LivingStandardsCard } from "./living-standards-card";

afterEach(cleanup);

const published: MetricSource = {
  source: "World Bank WDI (ILO modelled estimates)",
  year: 2025,
  indicator: "Employment to population ratio, 15+, total (%) (modeled ILO estimate)",
  method: "The ratio as published.",
  level: "country",
  estimate: false,
  publisher: "World Bank, World Development Indicators",
  title: "World Development Indicators",
  dataYear: "2024",
  url: "https://data.worldbank.org/indicator/SL.EMP.TOTL.SP.ZS",
  value: 57.1,
  unit: "% of population aged 15+",
};
const notPublished: MetricSource = {
  source: "UNDP Human Development Report",
  year: 2025,
  indicator: "Human Development Index (HDI)",
  method: "Not published: the edition read has no figure for this country.",
  level: "country",
  estimate: false,
  missing: true,
  publisher: "United Nations Development Programme (UNDP), Human Development Report Office",
  title: "Human Development Report 2025",
  dataYear: null,
  url: null,
  value: null,
  unit: "HDI 0-1",
};

/** A country as the API answers one with a figure nobody publishes: no tag, no staple food, HDI missing. */
const poland = buildCountry({
  id: 190,
  name: "Poland",
  code: "PL",
  tag: null,
  stapleFood: null,
  region: "Europe",
  subregion: "Eastern Europe",
  employmentOpportunity: 57.1,
  standardOfLiving: 5,
  sources: { employmentOpportunity: published, standardOfLiving: notPublished },
});

describe("a figure no publisher has", () => {
  it("reads 'Not published' on a country card, never the 5/10 formulas count it as", () => {
    render(
      <ul>
        <CountryCard country={buildCountrySummary(poland)} />
      </ul>,
    );
    const card = screen.getByRole("link", { name: /Poland/ });
    const living = within(card).getByText("Standard of Living").parentElement as HTMLElement;
    expect(within(living).getByText("Not published")).toBeTruthy();
    expect(within(card).queryByText("5/10")).toBeNull();
    expect(within(card).getByText("57%")).toBeTruthy();
  });

  it("reads 'Not published, counted as 5/10' on the country page, with where it was looked for", () => {
    render(
      <>
        <CountryMetricsCard country={poland} />
        <LivingStandardsCard country={poland} />
      </>,
    );
    const living = screen.getByText("Standard of Living").closest("div")?.parentElement as HTMLElement;
    expect(within(living).getByText("Not published")).toBeTruthy();
    expect(within(living).getByText("Counted as 5/10 where a formula needs a number")).toBeTruthy();
    expect(screen.getByText(/Human Development Index · not published by UNDP 2025/)).toBeTruthy();
    expect(within(living).queryByText("5/10")).toBeNull();
    // No staple food was written for it: the block is left out rather than shown empty.
    expect(screen.queryByText("Staple Food")).toBeNull();
  });
});
