import type { Country, CountrySummary } from "@shared/schemas/countries";
import { Check } from "lucide-react";
import { betterSide, type ComparisonGroup, type ComparisonRow, rowLabel } from "../lib/comparison";
import { METRICS } from "../lib/country-metrics";
import { ScoreValue } from "./score-value";

/** One group of metrics as a table: a row per metric, a column per country. */
export function ComparisonTable({
  group,
  first,
  second,
}: {
  group: ComparisonGroup;
  first: Country | CountrySummary;
  second: Country | CountrySummary;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-fg">{group.title}</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="w-[38%] py-2 pr-2 font-medium">
            Metric
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            {first.name}
          </th>
          <th scope="col" className="py-2 font-medium">
            {second.name}
          </th>
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => {
          const better = betterSide(row, first, second);
          return (
            <tr key={rowLabel(row)} className="border-b border-border last:border-b-0">
              <th scope="row" className="py-2.5 pr-2 text-left font-normal text-fg">
                {rowLabel(row)}
                {row.kind === "metric" && METRICS[row.key].inverse ? (
                  <span className="block text-xs text-muted">Lower is better</span>
                ) : null}
              </th>
              <td className="py-2.5 pr-2 align-top">
                <Cell row={row} country={first} better={better === "first"} />
              </td>
              <td className="py-2.5 align-top">
                <Cell row={row} country={second} better={better === "second"} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Cell({
  row,
  country,
  better,
}: {
  row: ComparisonRow;
  country: Country | CountrySummary;
  better: boolean;
}) {
  if (row.kind === "staple")
    return "stapleFood" in country && country.stapleFood ? (
      <span className="text-fg">{country.stapleFood}</span>
    ) : (
      <span className="text-muted italic">No summary written</span>
    );
  const value =
    row.kind === "jobs" ? (
      <span className="font-semibold tabular-nums text-fg">{country.jobCount.toLocaleString("en")}</span>
    ) : (
      <ScoreValue
        value={country[row.key]}
        unit={METRICS[row.key].unit}
        inverse={METRICS[row.key].inverse}
        missing={country.sources[row.key]?.missing === true}
      />
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {value}
      {better ? (
        <span className="inline-flex items-center text-muted" title="Better of the two">
          <Check className="size-4" aria-hidden="true" />
          <span className="sr-only">(better)</span>
        </span>
      ) : null}
    </span>
  );
}
