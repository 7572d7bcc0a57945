import { cityFigures } from "@shared/domain/city-figures";
import type { CityLocation } from "@shared/schemas/countries";
import { Card } from "../../../components/ui/card";
import { METRICS } from "../lib/country-metrics";
import { SourcedMetric } from "./sourced-metric";

/** The scores the database keeps for a city as well as for its country, in the order the card shows them. */
const CITY_METRICS = [
  "employmentOpportunity",
  "culturalAcceptance",
  "housingAvailability",
  "racism",
  "vegetarianFriendly",
] as const;

/**
 * The figures shown for a city. No verified city-level figures exist, so a city carries its
 * country's (level "country"); the card and every source line say so. A city without a record of
 * figures (one only GeoNames lists) gets no card: the page shows its country's.
 */
export function CityMetricsCard({ city, countryName }: { city: CityLocation; countryName: string }) {
  const figures = cityFigures(city);
  if (!figures) return null;
  const countryLevel = CITY_METRICS.some((key) => figures.sources[key]?.level === "country");
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">
        {city.name} Metrics{countryLevel ? " (country-level)" : ""}
      </h2>
      {countryLevel ? (
        <p className="mt-1 text-sm text-muted">
          There are no verified figures for {city.name} itself: these are {countryName}'s country-level
          figures.
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {CITY_METRICS.map((key) => {
          const metric = METRICS[key];
          return (
            <SourcedMetric
              key={key}
              metric={key}
              label={metric.label}
              value={figures[key]}
              unit={metric.unit}
              inverse={metric.inverse}
              note={metric.inverse ? "Lower is better" : undefined}
              source={figures.sources[key]}
              onCity
            />
          );
        })}
      </div>
    </Card>
  );
}
