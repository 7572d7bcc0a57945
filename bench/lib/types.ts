/** A row of the one results table: one figure and whether it meets its bar. */
export interface BenchRow {
  suite: string;
  measure: string;
  /** As printed, with its unit. */
  figure: string;
  /** The bar it is held to ("≤ 20 ms"), or "" for a figure shown for information. */
  bar: string;
  verdict: "pass" | "fail" | "info";
  /** The raw number behind `figure`, for the JSON copy. */
  value?: number;
  /** Everything behind the figure (request counts, query plans), kept in the JSON copy only. */
  details?: Record<string, unknown>;
}

export interface BenchOptions {
  /** Seconds of load before measuring (discarded). */
  warmupSeconds: number;
  /** Seconds of load that are measured. */
  durationSeconds: number;
  /** Job counts to measure; the suite's default when undefined. */
  sizes: number[] | undefined;
  /** Progress for the person watching; goes to stderr so the table stays clean. */
  log(message: string): void;
}

/** One benchmark: bench/run.ts runs every suite and prints their rows together. */
export interface Suite {
  name: string;
  run(options: BenchOptions): Promise<BenchRow[]>;
}
