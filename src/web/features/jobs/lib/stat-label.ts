import type { Stats } from "@shared/schemas/jobs";

/** The figures the dashboard shows as tiles. */
export type StatTileKey = Exclude<keyof Stats, "demoJobs">;

/**
 * What a tile's Demo badge says beside its figure, honest about fictional demo postings while the
 * tile keeps its own label: "Demo" when every job it counts is a demo posting, "1,200 demo" on the
 * available-jobs tile when only some are, and nothing otherwise (or before the figures arrive).
 */
export function tileDemoNote(key: StatTileKey, stats: Stats | undefined): string | null {
  if (!stats || stats.demoJobs === 0) return null;
  const allDemo = stats.demoJobs === stats.availableJobs;
  if (key === "availableJobs") return allDemo ? "Demo" : `${stats.demoJobs.toLocaleString("en-US")} demo`;
  if (key === "visaSponsorshipJobs" && allDemo) return "Demo";
  return null;
}
