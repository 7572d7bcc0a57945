import { cn } from "../../lib/cn";

export type MetricTone = "green" | "blue" | "yellow" | "red" | "primary";

const fills: Record<MetricTone, string> = {
  green: "bg-score-green",
  blue: "bg-score-blue",
  yellow: "bg-score-yellow",
  red: "bg-score-red",
  primary: "bg-primary",
};

interface MetricBarProps {
  label: string;
  value: number;
  /** 100 for percentages, 10 for scores out of ten. */
  max?: number;
  unit?: "%" | "/10";
  tone?: MetricTone;
  note?: string;
  /** No publisher has the figure: "Not published" and no bar, never the neutral number formulas use. */
  missing?: boolean;
}

/** A labelled metric with a bar; the number is there as text, so the bar itself is decoration. */
export function MetricBar({
  label,
  value,
  max = 100,
  unit = "%",
  tone = "primary",
  note,
  missing = false,
}: MetricBarProps) {
  if (missing) {
    return (
      <div>
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-fg">{label}</span>
          <span className="text-muted italic">Not published</span>
        </div>
        <p className="mt-1 text-xs text-muted">
          Counted as {unit === "/10" ? "5/10" : "50"} where a formula needs a number
        </p>
      </div>
    );
  }
  const pct = Math.max(0, Math.min(100, (value / max) * 100));
  const shown = unit === "/10" ? `${Number(value.toFixed(1))}/10` : `${Math.round(value)}%`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-fg">{label}</span>
        <span className="font-semibold text-fg">{shown}</span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className={cn("h-full rounded-full", fills[tone])} style={{ width: `${pct}%` }} />
      </div>
      {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
    </div>
  );
}
