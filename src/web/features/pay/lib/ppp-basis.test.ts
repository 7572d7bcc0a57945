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
  it("uses the published PPP conversion factor for private consumption when the country has it", () => {
    // Brazil, WDI 2024: PA.NUS.PRVT.PP 2.5244965460 BRL per international $ (written 2.5245).
    const brazil = buildCountry({
      name: "Brazil",
      currency: "BRL",
      pppFactor: figure(2.5245, 2024),
      priceLevel: figure(0.462, 2024),
      exchangeRate: figure(5.3889, 2024),
    });
    const ppp = countryPpp(brazil);
    expect(ppp?.basis).toEqual({ kind: "ppp-factor", pppFactor: 2.5245 });
    expect(ppp?.credit).toBe(
      "PPP conversion factor for private consumption 2.5245 BRL per international dollar (World Bank, 2024)",
    );
    // The published factor is never called an estimate.
    expect(ppp?.credit).not.toMatch(/estimate/i);
  });

  it("falls back to the price level times the exchange rate of the same year, labelled an estimate", () => {
    // Brazil, WDI 2024: price level 0.462, 5.3889 BRL per US$.
    const brazil = buildCountry({
      name: "Brazil",
      pppFactor: null,
      priceLevel: figure(0.462, 2024),
      exchangeRate: figure(5.3889, 2024),
    });
    const ppp = countryPpp(brazil);
    expect(ppp?.basis).toEqual({
      kind: "price-level",
      priceLevel: 0.462,
      exchangeRate: 5.3889,
    });
    expect(ppp?.credit).toBe(
      "Estimate: price level ratio 0.462 × exchange rate 5.3889 (World Bank, 2024), in place of the PPP conversion factor for private consumption, not given for Brazil",
    );
  });

  it("has no basis when the latest years differ (a 2024 price level over a 2020 rate)", () => {
    const mixed = buildCountry({ priceLevel: figure(0.227, 2024), exchangeRate: figure(1381.6192, 2020) });
    expect(countryPpp(mixed)).toBeNull();
  });
});
