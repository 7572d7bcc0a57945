import type { CountryMetricKey } from "@shared/domain/country-fields";
import type { CountrySummary } from "@shared/schemas/countries";
import type { MetricUnit } from "./country-metrics";

/** The projected shapes the map draws (scripts/build-world-map.mjs): a path, or a dot for a small country. */
export interface MapShapes {
  viewBox: string;
  outline: string;
  shapes: (
    | { code: string; name: string; d: string }
    | { code: string; name: string; dot: [number, number] }
  )[];
}

/** Five equal bands from 0 to the metric's top (100% or 10/10), light to dark (ColorBrewer GnBu). */
export const MAP_BANDS = [
  { colour: "#ccebc5" },
  { colour: "#a8ddb5" },
  { colour: "#7bccc4" },
  { colour: "#43a2ca" },
  { colour: "#0868ac" },
] as const;

/** The band a value falls in; the top of the scale belongs to the last band. */
export function bandOf(value: number, unit: MetricUnit): number {
  const max = unit === "/10" ? 10 : 100;
  const band = Math.floor((Math.min(Math.max(value, 0), max) / max) * MAP_BANDS.length);
  return Math.min(band, MAP_BANDS.length - 1);
}

/**
 * A country's figure as the map shows it: its value, or missing (no publisher has it; the stored
 * number is only the calculators' neutral default, never drawn as a figure) with the line that says
 * which publication lacks it.
 */
export function metricOnMap(
  country: CountrySummary,
  metric: CountryMetricKey,
): { value: number; missing: false } | { value: null; missing: true; label: string } {
  const source = country.sources[metric];
  if (source?.missing) return { value: null, missing: true, label: source.label };
  return { value: country[metric], missing: false };
}
