import { scoreTone } from "@shared/domain/score-colour";
import { cn } from "../../../lib/cn";
import { formatMetric, type MetricUnit } from "../lib/country-metrics";

export const TONE_TEXT = {
  green: "text-score-green",
  blue: "text-score-blue",
  yellow: "text-score-yellow",
  red: "text-score-red",
} as const;

/**
 * A score coloured by the section 9 bands; the number itself carries the meaning. A figure no
 * publisher has reads "Not published", never the neutral number formulas count it as.
 */
export function ScoreValue({
  value,
  unit,
  inverse = false,
  missing = false,
  className,
}: {
  value: number;
  unit: MetricUnit;
  inverse?: boolean;
  missing?: boolean;
  className?: string;
}) {
  if (missing) return <span className={cn("text-muted italic", className)}>Not published</span>;
  const tone = scoreTone(value, { inverse, outOf10: unit === "/10" });
  return (
    <span className={cn("font-semibold tabular-nums", TONE_TEXT[tone], className)}>
      {formatMetric(value, unit)}
    </span>
  );
}
