import { scoreTone } from "@shared/domain/score-colour";
import { MetricBar } from "../../../components/ui/metric-bar";
import type { MetricUnit } from "../lib/country-metrics";

/** A metric bar coloured by the section 9 bands, with where the figure comes from. */
export function SourcedMetric({
  label,
  value,
  unit,
  inverse = false,
  neutral = false,
  note,
  source,
}: {
  label: string;
  value: number;
  unit: MetricUnit;
  inverse?: boolean;
  /** A figure that is neither good nor bad (such as the share of meat eaters): no score colour. */
  neutral?: boolean;
  note?: string;
  /** 'Publisher, year' */
  source: string;
}) {
  return (
    <div>
      <MetricBar
        label={label}
        value={value}
        max={unit === "/10" ? 10 : 100}
        unit={unit}
        tone={neutral ? "primary" : scoreTone(value, { inverse, outOf10: unit === "/10" })}
        note={note}
      />
      <p className="mt-0.5 text-xs text-muted">Source: {source}</p>
    </div>
  );
}
