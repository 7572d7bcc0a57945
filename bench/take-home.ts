import { computeTakeHome, takeHomeCoverage } from "@server/take-home/compute-take-home";
import { loadTaxRules } from "@server/take-home/load-tax-rules";
import { percentile } from "./lib/percentile";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

const SUITE = "take-home";
/** One computation, worst place, p99 of the batch means (issue 42, decision 031). */
const BAR_MICROSECONDS = 50;
/** Computations per timed batch: one is too short for the clock, so a batch's mean is kept. */
const BATCH = 100;
const BATCHES = 200;
const QUICK_BATCHES = 20;
/** Salaries across each schedule, in the country's currency; the work per computation does not depend on them. */
const GROSSES = [0, 18_000, 42_000, 75_000, 130_000, 400_000];

interface Place {
  country: string;
  region: string | undefined;
}

/**
 * computeTakeHome in this process, for every country and region the rules cover (their current
 * year), as the endpoint calls it: the rules are loaded once, then each answer only runs the
 * compiled steps.
 */
async function run(options: BenchOptions): Promise<BenchRow[]> {
  const loadStarted = performance.now();
  const rules = loadTaxRules();
  const loadMs = performance.now() - loadStarted;

  const places = takeHomeCoverage(rules).flatMap<Place>((c) =>
    c.regions.length === 0
      ? [{ country: c.country, region: undefined }]
      : c.regions.map((r) => ({ country: c.country, region: r.code })),
  );
  const batches = options.quick ? QUICK_BATCHES : BATCHES;
  const timeBatch = (place: Place) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) {
      computeTakeHome(rules, { ...place, gross: GROSSES[i % GROSSES.length] as number });
    }
    return Number(process.hrtime.bigint() - started) / 1_000 / BATCH;
  };
  // Warm-up: every place's steps compiled by V8 before anything is timed.
  for (const place of places) for (let i = 0; i < 20; i++) timeBatch(place);

  const perPlace = places.map((place) => {
    const means = Array.from({ length: batches }, () => timeBatch(place)).sort((a, b) => a - b);
    return {
      place: place.region ? `${place.country}/${place.region}` : place.country,
      p50: percentile(means, 50),
      p99: percentile(means, 99),
    };
  });
  options.log(`take-home: ${places.length} places × ${batches} batches of ${BATCH}`);
  const slowest = perPlace.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const all = perPlace.map((p) => p.p50).sort((a, b) => a - b);
  const micro = (n: number) => `${n.toFixed(2)} µs`;
  return [
    {
      suite: SUITE,
      measure: "load and check every rules file (once, at start)",
      figure: `${loadMs.toFixed(1)} ms`,
      bar: "",
      verdict: "info",
      value: loadMs,
      details: { countries: rules.countries.size, places: places.length },
    },
    {
      suite: SUITE,
      measure: `one computation, p50 over ${places.length} countries and regions`,
      figure: micro(percentile(all, 50)),
      bar: "",
      verdict: "info",
      value: percentile(all, 50),
    },
    {
      suite: SUITE,
      measure: `one computation, p99, slowest place (${slowest.place})`,
      figure: micro(slowest.p99),
      bar: `≤ ${BAR_MICROSECONDS} µs`,
      verdict: slowest.p99 <= BAR_MICROSECONDS ? "pass" : "fail",
      value: slowest.p99,
      details: { batch: BATCH, batches, perPlace },
    },
  ];
}

export const takeHomeSuite: Suite = { id: "take-home", name: SUITE, loadGenerator: true, run };
