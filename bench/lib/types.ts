import type { SeededDatabases } from "./databases";

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
  /** A short run for checking the harness (fewer runs, shorter loads, small sizes): not for the bars. */
  quick: boolean;
  /** Seconds of load before measuring (discarded). */
  warmupSeconds: number;
  /** Seconds of load that are measured. */
  durationSeconds: number;
  /** Job counts to measure; the suite's default when undefined. */
  sizes: number[] | undefined;
  /** Lighthouse runs per page and preset, and repetitions per interaction; the suite's default when undefined. */
  runs: number | undefined;
  /** Seeded databases shared by the suites of the run (removed at its end). */
  databases: SeededDatabases;
  /** Progress for the person watching; goes to stderr so the table stays clean. */
  log(message: string): void;
}

/** One benchmark: bench/run.ts runs every suite and prints their rows together. */
export interface Suite {
  /** What `--suite` takes ("api"). */
  id: string;
  /** What the table's suite column shows ("jobs search"). */
  name: string;
  /**
   * Whether it generates load in this process: then the process keeps to the bench core while the
   * servers it starts keep to the other. Otherwise (a browser) it may use every core.
   */
  loadGenerator: boolean;
  run(options: BenchOptions): Promise<BenchRow[]>;
}
