import type { BenchRow } from "./types";

const HEADERS = ["suite", "measure", "figure", "bar", "result"] as const;

/** The one table `npm run bench` prints: plain text, columns padded, readable in any terminal or CI log. */
export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((r) => [r.suite, r.measure, r.figure, r.bar || "-", r.verdict]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join(" | ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("-|-");
  return [line(HEADERS), rule, ...cells.map(line)].join("\n");
}

/** Above and below a --quick table: its figures check the harness, they do not judge the bars. */
export const QUICK_NOTE =
  "QUICK RUN (--quick): short loads, single Lighthouse runs, small sizes; these figures check the harness and do not judge the bars.";
