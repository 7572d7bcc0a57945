import { JOB_TOTAL_CAP } from "@shared/domain/job-limits";
import { type JobPage, type JobSort, MATCH_WINDOW } from "@shared/schemas/jobs";

function formatTotal(total: number): string {
  const shown =
    total >= JOB_TOTAL_CAP ? `${JOB_TOTAL_CAP.toLocaleString("en-US")}+` : total.toLocaleString("en-US");
  return `${shown} ${total === 1 ? "job" : "jobs"} found`;
}

/**
 * The line above the results, true to what the server did: Best match ranks the newest
 * MATCH_WINDOW jobs that fit (decision 014), so a full window is said to be that, not a count; a
 * person with nothing to match on asked for it and got the newest first.
 */
export function resultSummary(page: Pick<JobPage, "total" | "sort">, asked: JobSort): string {
  if (page.sort === "match") {
    return page.total >= MATCH_WINDOW
      ? `The best of the ${MATCH_WINDOW.toLocaleString("en-US")} newest jobs that fit, best match first`
      : `${formatTotal(page.total)}, best match first`;
  }
  if (asked === "match")
    return `${formatTotal(page.total)}, newest first: your profile has nothing to match on yet`;
  return formatTotal(page.total);
}

/** The filter sheet's button: what closing it shows ("Show 57 jobs"), or no count while it changes. */
export function showJobsLabel(page: Pick<JobPage, "total"> | undefined, updating: boolean): string {
  if (!page || updating) return "Show jobs";
  if (page.total === 0) return "Show 0 jobs";
  const count =
    page.total >= JOB_TOTAL_CAP
      ? `${JOB_TOTAL_CAP.toLocaleString("en-US")}+`
      : page.total.toLocaleString("en-US");
  return `Show ${count} ${page.total === 1 ? "job" : "jobs"}`;
}
