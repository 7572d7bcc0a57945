// How long `npm run import` takes for 10,000 postings of each job board format on a fresh embedded
// database: node scripts/measure-board-import.mjs [postings] [format …]. Each board's saved answer
// (src/server/import/fixtures/boards/) gives one posting, repeated with distinct ids and titles into
// 10 files; the built command (dist/server/import.js; `npm run build` first) imports them. Prints each
// format's last line and time, and removes what it wrote. A measurement, not a test.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./ensure-build.mjs";

const total = Number(process.argv[2] ?? 10_000);
const only = process.argv.slice(3);
const BOARDS = path.join(root, "src/server/import/fixtures/boards");

/** Per format: its sample, the list the postings are in, the sample posting, and one made distinct. */
const FORMATS = {
  ashby: {
    file: "ashby-job-board.json",
    list: "jobs",
    company: "Bench Ashby",
    vary: (p, n) => ({ ...p, id: `bench-${n}`, title: `${p.title} ${n}`, applyUrl: `${p.applyUrl}?n=${n}` }),
  },
  workable: {
    file: "workable-account.json",
    list: "jobs",
    vary: (p, n) => ({
      ...p,
      shortcode: `B${n}`,
      title: `${p.title} ${n}`,
      application_url: `${p.application_url}?n=${n}`,
    }),
  },
  recruitee: {
    file: "recruitee-offers.json",
    list: "offers",
    vary: (p, n) => ({
      ...p,
      id: 10_000_000 + n,
      title: `${p.title} ${n}`,
      careers_apply_url: `${p.careers_apply_url}?n=${n}`,
    }),
  },
  arbeitnow: {
    file: "arbeitnow-job-board.json",
    list: "data",
    vary: (p, n) => ({ ...p, slug: `bench-${n}`, title: `${p.title} ${n}`, url: `${p.url}-${n}` }),
  },
  remotive: {
    file: "remotive-remote-jobs.json",
    list: "jobs",
    sample: 1, // the first saved description has no text left
    vary: (p, n) => ({ ...p, id: 10_000_000 + n, title: `${p.title} ${n}`, url: `${p.url}-${n}` }),
  },
};

for (const [format, spec] of Object.entries(FORMATS)) {
  if (only.length > 0 && !only.includes(format)) continue;
  const answer = JSON.parse(readFileSync(path.join(BOARDS, spec.file), "utf8"));
  const sample = answer[spec.list][spec.sample ?? 0];
  const feeds = mkdtempSync(path.join(tmpdir(), `borderless-${format}-feeds-`));
  const dataDir = mkdtempSync(path.join(tmpdir(), `borderless-${format}-db-`));
  try {
    const perFile = Math.ceil(total / 10);
    for (let file = 0; file * perFile < total; file++) {
      const items = [];
      for (let n = file * perFile; n < Math.min(total, (file + 1) * perFile); n++)
        items.push(spec.vary(sample, n));
      writeFileSync(
        path.join(feeds, `${format}-${String(file).padStart(2, "0")}.json`),
        JSON.stringify({ ...answer, [spec.list]: items }),
      );
    }
    const started = performance.now();
    const args = [
      path.join(root, "dist/server/import.js"),
      feeds,
      ...(spec.company ? ["--company", spec.company] : []),
    ];
    const result = spawnSync(process.execPath, args, {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) throw new Error(result.stderr || `exit ${result.status}`);
    console.log(
      `${format}: ${result.stdout.trim().split("\n").at(-1)} in ${seconds} s (fresh database, migrations included)`,
    );
  } finally {
    rmSync(feeds, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
