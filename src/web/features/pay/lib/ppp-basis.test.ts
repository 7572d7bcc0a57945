import type { PublishedFigure } from "@shared/schemas/common";
import { describe, expect, it } from "vitest";
import { buildCountry } from "../../../test/builders";
import { countryPpp } from "./ppp-basis";

const figure = (value: number, year: number): PublishedFigure => ({
  value,
  unit: "ratio",
  year,
  source: "World Bank WDI",
  indicator: "indicator",
  publisher: "World Bank",
  url: null,
});

describe("countryPpp", () => {
  it("multiplies the price level by the exchange rate of the same year", () => {
    // Brazil, WDI 2024: price level 0.462, 5.3889 BRL per US$.
    const brazil = buildCountry({ priceLevel: figure(0.462, 2024), exchangeRate: figure(5.3889, 2024) });
    expect(countryPpp(brazil)?.basis).toEqual({
      kind: "price-level",
      priceLevel: 0.462,
      exchangeRate: 5.3889,
    });
  });

  it("has no basis when the latest years differ (a 2024 price level over a 2020 rate)", () => {
    const mixed = buildCountry({ priceLevel: figure(0.227, 2024), exchangeRate: figure(1381.6192, 2020) });
    expect(countryPpp(mixed)).toBeNull();
  });
});
