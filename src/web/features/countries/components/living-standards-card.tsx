import type { Country } from "@shared/schemas/countries";
import { Utensils } from "lucide-react";
import { SourceLine } from "../../../components/source-line";
import { Card } from "../../../components/ui/card";
import { METRICS } from "../lib/country-metrics";
import { SourcedMetric } from "./sourced-metric";

/** Living Standards: standard of living and housing out of 10, food statistics, staple food. */
export function LivingStandardsCard({ country }: { country: Country }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-fg">Living Standards</h2>
      <div className="space-y-4">
        {[METRICS.standardOfLiving, METRICS.housingAvailability].map((m) => (
          <SourcedMetric
            key={m.key}
            metric={m.key}
            label={m.label}
            value={country[m.key]}
            unit={m.unit}
            source={country.sources[m.key]}
          />
        ))}
        <div>
          <h3 className="mb-2 text-sm font-medium text-fg">Food Statistics</h3>
          <div className="space-y-3">
            <SourcedMetric
              metric="vegetarianFriendly"
              label="Vegetarian friendly"
              value={country.vegetarianFriendly}
              unit="%"
              source={country.sources.vegetarianFriendly}
            />
            <SourcedMetric
              metric="nonVegPercentage"
              label="Non-vegetarian"
              value={country.nonVegPercentage}
              unit="%"
              neutral
              note="100 minus the share who say they are vegetarian"
              source={country.sources.nonVegPercentage}
            />
          </div>
        </div>
        {country.stapleFood ? (
          <div className="flex items-start gap-3 rounded-lg bg-surface-2 p-3">
            <Utensils className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
            <div>
              <h3 className="text-sm font-medium text-fg">Staple Food</h3>
              <p className="text-fg">{country.stapleFood}</p>
              <SourceLine metric="stapleFood" source={country.sources.stapleFood} />
            </div>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
