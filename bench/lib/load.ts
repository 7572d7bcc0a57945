import autocannon from "autocannon";
import { percentile } from "./percentile";

export interface LoadOptions {
  baseUrl: string;
  /** Paths (with query strings) sent in rotation. */
  paths: readonly string[];
  /** Requests per second, held fixed whatever the latency. */
  rate: number;
  seconds: number;
  /**
   * How many single-connection autocannon instances share the rate. autocannon's rate limiter
   * lets each connection send its whole per-second quota back to back at the start of every
   * second; started together, N connections turn "200 req/s" into a burst of N concurrent
   * requests once a second. Instances started 1000/streams ms apart spread the load evenly instead.
   */
  streams: number;
  headers?: Record<string, string>;
  /**
   * Each stream says it is a client of its own (X-Forwarded-For: 198.51.100.<stream>), believed by a
   * server started with TRUST_PROXY=1: visitors spread over addresses, as per-address limits see them.
   */
  clientPerStream?: boolean;
}

export interface LoadResult {
  /** Response times of every answered request, in ms, sorted. */
  latencies: number[];
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** How long the load ran, in seconds. */
  seconds: number;
  achievedRate: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A fixed-rate load with autocannon; each response time is kept (see percentile.ts for why). */
export async function runFixedRate(options: LoadOptions): Promise<LoadResult> {
  const streams = Math.max(1, Math.min(options.streams, options.rate));
  const latencies: number[] = [];
  let non2xx = 0;
  const runs = Array.from({ length: streams }, (_, i) => {
    // Spread the rate over the streams as evenly as whole numbers allow.
    const rate = Math.floor(options.rate / streams) + (i < options.rate % streams ? 1 : 0);
    // Each stream starts at a different point of the rotation so every path is sent throughout.
    const offset = Math.floor((i * options.paths.length) / streams);
    const rotated = [...options.paths.slice(offset), ...options.paths.slice(0, offset)];
    return delay((i * 1000) / streams).then(
      () =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url: options.baseUrl,
              connections: 1,
              overallRate: rate,
              duration: options.seconds,
              headers: options.clientPerStream
                ? { ...options.headers, "x-forwarded-for": `198.51.100.${(i % 254) + 1}` }
                : options.headers,
              requests: rotated.map((path) => ({ method: "GET" as const, path })),
              timeout: 10,
            },
            (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
          );
          instance.on("response", (_client, statusCode, _bytes, responseTime) => {
            if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
            else non2xx += 1;
          });
        }),
    );
  });
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((s, r) => s + pick(r), 0);
  const answered = latencies.length + non2xx;
  return {
    latencies,
    sent: sum((r) => r.requests.sent),
    answered,
    non2xx,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    seconds: options.seconds,
    // Every stream runs for `seconds`, so this is the rate the server actually answered.
    achievedRate: answered / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface MaxLoadOptions {
  baseUrl: string;
  /** Requests sent in rotation (autocannon's `requests`: a path, a method, a body, `setupRequest`). */
  requests: autocannon.Request[];
  seconds: number;
  connections: number;
  /** Requests in flight per connection. */
  pipelining?: number;
  headers?: Record<string, string>;
  /** Keep each response time (for percentiles); costs the load generator a little per response. */
  recordLatencies?: boolean;
}

/**
 * As many requests as the server answers: `connections` connections, each sending its next
 * request as soon as an answer arrives. `achievedRate` is the throughput (answers per second).
 */
export async function runMaxThroughput(options: MaxLoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        pipelining: options.pipelining ?? 1,
        duration: options.seconds,
        headers: options.headers,
        requests: options.requests,
        timeout: 10,
      },
      (error: unknown, r: autocannon.Result) => (error ? reject(error) : resolve(r)),
    );
    if (options.recordLatencies) {
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
        else non2xx += 1;
      });
    }
  });
  latencies.sort((a, b) => a - b);
  const ok = result["2xx"];
  const answered = ok + result.non2xx;
  return {
    latencies,
    sent: result.requests.sent,
    answered,
    non2xx: options.recordLatencies ? non2xx : result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    achievedRate: answered / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
