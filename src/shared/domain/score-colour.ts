export type ScoreTone = "green" | "blue" | "yellow" | "red";

export interface ScoreToneOptions {
  /** "Lower is better" scores such as the racism level: ≤20 green, ≤40 blue, ≤60 yellow, else red. */
  inverse?: boolean;
  /**
   * The value is on a 0-10 scale (standard of living, housing availability). It is multiplied by
   * 10 and then compared with the same 0-100 bands, so 8/10 is green like 80%.
   */
  outOf10?: boolean;
}

/**
 * The colour band of a score (specification, section 9). Positive scores: 80 and above green,
 * 60 and above blue, 40 and above yellow, otherwise red. Inverse scores: 20 or below green,
 * 40 or below blue, 60 or below yellow, otherwise red. A value that is not a number is red.
 */
export function scoreTone(value: number, options: ScoreToneOptions = {}): ScoreTone {
  if (!Number.isFinite(value)) return "red";
  const score = options.outOf10 ? value * 10 : value;
  if (options.inverse) {
    if (score <= 20) return "green";
    if (score <= 40) return "blue";
    if (score <= 60) return "yellow";
    return "red";
  }
  if (score >= 80) return "green";
  if (score >= 60) return "blue";
  if (score >= 40) return "yellow";
  return "red";
}
