/**
 * Nearest-rank percentile of latencies in milliseconds. autocannon's own histogram has no p95 and
 * records fixed-rate runs with a "coordinated omission" correction that assumes whole-millisecond
 * intervals, so the suites keep each response time and rank them here.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return "n/a";
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}
