import { sourceLabel } from "@shared/domain/source-label";
import type { MetricSource } from "@shared/schemas/common";
import { cn } from "../lib/cn";
import { PrefetchLink } from "./prefetch-link";

/**
 * Where a figure comes from, short ("employment rate, ages 15+ · World Bank 2025 (data 2024)"),
 * linking to how that metric is measured.
 */
export function SourceLine({
  metric,
  source,
  onCity = false,
  className,
}: {
  /** The metric's key: its entry on the methodology page has this id. */
  metric: string;
  source: MetricSource | undefined;
  /** The figure is shown for a city (it says so when it is really the country's). */
  onCity?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("mt-0.5 text-xs text-muted", className)}>
      Source:{" "}
      <PrefetchLink
        href={`/methodology#${metric}`}
        className="underline decoration-border underline-offset-2 hover:text-fg hover:decoration-current"
      >
        {sourceLabel(source, { onCity })}
      </PrefetchLink>
    </p>
  );
}
