import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { queuedTasks, scheduledRuns } from "../db/schema/queue";
import type { Database } from "../db/types";
import { parseOutboundAllow } from "../outbound/address-policy";
import { createOutboundFetcher } from "../outbound/outbound-fetch";
import { createQueue } from "../queue/queue";
import { createScheduler } from "../queue/scheduler";
import { scheduleAll, scheduledJobs } from "../queue/schedules";
import { TASKS } from "../queue/tasks";
import { createFeedRunner, FEED_TASK, loadFeedsFile, parseFeeds } from "./feeds";
import { importDocument as realImport } from "./import-document";
import type { ImportDocument, ImportOptions } from "./types";

const HOUR = 3_600_000;
const GREENHOUSE = JSON.stringify({ jobs: [{ id: 1, title: "Platform Engineer" }] });

describe("the JOB_FEEDS file", () => {
  const parse = (feeds: unknown) => () => parseFeeds(JSON.stringify(feeds), "feeds.json");

  it("lists feeds with a name, an address, a format, a company and how often", () => {
    expect(
      parseFeeds(
        JSON.stringify([
          {
            name: "acme-greenhouse",
            url: "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true",
            format: "greenhouse",
            company: "Acme",
            every: "30m",
          },
          { name: "globex", url: "http://careers.globex.example/jobs" },
        ]),
        "feeds.json",
      ),
    ).toEqual([
      {
        name: "acme-greenhouse",
        url: "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true",
        format: "greenhouse",
        company: "Acme",
        everyMs: HOUR / 2,
      },
      // The format is found from the content, every six hours, unless said otherwise.
      { name: "globex", url: "http://careers.globex.example/jobs", format: "auto", everyMs: 6 * HOUR },
    ]);
    expect(parseFeeds("[]", "feeds.json")).toEqual([]);
  });

  it("stops with one line naming the feed and the field that is wrong", () => {
    const ok = { name: "acme", url: "https://acme.example/jobs" };
    const cases: [unknown, string][] = [
      [
        [{ ...ok, url: "ftp://acme.example/jobs" }],
        "feed 1 (acme), url: url must be an http:// or https:// address",
      ],
      [[{ name: "acme" }], "feed 1 (acme), url: url is missing"],
      [
        [ok, { ...ok, every: "5m" }],
        'feed 2 (acme), every: every must be a number of minutes, hours or days such as 30m, 6h or 1d, from 15m to 7d, not "5m"',
      ],
      [[{ ...ok, every: "8d" }], "feed 1 (acme), every: every must be"],
      [[{ ...ok, every: "1 hour" }], "feed 1 (acme), every: every must be"],
      [
        [{ ...ok, format: "xml" }],
        "feed 1 (acme), format: format must be greenhouse, lever, schema.org, ashby, workable, recruitee, arbeitnow, remotive, smartrecruiters, personio or auto",
      ],
      [[ok, { ...ok }], "feed 2 (acme), name: name acme is used by an earlier feed"],
      [[{ ...ok, name: "Acme Jobs" }], "feed 1 (Acme Jobs), name: name must be 1 to 64 lower-case letters"],
      [[{ ...ok, company: "  " }], "feed 1 (acme), company: company must not be empty"],
      [[{ ...ok, evry: "1h" }], "feed 1 (acme): unknown field evry"],
      [[ok, "https://acme.example/jobs"], "feed 2: "],
      [{ feeds: [ok] }, "the file must hold a JSON array of feeds"],
    ];
    for (const [feeds, message] of cases) {
      expect(parse(feeds), message).toThrow(`Invalid settings: JOB_FEEDS (feeds.json): ${message}`);
      try {
        parse(feeds)();
      } catch (error) {
        expect((error as Error).message).not.toContain("\n");
      }
    }
    expect(() => parseFeeds("[{name: 'acme'}]", "feeds.json")).toThrow(
      /^Invalid settings: JOB_FEEDS \(feeds.json\): not JSON: /,
    );
  });

  it("names a file that cannot be read", () => {
    const missing = path.join(os.tmpdir(), "borderless-no-such-feeds.json");
    expect(() => loadFeedsFile(missing)).toThrow(
      `Invalid settings: JOB_FEEDS (${missing}): cannot be read: no such file`,
    );
  });
});

