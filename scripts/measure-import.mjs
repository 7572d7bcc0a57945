// How long `npm run import` takes for 10,000 schema.org postings on a fresh embedded database:
// node scripts/measure-import.mjs [postings]. Writes the postings (10 files) and the database into
// temporary directories, runs the built command (dist/server/import.js; `npm run build` first), prints
// its last line and the time, and removes both. A measurement, not a test: run it on a quiet machine.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./ensure-build.mjs";

const total = Number(process.argv[2] ?? 10_000);
const PLACES = [
  ["Berlin", "DE"],
  ["London", "GB"],
  ["Toronto", "CA"],
  ["Amsterdam", "NL"],
  ["Lagos", "NG"],
  ["Buenos Aires", "AR"],
  ["Tokyo", "JP"],
  ["Austin", "US"],
];
const ROLES = [
  "Backend Engineer",
  "Data Analyst",
  "Product Designer",
  "Site Reliability Engineer",
  "QA Engineer",
];

function posting(n) {
  const [city, country] = PLACES[n % PLACES.length];
  const company = `Bench Company ${n % 200}`;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: `${ROLES[n % ROLES.length]} ${Math.floor(n / ROLES.length)}`,
    description: `<p>${company} builds services in Go, TypeScript and PostgreSQL.</p><ul><li>Own features end to end</li><li>Review designs</li></ul><p>${n % 3 === 0 ? "We sponsor visas for this role." : "We are unable to sponsor visas."}</p>`,
    datePosted: "2026-11-01",
    employmentType: n % 7 === 0 ? "CONTRACTOR" : "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: company,
      sameAs: `https://company${n % 200}.example`,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: city, addressCountry: country },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", minValue: 50_000 + n, maxValue: 70_000 + n, unitText: "YEAR" },
    },
    identifier: { "@type": "PropertyValue", value: `bench-${n}` },
    url: `https://company${n % 200}.example/jobs/${n}`,
  };
}

const feeds = mkdtempSync(path.join(tmpdir(), "borderless-import-feeds-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "borderless-import-db-"));
try {
  const perFile = Math.ceil(total / 10);
  for (let file = 0; file * perFile < total; file++) {
    const items = [];
    for (let n = file * perFile; n < Math.min(total, (file + 1) * perFile); n++) items.push(posting(n));
    writeFileSync(path.join(feeds, `feed-${String(file).padStart(2, "0")}.json`), JSON.stringify(items));
  }
  const run = (label) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [path.join(root, "dist/server/import.js"), feeds], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) throw new Error(result.stderr || `exit ${result.status}`);
    console.log(`${label}: ${result.stdout.trim().split("\n").at(-1)} in ${seconds} s`);
  };
  run(`first import of ${total.toLocaleString("en-US")} postings (fresh database, migrations included)`);
  run("the same postings again (all updates)");
} finally {
  rmSync(feeds, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
