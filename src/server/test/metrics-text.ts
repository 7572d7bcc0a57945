import type { App } from "../types";

/** A METRICS_TOKEN for tests (16+ printable characters, as the setting requires). */
export const METRICS_TOKEN = "metrics-token-for-tests-0123456789";

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comment lines left out). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key = "", value = ""] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key] = value;
    }
    samples.push({ name: match[1] ?? "", labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named so whose labels include these, or undefined when there is none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** GET /metrics with the token, as Prometheus scrapes it; throws unless it answers 200. */
export async function scrape(app: App, token = METRICS_TOKEN): Promise<Sample[]> {
  const res = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}: ${res.body}`);
  return parseMetrics(res.body);
}
