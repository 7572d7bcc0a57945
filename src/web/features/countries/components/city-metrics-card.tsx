import type { CityLocation } from "@shared/schemas/countries";
import { Card } from "../../../components/ui/card";
import { sourceText } from "../lib/country-metrics";
import { SourcedMetric } from "./sourced-metric";

/** The city's own figures, when the page is about a city the database knows. */
export function CityMetricsCard({ city }: { city: CityLocation }) {
  const rows = [
    { key: "employmentOpportunity", label: "Employment Opportunity", unit: "%" as const },
    { key: "culturalAcceptance", label: "Cultural Acceptance", unit: "%" as const },
    { key: "housingAvailability", label: "Housing Availability", unit: "/10" as const },
    { key: "racism", label: "Racism Level", unit: "%" as const, inverse: true },
    { key: "vegetarianFriendly", label: "Vegetarian Friendly", unit: "%" as const },
  ] as const;
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-fg">{city.name} Metrics</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {rows.map((m) => (
          <SourcedMetric
            key={m.key}
            label={m.label}
            value={city[m.key]}
            unit={m.unit}
            inverse={"inverse" in m}
            note={"inverse" in m ? "Lower is better" : undefined}
            source={sourceText(city, m.key)}
          />
        ))}
      </div>
    </Card>
  );
}
