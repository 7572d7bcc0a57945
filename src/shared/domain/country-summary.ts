import type { Country, CountrySummary, MetricSourceSummary } from "../schemas/countries";
import { COUNTRY_METRIC_KEYS } from "./country-fields";
import { sourceLabel } from "./source-label";

/**
 * A country as lists show it (`GET /api/country-summaries`): its scores with each score's source in
 * the one line `sourceLabel` writes, without the texts and figures only one country's page shows.
 */
export function countrySummary(country: Country): CountrySummary {
  const {
    sources: full,
    stapleFood: _stapleFood,
    priceLevel: _priceLevel,
    exchangeRate: _exchangeRate,
    pppFactor: _pppFactor,
    ...rest
  } = country;
  const sources: Record<string, MetricSourceSummary> = {};
  for (const key of COUNTRY_METRIC_KEYS) {
    const source = full[key];
    if (source)
      sources[key] = {
        label: sourceLabel(source),
        estimate: source.estimate,
        missing: source.missing === true,
      };
  }
  return { ...rest, sources };
}
