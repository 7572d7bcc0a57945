import type { ReferenceCountry } from "../../reference/reference-files";

/** How a country's demo postings state pay: currency, and units of it per US dollar of a role's base pay. */
export interface DemoPay {
  currency: string;
  perUsd: number;
}

/**
 * The fictional salaries follow published figures rather than invented multipliers: a role's US
 * base pay is scaled by the country's price level ratio (World Bank PA.NUS.PPPC.RF, what the same
 * basket costs there relative to the United States) and converted at the 2024 average exchange
 * rate (PA.NUS.FCRF). India's postings are stated in US dollars, which the client's LPA formatter
 * expects, so only the price level applies there.
 */
export function demoPay(
  country: Pick<ReferenceCountry, "salaryCurrency" | "currency" | "priceLevel" | "exchangeRate">,
): DemoPay {
  const perUsd =
    country.salaryCurrency === "USD"
      ? country.priceLevel.value
      : country.priceLevel.value * country.exchangeRate.value;
  return { currency: country.salaryCurrency, perUsd };
}
