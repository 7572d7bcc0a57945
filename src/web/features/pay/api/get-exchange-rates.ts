import { getExchangeRates as getExchangeRatesEndpoint } from "@shared/api/pay";
import type { ExchangeRates } from "@shared/schemas/pay";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getExchangeRates(): Promise<ExchangeRates> {
  return request(getExchangeRatesEndpoint);
}

export const exchangeRatesQuery = queryOptions({
  queryKey: queryKey(getExchangeRatesEndpoint),
  queryFn: getExchangeRates,
});

/** The rates pay is converted at (one small answer, asked once a visit). */
export function useExchangeRates() {
  return useQuery(exchangeRatesQuery);
}

/** Units of `to` for one of `from` on the rates' day; null when either has no rate. */
export function crossRate(rates: ExchangeRates | undefined, from: string, to: string): number | null {
  const a = rates?.rates.find((r) => r.currency === from);
  const b = rates?.rates.find((r) => r.currency === to);
  return a && b ? b.perEuro / a.perEuro : null;
}
