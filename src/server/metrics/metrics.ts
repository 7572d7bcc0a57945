/** What became of one mail the queue tried to deliver. */
export type MailOutcome = "sent" | "failed" | "dropped";

/** What became of one run of a queued task: done, failed (tried again later), or failed for the last time. */
export type TaskOutcome = "done" | "failed" | "given_up";

/**
 * What the app's parts tell the metrics (docs/metrics.md). With METRICS_TOKEN unset nothing
 * listens and each call does nothing, so the parts record unconditionally and never know which
 * metrics library, if any, is behind it.
 */
export interface Metrics {
  mail(outcome: MailOutcome): void;
  taskRun(kind: string, outcome: TaskOutcome): void;
  /** Where the number of open live message streams is read, at each scrape. */
  liveStreams(count: () => number): void;
  /** One server-side fetch of an outside address (src/server/outbound), by purpose and outcome. */
  outboundFetch(purpose: string, outcome: string): void;
}

export const noMetrics: Metrics = {
  mail() {},
  taskRun() {},
  liveStreams() {},
  outboundFetch() {},
};
