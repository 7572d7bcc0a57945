import { scoreTone } from "@shared/domain/score-colour";
import type { MetricSource } from "@shared/schemas/common";
import { SourceLine } from "../../../components/source-line";
import { MetricBar } from "../../../components/ui/metric-bar";
import type { MetricUnit } from "../lib/country-metrics";

/** A metric bar coloured by the section 9 bands, with what the figure is and where it comes from. */
export function SourcedMetric({
  metric,
  label,
  value,
  unit,
  inverse = false,
  neutral = false,
  note,
  source,
  onCity = false,
}: {
  /** The metric's key (its methodology entry). */
  metric: string;
  label: string;
  value: number;
  unit: MetricUnit;
  inverse?: boolean;
  /** A figure that is neither good nor bad (such as the share of meat eaters): no score colour. */
  neutral?: boolean;
  note?: string;
  source: MetricSource | undefined;
  onCity?: boolean;
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
        missing={source?.missing === true}
      />
      <SourceLine metric={metric} source={source} onCity={onCity} />
    </div>
  );
}
