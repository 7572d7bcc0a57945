import type { ReferenceCountry } from "../../reference/reference-rows";

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
 * expects, so only the price level applies there. A country without both figures gets no demo jobs.
 */
export function demoPay(
  country: Pick<ReferenceCountry, "salaryCurrency" | "currency" | "priceLevel" | "exchangeRate">,
): DemoPay | null {
  const { priceLevel, exchangeRate } = country;
  // No published price level or exchange rate: the demo posts no jobs there.
  if (!priceLevel || !exchangeRate) return null;
  const perUsd = country.salaryCurrency === "USD" ? priceLevel.value : priceLevel.value * exchangeRate.value;
  return { currency: country.salaryCurrency, perUsd };
}
