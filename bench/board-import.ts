import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

/** 10,000 postings of one board format imported by `npm run import` into a new embedded database. */
const SECONDS_BAR = 60;
const POSTINGS = 10_000;
const FILES = 10;
const BOARDS = path.resolve("src/server/import/fixtures/boards");

/** A board's saved answer made into `files` documents of `total` distinct postings in all. */
interface Format {
  name: string;
  /** The folder the files are written in (Personio's apply links come from its board's name). */
  folder: string;
  write(dir: string, total: number): void;
}

function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Postings `from` to `to` (excluded) of file `file`, the files sharing the total evenly. */
function ranges(total: number): { file: number; from: number; to: number }[] {
  const per = Math.ceil(total / FILES);
  const out: { file: number; from: number; to: number }[] = [];
  for (let file = 0; file * per < total; file++) {
    out.push({ file, from: file * per, to: Math.min(total, (file + 1) * per) });
  }
  return out;
}

/**
 * SmartRecruiters: the saved posting answer (its text in `jobAd.sections`) as the postings of a
 * list page, as a `smartrecruiters` feed hands the importer its list with each posting's answer.
 */
const smartRecruiters: Format = {
  name: "SmartRecruiters",
  folder: "smartrecruiters",
  write(dir, total) {
    const posting = JSON.parse(
      fs.readFileSync(path.join(BOARDS, "smartrecruiters-posting.json"), "utf8"),
    ) as {
      id: string;
      name: string;
    };
    for (const { file, from, to } of ranges(total)) {
      const content = [];
      for (let n = from; n < to; n++) {
        content.push({ ...posting, id: String(800_000_000_000_000 + n), name: `${posting.name} ${n}` });
      }
      const page = { offset: from, limit: to - from, totalFound: total, content };
      fs.writeFileSync(
        path.join(dir, `postings-${String(file).padStart(2, "0")}.json`),
        JSON.stringify(page),
      );
    }
  },
};

/** Personio: the saved feed's position with description blocks, repeated with distinct ids and names. */
const personio: Format = {
  name: "Personio",
  folder: "bench.jobs.personio.de",
  write(dir, total) {
    const feed = fs.readFileSync(path.join(BOARDS, "personio-positions.xml"), "utf8");
    const sample = /<position>[\s\S]*?<\/position>/.exec(feed)?.[0];
    if (!sample?.includes("<jobDescription>"))
      throw new Error("the saved Personio feed has no position with text");
    const name = /<name>([^<]*)<\/name>/.exec(sample)?.[1] ?? "Position";
    for (const { file, from, to } of ranges(total)) {
      const positions: string[] = [];
      for (let n = from; n < to; n++) {
        positions.push(
          sample
            .replace(/<id>\d+<\/id>/, `<id>${9_000_000 + n}</id>`)
            .replace(`<name>${name}</name>`, `<name>${xmlText(`${name} ${n}`)}</name>`),
        );
      }
      fs.writeFileSync(
        path.join(dir, `positions-${String(file).padStart(2, "0")}.xml`),
        `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>\n${positions.join("\n")}\n</workzag-jobs>\n`,
      );
    }
  },
};

/**
 * `npm run import` (from source, through tsx) of 10,000 postings of each new board format, in ten
 * files, into a new embedded database: migrating it and loading the reference data are part of the
 * time, as they are of a first import.
 */
export const boardImportSuite: Suite = {
  id: "board-import",
  name: "board import",
  loadGenerator: false,
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const total = options.quick ? 1_000 : POSTINGS;
    const rows: BenchRow[] = [];
    for (const format of [smartRecruiters, personio]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-bench-boards-"));
      try {
        const files = path.join(dir, format.folder);
        fs.mkdirSync(files);
        format.write(files, total);
        options.log(`board import: ${total} ${format.name} postings into a new embedded database`);
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: path.join(dir, "data"),
          NODE_ENV: "production",
        };
        delete env.DATABASE_URL;
        const started = performance.now();
        const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/import/cli.ts", files], {
          env,
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
          timeout: 30 * 60_000,
        });
        const seconds = (performance.now() - started) / 1000;
        const last = run.stdout.trim().split("\n").at(-1) ?? "";
        if (run.status !== 0 || !last.startsWith(`imported ${total},`)) {
          throw new Error(
            `${format.name}: ${last || run.stderr.trim().split("\n")[0] || `exit ${run.status}`}`,
          );
        }
        rows.push({
          suite: "board import",
          measure: `npm run import of ${total.toLocaleString("en")} ${format.name} postings (embedded)`,
          figure: `${seconds.toFixed(1)} s`,
          bar: `< ${SECONDS_BAR} s`,
          verdict: seconds < SECONDS_BAR ? "pass" : "fail",
          value: seconds,
          details: { files: FILES, last },
        });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    return rows;
  },
};
