import type { PppBasis } from "@shared/domain/purchasing-power";
import { shortPublisher } from "@shared/domain/source-label";
import type { Country } from "@shared/schemas/countries";

/** The figures a country's PPP ratio rests on, and how to credit them. */
export interface CountryPpp {
  basis: PppBasis;
  credit: string;
}

/**
 * The World Bank's PPP conversion factor for private consumption where the country answer has it
 * (`pppFactor`, as published); otherwise its price level ratio times its exchange rate, which the
 * methodology names as the approximation it is and the credit calls an estimate. The two must be of
 * the same year (the ratio is the PPP factor over that year's rate); where the World Bank's latest
 * years differ, there is no basis.
 */
export function countryPpp(country: Country): CountryPpp | null {
  const ppp = country.pppFactor;
  if (ppp) {
    const per = country.currency ? `${country.currency} per international dollar` : ppp.unit;
    return {
      basis: { kind: "ppp-factor", pppFactor: ppp.value },
      credit: `PPP conversion factor for private consumption ${ppp.value} ${per} (${shortPublisher(ppp.publisher)}, ${ppp.year})`,
    };
  }
  const { priceLevel, exchangeRate } = country;
  if (!priceLevel || !exchangeRate || priceLevel.year !== exchangeRate.year) return null;
  return {
    basis: { kind: "price-level", priceLevel: priceLevel.value, exchangeRate: exchangeRate.value },
    credit: `Estimate: price level ratio ${priceLevel.value} × exchange rate ${exchangeRate.value} (${shortPublisher(priceLevel.publisher)}, ${priceLevel.year}), in place of the PPP conversion factor for private consumption, not given for ${country.name}`,
  };
}
