import type { Stats } from "@shared/schemas/jobs";

/** The figures the dashboard shows as tiles. */
export type StatTileKey = Exclude<keyof Stats, "demoJobs">;

/**
 * A tile's label, honest about fictional demo postings: when every job is a demo posting the job
 * tiles say "Demo Jobs"; when only some are, the available-jobs tile says how many.
 */
export function tileLabel(key: StatTileKey, label: string, stats: Stats | undefined): string {
  if (!stats || stats.demoJobs === 0) return label;
  const allDemo = stats.demoJobs === stats.availableJobs;
  if (key === "availableJobs") {
    return allDemo ? "Demo Jobs" : `${label} (${stats.demoJobs.toLocaleString("en-US")} demo)`;
  }
  if (key === "visaSponsorshipJobs" && allDemo) return "Demo Jobs with Visa Sponsorship";
  return label;
}