/** Where /to-internal redirects: another server on this machine, which no feed may reach. */
let internalAddress = "";

/** A feed server on a free port: each path answers as the test sets it. */
function feedServer() {
  const seen: { url: string; userAgent: string | undefined }[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? "", userAgent: req.headers["user-agent"] });
    if (req.url === "/moved") {
      res.writeHead(302, { location: "/jobs" }).end();
    } else if (req.url === "/to-internal") {
      res.writeHead(302, { location: internalAddress }).end();
    } else if (req.url === "/jobs") {
      res.writeHead(status, { "content-type": "application/json" }).end(status === 200 ? GREENHOUSE : "oops");
    } else if (req.url === "/big") {
      // 2 MB in 64 kB chunks, without a Content-Length: only counting the stream can tell.
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const more = () => {
        while (sent < 32) {
          sent += 1;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      more();
    } else if (req.url === "/big-declared") {
      res.writeHead(200, { "content-length": String(5 * 1024 * 1024) }).write("{");
    } else if (req.url === "/slow") {
      // Headers and the start of the body, then nothing.
      res.writeHead(200, { "content-type": "application/json" }).write('{"jobs": [');
    } else if (req.url === "/silent") {
      // Not even headers.
    } else if (req.url === "/html") {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Sign in</body></html>");
    } else {
      res.writeHead(404).end();
    }
  });
  return {
    seen,
    setStatus(next: number) {
      status = next;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface LogLine {
  level: string;
  fields: unknown;
  message: string | undefined;
}

function recordingLog(lines: LogLine[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      if (typeof fields === "string") lines.push({ level, fields: {}, message: fields });
      else lines.push({ level, fields, message });
    };
  return { info: at("info"), warn: at("warn"), error: at("error") } as unknown as FastifyBaseLogger;
}

describe("feed imports on their schedule", () => {
  let database: Database;
  const server = feedServer();
  let base = "";
  let clock: Date;
  let calls: { content: string; options: ImportOptions }[];
  let lines: LogLine[];
  let outcomes: string[];
  const internal = http.createServer((req, res) => {
    internalHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "application/json" }).end(GREENHOUSE);
  });
  const internalHits: string[] = [];

  const importDocument: ImportDocument = async (_db, content, options) => {
    calls.push({ content, options });
    return { imported: 1, updated: 0, closed: 0, skipped: 0, skips: [] };
  };

  /**
   * One instance with one feed: its queue, scheduler and feed task, over the test database. Its
   * fetcher may reach this machine's feed server only (OUTBOUND_ALLOW=127.0.0.1:<its port>), or
   * what `allow` lists.
   */
  function instance(
    feed: Record<string, unknown>,
    importer: ImportDocument = importDocument,
    allow = `127.0.0.1:${new URL(base).port}`,
  ) {
    const now = () => clock;
    const log = recordingLog(lines);
    const entries = parseOutboundAllow(allow);
    if ("error" in entries) throw new Error(entries.error);
    const queue = createQueue({ db: database.db, log, now });
    const scheduler = createScheduler({ db: database.db, queue, log, now });
    const feeds = parseFeeds(JSON.stringify([{ name: "acme", every: "6h", ...feed }]), "feeds.json");
    const runFeed = createFeedRunner({
      db: database.db,
      feeds,
      importDocument: importer,
      log,
      fetcher: createOutboundFetcher({
        allow: entries,
        userAgent: "Borderless (+https://jobs.example)",
        onOutcome: (purpose, outcome) => outcomes.push(`${purpose} ${outcome}`),
      }),
      limits: { timeoutMs: 500, maxBytes: 1024 * 1024 },
    });
    // The feed's task and its schedule, as the app registers them (queue/tasks.ts, schedules.ts).
    queue.handle(FEED_TASK, { payload: TASKS[FEED_TASK].payload, run: ({ name }) => runFeed(name) });
    scheduleAll(
      scheduler,
      scheduledJobs({ feeds, exchangeRatesFeed: undefined, rateLimitTable: false }).filter(
        (job) => job.kind === FEED_TASK,
      ),
    );
    return { queue, scheduler };
  }
  const tasks = () => database.db.select().from(queuedTasks);

  beforeAll(async () => {
    base = await server.listen();
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
    internalAddress = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/internal-admin?secret=1`;
    database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
    await database.migrate();
  });
  afterAll(async () => {
    await server.close();
    internal.closeAllConnections();
    await new Promise((resolve) => internal.close(resolve));
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(queuedTasks);
    await database.db.delete(scheduledRuns);
    clock = new Date("2026-03-10T14:05:00Z");
    calls = [];
    lines = [];
    outcomes = [];
    internalHits.length = 0;
    server.setStatus(200);
    server.seen.length = 0;
  });

  it("fetches each feed once per slot, following redirects, and hands the content to the importer", async () => {
    const url = `${base}/moved`;
    const a = instance({ url, format: "greenhouse", company: "Acme" });
    const b = instance({ url, format: "greenhouse", company: "Acme" });
    expect(await a.scheduler.tick()).toEqual(["feed:acme"]);
    expect(await b.scheduler.tick()).toEqual([]);
    expect(await a.queue.runDue()).toBe(1);
    expect(calls).toEqual([
      { content: GREENHOUSE, options: { origin: url, company: "Acme", full: true, format: "greenhouse" } },
    ]);
    expect(server.seen.map((r) => r.url)).toEqual(["/moved", "/jobs"]);
    expect(server.seen[0]?.userAgent).toBe("Borderless (+https://jobs.example)");
    expect(outcomes).toEqual(["feed ok"]);
    const done = lines.filter((l) => l.message === "feed acme imported");
    expect(done).toHaveLength(1);
    expect(done[0]?.fields).toMatchObject({ feed: "acme", imported: 1, updated: 0, closed: 0, skipped: 0 });

    // Later in the same slot: nothing; in the next slot: once more.
    clock = new Date("2026-03-10T17:59:00Z");
    expect([...(await a.scheduler.tick()), ...(await b.scheduler.tick())]).toEqual([]);
    clock = new Date("2026-03-10T18:00:00Z");
    expect([...(await b.scheduler.tick()), ...(await a.scheduler.tick())]).toEqual(["feed:acme"]);
    await b.queue.runDue();
    expect(calls).toHaveLength(2);
    expect(await tasks()).toEqual([]);
  });

  it("refuses a redirect to an address on this machine: nothing is fetched there or imported", async () => {
    const { queue, scheduler } = instance({
      url: `${base}/to-internal`,
      format: "greenhouse",
      company: "Acme",
    });
    await scheduler.tick();
    await queue.runDue();
    expect(internalHits).toEqual([]);
    expect(calls).toEqual([]);
    const [task] = await tasks();
    expect(task?.lastError).toBe(
      `feed acme: ${base}/to-internal redirected to an address that is not fetched: 127.0.0.1 resolves to 127.0.0.1, a private, local or reserved address, which is not fetched (OUTBOUND_ALLOW lists exceptions)`,
    );
    expect(outcomes).toEqual(["feed private_address"]);
    const failed = lines.find((l) => l.message === "task failed")?.fields as { err?: Error } | undefined;
    expect(failed?.err?.message).toContain("a private, local or reserved address, which is not fetched");
  });

  it("without OUTBOUND_ALLOW, fetches nothing on this machine at all", async () => {
    const { queue, scheduler } = instance({ url: `${base}/jobs`, company: "Acme" }, importDocument, "");
    await scheduler.tick();
    await queue.runDue();
    expect(server.seen).toEqual([]);
    expect(calls).toEqual([]);
    expect((await tasks())[0]?.lastError).toMatch(
      /^feed acme: 127\.0\.0\.1 resolves to 127\.0\.0\.1, a private/,
    );
  });

  it("tries again later when the feed answers 500, and imports once it answers", async () => {
    const { queue, scheduler } = instance({ url: `${base}/jobs`, company: "Acme" });
    server.setStatus(500);
    await scheduler.tick();
    await queue.runDue();
    expect(calls).toEqual([]);
    const [task] = await tasks();
    expect(task?.kind).toBe(FEED_TASK);
    expect(task?.attempts).toBe(1);
    expect(task?.lastError).toBe(`feed acme: ${base}/jobs answered 500 Internal Server Error`);
    expect(task?.runAt.getTime()).toBeGreaterThan(clock.getTime());

    server.setStatus(200);
    await queue.runDue();
    expect(calls).toEqual([]);
    clock = new Date(task?.runAt.getTime() ?? 0);
    await queue.runDue();
    expect(calls).toHaveLength(1);
    expect(await tasks()).toEqual([]);
  });

  it("refuses an answer over the size cap, streamed or declared, with a readable error", async () => {
    for (const where of ["/big", "/big-declared"]) {
      await database.db.delete(queuedTasks);
      await database.db.delete(scheduledRuns);
      const { queue, scheduler } = instance({ url: `${base}${where}` });
      await scheduler.tick();
      await queue.runDue();
      const [task] = await tasks();
      expect(task?.lastError, where).toBe(`feed acme: the answer from ${base}${where} is larger than 1 MB`);
      expect(task?.attempts).toBe(1);
    }
    expect(calls).toEqual([]);
  });

  it("gives up on a feed that stops answering, with a readable error", async () => {
    for (const where of ["/slow", "/silent"]) {
      await database.db.delete(queuedTasks);
      await database.db.delete(scheduledRuns);
      const { queue, scheduler } = instance({ url: `${base}${where}` });
      await scheduler.tick();
      const started = Date.now();
      await queue.runDue();
      expect(Date.now() - started).toBeLessThan(5_000);
      const [task] = await tasks();
      expect(task?.lastError, where).toBe(`feed acme: no complete answer from ${base}${where} within 0.5 s`);
      expect(task?.attempts).toBe(1);
    }
    expect(calls).toEqual([]);
  });

  it("says why it could not connect, and does not import an answer that is not its format", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = instance({ url: `http://127.0.0.1:${port}/jobs` }, importDocument, "127.0.0.1");
    await down.scheduler.tick();
    await down.queue.runDue();
    expect((await tasks())[0]?.lastError).toBe(
      `feed acme: could not fetch http://127.0.0.1:${port}/jobs: ECONNREFUSED`,
    );

    await database.db.delete(queuedTasks);
    await database.db.delete(scheduledRuns);
    const html = instance({ url: `${base}/html`, format: "greenhouse" }, realImport);
    await html.scheduler.tick();
    await html.queue.runDue();
    expect((await tasks())[0]?.lastError).toBe(
      `feed acme: ${base}/html did not answer JSON, which a greenhouse feed is`,
    );
    expect(calls).toEqual([]);
  });

  it("imports a real board through the importer, and closes a job the board no longer lists", async () => {
    const board = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, "fixtures/greenhouse-board.json"), "utf8"),
    ) as { jobs: { title: string }[] };
    const boardServer = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(board));
    });
    await new Promise<void>((resolve) => boardServer.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(boardServer.address() as AddressInfo).port}/board`;
    try {
      const { queue, scheduler } = instance(
        { url, format: "greenhouse", company: "Fjordline Data" },
        realImport,
        "127.0.0.1",
      );
      await scheduler.tick();
      await queue.runDue();
      const open = async () =>
        (await database.db.select().from(jobs).where(isNull(jobs.closedAt))).map((j) => j.title).sort();
      const titles = board.jobs.map((j) => j.title).sort();
      expect(await open()).toEqual(titles);

      // The next run's board no longer lists its first job: that job closes, as removed.
      const dropped = board.jobs.shift()?.title;
      clock = new Date(clock.getTime() + 6 * HOUR);
      await scheduler.tick();
      await queue.runDue();
      expect(await open()).toEqual(titles.filter((t) => t !== dropped));
      const [closed] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.title, dropped ?? ""));
      expect(closed?.closedReason).toBe("removed");
    } finally {
      boardServer.closeAllConnections();
      await new Promise((resolve) => boardServer.close(resolve));
    }
  });
});

describe("loading the JOB_FEEDS file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-feeds-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads the feeds it lists", () => {
    const file = path.join(dir, "feeds.json");
    fs.writeFileSync(file, JSON.stringify([{ name: "acme", url: "https://acme.example/jobs", every: "1d" }]));
    expect(loadFeedsFile(file)).toEqual([
      { name: "acme", url: "https://acme.example/jobs", format: "auto", everyMs: 24 * HOUR },
    ]);
  });
});
