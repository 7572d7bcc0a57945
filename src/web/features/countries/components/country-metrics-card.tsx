import type { Country } from "@shared/schemas/countries";
import { Card } from "../../../components/ui/card";
import { METRICS } from "../lib/country-metrics";
import { SourcedMetric } from "./sourced-metric";

/** Country Metrics: employment, cultural acceptance, racism (lower is better), vibrancy. */
export function CountryMetricsCard({ country }: { country: Country }) {
  const rows = [
    METRICS.employmentOpportunity,
    METRICS.culturalAcceptance,
    METRICS.racism,
    METRICS.culturalVibrancy,
  ];
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-fg">Country Metrics</h2>
      <div className="space-y-4">
        {rows.map((m) => (
          <SourcedMetric
            key={m.key}
            metric={m.key}
            label={m.label}
            value={country[m.key]}
            unit={m.unit}
            inverse={m.inverse}
            note={m.inverse ? "Lower is better" : undefined}
            source={country.sources[m.key]}
          />
        ))}
      </div>
    </Card>
  );
}
