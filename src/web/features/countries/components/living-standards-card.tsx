import type { Country } from "@shared/schemas/countries";
import { Utensils } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { formatMetric, METRICS, sourceText } from "../lib/country-metrics";
import { SourcedMetric } from "./sourced-metric";

/** Living Standards: standard of living and housing out of 10, food statistics, staple food. */
export function LivingStandardsCard({ country }: { country: Country }) {
  const veg = Math.max(0, Math.min(100, country.vegetarianFriendly));
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-fg">Living Standards</h2>
      <div className="space-y-4">
        {[METRICS.standardOfLiving, METRICS.housingAvailability].map((m) => (
          <SourcedMetric
            key={m.key}
            label={m.label}
            value={country[m.key]}
            unit={m.unit}
            source={sourceText(country, m.key)}
          />
        ))}
        <div>
          <h3 className="text-sm font-medium text-fg">Food Statistics</h3>
          <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <div className="bg-score-green" style={{ width: `${veg}%` }} />
            <div
              className="bg-muted"
              style={{ width: `${Math.max(0, Math.min(100 - veg, country.nonVegPercentage))}%` }}
            />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Vegetarian friendly</dt>
              <dd className="font-semibold text-fg">{formatMetric(country.vegetarianFriendly, "%")}</dd>
            </div>
            <div>
              <dt className="text-muted">Non-vegetarian</dt>
              <dd className="font-semibold text-fg">{formatMetric(country.nonVegPercentage, "%")}</dd>
            </div>
          </dl>
          <p className="mt-0.5 text-xs text-muted">
            Source: {sourceText(country, "vegetarianFriendly")}
            {sourceText(country, "nonVegPercentage") !== sourceText(country, "vegetarianFriendly")
              ? `; non-vegetarian: ${sourceText(country, "nonVegPercentage")}`
              : null}
          </p>
        </div>
        <div className="flex items-start gap-3 rounded-lg bg-surface-2 p-3">
          <Utensils className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
          <div>
            <h3 className="text-sm font-medium text-fg">Staple Food</h3>
            <p className="text-fg">{country.stapleFood}</p>
          </div>
        </div>
      </div>
    </Card>
  );
}
