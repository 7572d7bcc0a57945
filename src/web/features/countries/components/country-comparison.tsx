import type { Country } from "@shared/schemas/countries";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Badge } from "../../../components/ui/badge";
import { COMPARISON_GROUPS, type ComparisonGroup } from "../lib/comparison";
import { ComparisonTable } from "./comparison-table";
import { CountryImage } from "./country-image";

/** Two countries side by side: pictures, tags and the grouped metric tables. */
export function CountryComparison({
  first,
  second,
  groups = COMPARISON_GROUPS,
  imageHeight = "h-28",
}: {
  first: Country;
  second: Country;
  groups?: ComparisonGroup[];
  imageHeight?: string;
}) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {[first, second].map((country, i) => (
          <div
            key={i === 0 ? "first" : "second"}
            className="overflow-hidden rounded-lg border border-border bg-surface"
          >
            <CountryImage country={country} className={`${imageHeight} w-full`} width={480} height={224} />
            <div className="space-y-1.5 p-3">
              <p className="font-semibold text-fg">
                <PrefetchLink
                  href={`/countries/${country.id}`}
                  className="underline-offset-2 hover:underline"
                >
                  {country.name}
                </PrefetchLink>
              </p>
              {country.tag ? <Badge tone="primary">{country.tag}</Badge> : null}
            </div>
          </div>
        ))}
      </div>
      {groups.map((group) => (
        <ComparisonTable key={group.title} group={group} first={first} second={second} />
      ))}
    </div>
  );
}
