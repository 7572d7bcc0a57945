import type { CountryMetricKey } from "@shared/domain/country-fields";
import type { CountrySummary } from "@shared/schemas/countries";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "wouter";
import { LoadError } from "../../../components/ui/load-error";
import { formatMetric, METRICS } from "../lib/country-metrics";
import { bandOf, MAP_BANDS, type MapShapes, metricOnMap } from "../lib/map-metric";
import shapesUrl from "../map/world-shapes.json?url";

/** The country shapes, projected at build time (scripts/build-world-map.mjs); fetched once. */
async function fetchShapes(): Promise<MapShapes> {
  const res = await fetch(shapesUrl);
  if (!res.ok) throw new Error(`The map could not be loaded (${res.status}).`);
  return res.json();
}

const NO_ROW = "var(--color-border)";

/**
 * A choropleth of one metric: each country coloured by its band, hatched where no publisher has the
 * figure. Hover or focus shows the value and its source; a click opens the country. The list
 * below the map holds the same figures for anyone who cannot use it.
 */
export default function CountryMap({
  countries,
  metric,
}: {
  countries: readonly CountrySummary[];
  metric: CountryMetricKey;
}) {
  const shapes = useQuery({
    queryKey: ["world-shapes"],
    queryFn: fetchShapes,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [active, setActive] = useState<string | null>(null);
  const hatchId = useId();
  const definition = METRICS[metric];
  const byCode = new Map(countries.map((c) => [c.code, c]));

  if (shapes.isPending) {
    return (
      <div
        role="status"
        className="flex aspect-[2/1] w-full items-center justify-center rounded-xl border border-border bg-surface text-sm text-muted"
      >
        Loading the map…
      </div>
    );
  }
  if (shapes.isError)
    return <LoadError error={shapes.error} onRetry={() => shapes.refetch()} what="the map" />;

  const shown = active ? byCode.get(active) : undefined;
  const shownFigure = shown ? metricOnMap(shown, metric) : null;
  return (
    <figure aria-label={`Map: ${definition.label}`} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl border border-border bg-surface">
        <svg
          viewBox={shapes.data.viewBox}
          aria-label={`World map of ${definition.label}. Each country is a link to its page; the list below has the same figures.`}
          className="block h-auto w-full"
        >
          <defs>
            <pattern
              id={hatchId}
              width="4"
              height="4"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="4" height="4" fill="var(--color-surface)" />
              <line x1="0" y1="0" x2="0" y2="4" stroke="var(--color-muted)" strokeWidth="1.5" />
            </pattern>
          </defs>
          <path d={shapes.data.outline} fill="var(--color-bg)" stroke="var(--color-border)" />
          {shapes.data.shapes.map((shape) => {
            const country = byCode.get(shape.code);
            const figure = country ? metricOnMap(country, metric) : null;
            const fill = !country
              ? NO_ROW
              : figure?.missing
                ? `url(#${hatchId})`
                : MAP_BANDS[bandOf(figure?.value ?? 0, definition.unit)]?.colour;
            const geometry =
              "d" in shape ? <path d={shape.d} /> : <circle cx={shape.dot[0]} cy={shape.dot[1]} r={3} />;
            const common = {
              fill,
              stroke: active === shape.code ? "var(--color-fg)" : "var(--color-surface)",
              strokeWidth: active === shape.code ? 1.5 : 0.4,
            };
            if (!country) {
              return (
                <g key={shape.code} {...common}>
                  {geometry}
                </g>
              );
            }
            const text = figure?.missing
              ? `${country.name}: Not published`
              : `${country.name}: ${formatMetric(figure?.value ?? 0, definition.unit)}`;
            return (
              <Link
                key={shape.code}
                href={`/countries/${country.id}`}
                aria-label={text}
                onMouseEnter={() => setActive(shape.code)}
                onMouseLeave={() => setActive((code) => (code === shape.code ? null : code))}
                onFocus={() => setActive(shape.code)}
                onBlur={() => setActive((code) => (code === shape.code ? null : code))}
                className="cursor-pointer outline-none"
              >
                <g {...common}>
                  <title>{text}</title>
                  {geometry}
                </g>
              </Link>
            );
          })}
        </svg>
        <output
          aria-live="polite"
          className="pointer-events-none m-2 block rounded-lg border border-border bg-surface/95 px-3 py-2 text-sm shadow-sm empty:hidden sm:absolute sm:bottom-0 sm:left-0 sm:max-w-[calc(100%-1rem)]"
        >
          {shown ? (
            <>
              <span className="font-medium text-fg">{shown.name}</span>{" "}
              <span className="text-fg">
                {shownFigure?.missing
                  ? "Not published"
                  : formatMetric(shownFigure?.value ?? 0, definition.unit)}
              </span>
              <span className="block text-xs text-muted">
                {shownFigure?.missing
                  ? shownFigure.label
                  : (shown.sources[metric]?.label ?? "source not recorded")}
              </span>
            </>
          ) : null}
        </output>
      </div>
      <figcaption>
        <Legend metric={metric} hatchId={`${hatchId}-legend`} />
      </figcaption>
    </figure>
  );
}

function Legend({ metric, hatchId }: { metric: CountryMetricKey; hatchId: string }) {
  const definition = METRICS[metric];
  const max = definition.unit === "/10" ? 10 : 100;
  const step = max / MAP_BANDS.length;
  return (
    <ul
      aria-label={`Legend: ${definition.label}`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted"
    >
      {MAP_BANDS.map((band, i) => (
        <li key={band.colour} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3.5 rounded-sm border border-border"
            style={{ background: band.colour }}
          />
          {i * step}–{(i + 1) * step}
          {definition.unit}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" className="size-3.5 rounded-sm border border-border" viewBox="0 0 14 14">
          <defs>
            <pattern
              id={hatchId}
              width="4"
              height="4"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <line x1="0" y1="0" x2="0" y2="4" stroke="var(--color-muted)" strokeWidth="1.5" />
            </pattern>
          </defs>
          <rect width="14" height="14" fill={`url(#${hatchId})`} />
        </svg>
        Not published
      </li>
      {definition.inverse ? <li>Lower is better</li> : null}
    </ul>
  );
}
