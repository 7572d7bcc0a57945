import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Card } from "../../../components/ui/card";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useCountrySummaries } from "../api/get-countries";
import type { ComparisonGroup } from "../lib/comparison";
import { TableSkeleton } from "./comparison-skeleton";
import { ComparisonTable } from "./comparison-table";
import { CountrySelect } from "./country-select";

const WIDGET_GROUP: ComparisonGroup = {
  title: "Key figures",
  rows: [
    { kind: "metric", key: "employmentOpportunity" },
    { kind: "jobs", label: "Available Jobs" },
    { kind: "metric", key: "culturalAcceptance" },
    { kind: "metric", key: "standardOfLiving" },
    { kind: "metric", key: "housingAvailability" },
  ],
};

/**
 * The dashboard's 'Country Comparison': two countries (1 and 2 to start) compared live as soon as
 * either choice changes, with the same table as the Compare page and a link to the full comparison.
 */
export function CountryComparisonWidget() {
  const countries = useCountrySummaries();
  const [firstId, setFirstId] = useState<number | null>(null);
  const [secondId, setSecondId] = useState<number | null>(null);
  const list = countries.data ?? [];
  const first = list.find((c) => c.id === (firstId ?? 1)) ?? list[0];
  const second = list.find((c) => c.id === (secondId ?? 2)) ?? list[1] ?? list[0];

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">Country Comparison</h2>
        <Link
          href={first && second ? `/compare?a=${first.id}&b=${second.id}` : "/compare"}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-fg underline underline-offset-2 hover:no-underline"
        >
          Full comparison
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {countries.isPending ? (
        <LoadingSkeleton label="Loading the comparison...">
          <div className="mb-4 grid gap-3 sm:grid-cols-2">
            {[0, 1].map((i) => (
              <div key={i} className="space-y-1.5">
                <Skeleton className="h-5 w-20" />
                <Skeleton className="h-11 w-full" />
              </div>
            ))}
          </div>
          <TableSkeleton rows={5} />
        </LoadingSkeleton>
      ) : countries.isError ? (
        <p role="alert" className="text-sm text-fg">
          {errorMessage(countries.error, "The countries could not be loaded.")}
        </p>
      ) : !first || !second ? (
        <p className="text-sm text-muted">There are no countries to compare yet.</p>
      ) : (
        <>
          <div className="mb-4 grid gap-3 sm:grid-cols-2">
            <CountrySelect
              label="Country 1"
              countries={list}
              value={String(first.id)}
              onChange={(v) => setFirstId(Number(v))}
            />
            <CountrySelect
              label="Country 2"
              countries={list}
              value={String(second.id)}
              onChange={(v) => setSecondId(Number(v))}
            />
          </div>
          <ComparisonTable group={WIDGET_GROUP} first={first} second={second} />
        </>
      )}
    </Card>
  );
}
