/**
 * How a published figure becomes one of the specification's scores. Each transform is named in
 * data/reference/indicators.json with its parameters, so the file says how every stored score was
 * derived and the score is computed from the figure, never typed in.
 */
export type IndicatorTransform =
  | { id: "identity" }
  | { id: "multiply"; factor: number }
  /**
   * Linear over a fixed, stated reference range: `min` maps to 0 and `max` to `scale` (or the
   * reverse with `invert`, for figures where less is better); values outside the range are held at
   * its ends, so a new record high cannot push a score past the scale.
   */
  | { id: "min-max"; min: number; max: number; scale: number; invert?: boolean }
  /** `of` minus the figure: the share of the rest (for example non-vegetarians from vegetarians). */
  | { id: "complement"; of: number };

/** Scores are stored to two decimals: finer steps than the figures' own precision mean nothing. */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

export function applyTransform(transform: IndicatorTransform, value: number): number {
  switch (transform.id) {
    case "identity":
      return roundScore(value);
    case "multiply":
      return roundScore(value * transform.factor);
    case "min-max": {
      const share = (value - transform.min) / (transform.max - transform.min);
      const clamped = Math.min(1, Math.max(0, share));
      return roundScore((transform.invert ? 1 - clamped : clamped) * transform.scale);
    }
    case "complement":
      return roundScore(transform.of - value);
  }
}

/** The median of a list of figures (the stated basis of some estimates); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
