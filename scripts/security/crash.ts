/**
 * Durability under crashes. Runs the real server process on the embedded database (PGlite in a
 * temporary DATA_DIR) and/or on a throwaway PostgreSQL database, keeps several HTTP clients writing
 * (registrations, waitlist entries, sign-ins, messages), SIGKILLs the server at a random moment,
 * restarts it on the same data and checks through the API that every write the server acknowledged
 * (answered 2xx) is still there. Then a graceful stop: SIGTERM while a batch of registrations is in
 * flight; each must get its answer, the process must exit 0, and the accounts must survive.
 *
 *   npx tsx scripts/security/crash.ts [--db embedded|postgres|both] [--crashes 20]
 *     [--clients 6] [--sigterm-requests 50] [--port N] [--pg-url postgres://…/postgres]
 *
 * Progress goes to stderr; stdout gets only the figures, one line each:
 *   FIGURE crash.embedded crashes=20 restarted=20 acknowledged=1234 lost=0
 *   FIGURE sigterm.embedded inflight=50 completed=50
 * Exit code 1 when a write was lost, a restart failed or the graceful stop broke a request.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type BenchDatabase, embeddedDatabase, postgresDatabase } from "../../bench/lib/databases";
import { freePort, type RunningServer, startServer } from "../../bench/lib/server";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    crashes: { type: "string", default: "20" },
    clients: { type: "string", default: "6" },
    "sigterm-requests": { type: "string", default: "50" },
    port: { type: "string" },
    "pg-url": { type: "string" },
  },
});

const CRASHES = positiveInt("crashes", args.crashes);
const CLIENTS = positiveInt("clients", args.clients);
const SIGTERM_REQUESTS = positiveInt("sigterm-requests", args["sigterm-requests"]);
const PG_URL = args["pg-url"] ?? process.env.CRASH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "crash-test-password";
/** The writer runs this long (uniformly drawn) before the kill. */
const KILL_AFTER_MS = { min: 200, max: 2000 };
const REQUEST_TIMEOUT_MS = 60_000;
const VERIFY_CONCURRENCY = 8;

function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function log(message: string): void {
  console.error(`[crash] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// What the server acknowledged, and what went missing.

interface Ledger {
  users: Map<string, { email: string; cycle: number }>;
  waitlist: Map<string, { position: number | undefined }>;
  /** Message contents (unique) → sender. */
  messages: Map<string, "a" | "b">;
  /** Sign-ins: the session cookie and whose it is. */
  sessions: { username: string; cookie: string }[];
  /** Keys of acknowledged writes found missing after a restart (counted once). */
  lost: Set<string>;
}

function newLedger(): Ledger {
  return { users: new Map(), waitlist: new Map(), messages: new Map(), sessions: [], lost: new Set() };
}

function acknowledged(ledger: Ledger): number {
  return ledger.users.size + ledger.waitlist.size + ledger.messages.size + ledger.sessions.length;
}

function markLost(ledger: Ledger, key: string, detail: string): void {
  if (!ledger.lost.has(key)) log(`LOST ${key}: ${detail}`);
  ledger.lost.add(key);
}

// ---------------------------------------------------------------------------------------------
// HTTP

interface Answer {
  status: number;
  body: unknown;
  cookie: string | undefined;
}

/** One request; the body is read only when it is JSON. Rejects when the connection breaks. */
async function call(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  body?: unknown,
  cookie?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  let parsed: unknown;
  try {
    parsed = (res.headers.get("content-type") ?? "").includes("json") ? await res.json() : await res.text();
  } catch {
    parsed = undefined; // the answer was cut off: the status line still counts as the acknowledgement
  }
  return { status: res.status, body: parsed, cookie: setCookie.length ? setCookie.join("; ") : undefined };
}

function registration(username: string) {
  return {
    fullName: "Crash Test",
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    profession: "Tester",
  };
}

function waitlistEntry(email: string) {
  return {
    email,
    fullName: "Crash Test",
    interestedCountries: ["Canada"],
    interestedRoles: ["Consultant"],
    preferredContactMethod: "email",
  };
}

async function signIn(baseUrl: string, username: string): Promise<{ cookie: string; id: number }> {
  const res = await call(baseUrl, "POST", "/api/auth/login", { username, password: PASSWORD });
  const id = (res.body as { id?: unknown } | undefined)?.id;
  if (res.status !== 200 || !res.cookie || typeof id !== "number") {
    throw new Error(`sign-in of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { cookie: res.cookie, id };
}

/** Messages go only between people a referral request joined: `a` asks `b`'s offering for one. */
async function openConversation(baseUrl: string, a: string, b: string): Promise<void> {
  const referrer = await signIn(baseUrl, b);
  const companies = await call(baseUrl, "GET", "/api/referral-companies/options", undefined, referrer.cookie);
  const companyId = (companies.body as { id: number }[] | undefined)?.[0]?.id;
  if (companyId === undefined) throw new Error(`no company to offer referrals at: ${companies.status}`);
  const offering = await call(
    baseUrl,
    "POST",
    "/api/referrers",
    {
      companyId,
      experience: 3,
      description: "Happy to refer careful people.",
      currentEmployee: true,
      available: true,
    },
    referrer.cookie,
  );
  const offeringId = (offering.body as { id?: number } | undefined)?.id;
  if (offering.status !== 201 || offeringId === undefined)
    throw new Error(`creating ${b}'s offering answered ${offering.status}: ${JSON.stringify(offering.body)}`);
  const seeker = await signIn(baseUrl, a);
  const request = await call(
    baseUrl,
    "POST",
    "/api/referral-requests",
    { offeringId, message: "Could you refer me, please?" },
    seeker.cookie,
  );
  if (request.status !== 201)
    throw new Error(`${a}'s referral request answered ${request.status}: ${JSON.stringify(request.body)}`);
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// The writer: CLIENTS loops until the server dies under them.

interface Pair {
  a: { username: string; id: number; cookie: string };
  b: { username: string; id: number; cookie: string };
}

interface WriterStats {
  refused: number;
}

async function runWriter(
  baseUrl: string,
  ledger: Ledger,
  pair: Pair,
  tag: string,
  cycle: number,
  stop: { now: boolean },
): Promise<WriterStats> {
  const stats: WriterStats = { refused: 0 };
  let serial = 0;
  const unexpected = (what: string, res: Answer) => {
    stats.refused++;
    if (stats.refused <= 5) log(`  ${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  };

  const kinds = ["register", "waitlist", "message-a", "message-b"] as const;
  const client = async (kind: (typeof kinds)[number]) => {
    while (!stop.now) {
      const n = serial++;
      try {
        if (kind === "register") {
          const username = `c${tag}_${cycle}_${n}`;
          const res = await call(baseUrl, "POST", "/api/auth/register", registration(username));
          if (res.status === 201) ledger.users.set(username, { email: `${username}@example.test`, cycle });
          else unexpected("register", res);
        } else if (kind === "waitlist") {
          const email = `w${tag}-${cycle}-${n}@example.test`;
          const res = await call(baseUrl, "POST", "/api/waitlist", waitlistEntry(email));
          const position = (res.body as { position?: unknown } | undefined)?.position;
          if (res.status === 200)
            ledger.waitlist.set(email, { position: typeof position === "number" ? position : undefined });
          else unexpected("waitlist", res);
        } else {
          const from = kind === "message-a" ? "a" : "b";
          const [me, other] = from === "a" ? [pair.a, pair.b] : [pair.b, pair.a];
          const content = `crash ${tag} ${cycle} ${n} from ${me.username}`;
          const res = await call(
            baseUrl,
            "POST",
            "/api/messages",
            { receiverId: other.id, content },
            me.cookie,
          );
          if (res.status === 201) ledger.messages.set(content, from);
          else unexpected("message", res);
        }
      } catch {
        return; // the connection broke: the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(kinds[i % kinds.length] ?? "register")));
  return stats;
}

// ---------------------------------------------------------------------------------------------
// Verification through the API.

/**
 * Checks every acknowledged write. Accounts made since the last check must sign in; older ones
 * must still hold their username (registering it again is refused with 409, which costs no password
 * hash). Waitlist emails must answer their first position; messages must be in the conversation;
 * sessions must still sign their owner in.
 */
async function verify(baseUrl: string, ledger: Ledger, pair: Pair, freshCycle: number): Promise<void> {
  const health = await call(baseUrl, "GET", "/api/health");
  if (health.status !== 200) throw new Error(`/api/health answered ${health.status}`);

  const users = [...ledger.users.entries()];
  await eachLimited(users, VERIFY_CONCURRENCY, async ([username, { cycle }]) => {
    if (ledger.lost.has(`user:${username}`)) return;
    if (cycle >= freshCycle) {
      const res = await call(baseUrl, "POST", "/api/auth/login", { username, password: PASSWORD });
      const got = (res.body as { username?: unknown } | undefined)?.username;
      if (res.status !== 200 || got !== username)
        markLost(ledger, `user:${username}`, `sign-in answered ${res.status}`);
    } else {
      const res = await call(baseUrl, "POST", "/api/auth/register", registration(username));
      if (res.status !== 409)
        markLost(ledger, `user:${username}`, `registering it again answered ${res.status}`);
    }
  });

  await eachLimited([...ledger.waitlist.entries()], VERIFY_CONCURRENCY, async ([email, { position }]) => {
    if (ledger.lost.has(`waitlist:${email}`)) return;
    const res = await call(baseUrl, "POST", "/api/waitlist", waitlistEntry(email));
    const body = res.body as { position?: unknown; alreadyJoined?: unknown } | undefined;
    if (res.status !== 200 || body?.alreadyJoined !== true) {
      markLost(ledger, `waitlist:${email}`, `joining again answered ${res.status} ${JSON.stringify(body)}`);
    } else if (position !== undefined && body.position !== position) {
      markLost(ledger, `waitlist:${email}`, `position ${String(body.position)}, was ${position}`);
    }
  });

  await eachLimited(ledger.sessions, VERIFY_CONCURRENCY, async ({ username, cookie }) => {
    const key = `session:${username}:${cookie.slice(-12)}`;
    if (ledger.lost.has(key)) return;
    const res = await call(baseUrl, "GET", "/api/auth/me", undefined, cookie);
    if (res.status !== 200 || (res.body as { username?: unknown }).username !== username)
      markLost(ledger, key, `/api/auth/me answered ${res.status}`);
  });

  const reader = await signIn(baseUrl, pair.a.username);
  const seen = new Set<string>();
  let beforeId: number | undefined;
  for (;;) {
    const query = `senderId=${pair.a.id}&receiverId=${pair.b.id}&limit=500${beforeId ? `&beforeId=${beforeId}` : ""}`;
    const res = await call(baseUrl, "GET", `/api/messages?${query}`, undefined, reader.cookie);
    if (res.status !== 200) throw new Error(`reading the conversation answered ${res.status}`);
    const page = res.body as { id: number; content: string }[];
    for (const m of page) seen.add(m.content);
    if (page.length < 500) break;
    beforeId = Math.min(...page.map((m) => m.id));
  }
  for (const content of ledger.messages.keys()) {
    if (!seen.has(content)) markLost(ledger, `message:${content}`, "not in the conversation");
  }
}

// ---------------------------------------------------------------------------------------------
// One database: the crash cycles, then the graceful stop.

interface Result {
  label: "embedded" | "postgres";
  crashes: number;
  restarted: number;
  acknowledged: number;
  lost: number;
  sigterm: { inflight: number; completed: number; ok: boolean } | undefined;
  /** Set when the run stopped early on something unexpected (the figures then cover what ran). */
  error: string | undefined;
}

async function runOn(label: "embedded" | "postgres", database: BenchDatabase): Promise<Result> {
  const port = args.port ? Number(args.port) : await freePort();
  // Demo data gives the companies a referral offering needs (a conversation starts with a request).
  const env: Record<string, string> = {
    ...database.serverEnv,
    DEMO_DATA: "on",
    RATE_LIMIT_SCALE: "10000",
    LOG_LEVEL: "warn",
  };
  const dataDir = env.DATA_DIR;
  // Generous: a first start (initdb, migrations, demo data) takes minutes on a loaded machine.
  const start = () => startServer({ env, cpu: undefined, port, timeoutMs: 300_000 });
  const result: Result = {
    label,
    crashes: 0,
    restarted: 0,
    acknowledged: 0,
    lost: 0,
    sigterm: undefined,
    error: undefined,
  };
  const ledger = newLedger();
  const tag = randomBytes(3).toString("hex");

  let server: RunningServer | undefined;
  try {
    server = await start();
    log(`${label}: server up on ${server.baseUrl} (pid ${server.pid})`);
    const people = { a: `c${tag}_alice`, b: `c${tag}_bob` };
    for (const username of Object.values(people)) {
      const res = await call(server.baseUrl, "POST", "/api/auth/register", registration(username));
      if (res.status !== 201) throw new Error(`registering ${username} answered ${res.status}`);
      ledger.users.set(username, { email: `${username}@example.test`, cycle: 0 });
    }
    await openConversation(server.baseUrl, people.a, people.b);
    let pair: Pair | undefined;

    for (let cycle = 1; cycle <= CRASHES; cycle++) {
      const running: RunningServer = server;
      const a = await signIn(running.baseUrl, people.a);
      const b = await signIn(running.baseUrl, people.b);
      ledger.sessions.push(
        { username: people.a, cookie: a.cookie },
        { username: people.b, cookie: b.cookie },
      );
      pair = { a: { username: people.a, ...a }, b: { username: people.b, ...b } };

      if (label === "embedded" && dataDir) {
        // The process we kill must be the one holding the data directory.
        const holder = Number(fs.readFileSync(path.join(dataDir, "borderless.lock"), "utf8"));
        if (holder !== running.pid)
          throw new Error(`the lock names pid ${holder}, the server is pid ${running.pid}`);
      }

      const before = acknowledged(ledger);
      const stop = { now: false };
      const writer = runWriter(running.baseUrl, ledger, pair, tag, cycle, stop);
      const delay = KILL_AFTER_MS.min + Math.floor(Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      await new Promise((r) => setTimeout(r, delay));
      running.kill("SIGKILL");
      const { signal } = await running.exited;
      stop.now = true;
      const stats = await writer;
      result.crashes++;
      server = undefined;
      if (signal !== "SIGKILL") throw new Error(`the server ended with ${signal ?? "an exit"}, not SIGKILL`);

      try {
        server = await start();
      } catch (error) {
        log(`${label}: cycle ${cycle}: RESTART FAILED: ${(error as Error).message}`);
        break;
      }
      result.restarted++;
      await verify(server.baseUrl, ledger, pair, cycle);
      log(
        `${label}: cycle ${cycle}/${CRASHES}: killed after ${delay} ms, ${acknowledged(ledger) - before} writes acknowledged` +
          `${stats.refused ? ` (${stats.refused} refused)` : ""}, restarted, ${acknowledged(ledger)} checked, ${ledger.lost.size} lost`,
      );
    }

    if (server && pair) {
      const running: RunningServer = server;
      server = undefined;
      result.sigterm = await gracefulStop(label, running, start, ledger, pair, tag);
    }
  } catch (error) {
    result.error = (error as Error).stack ?? String(error);
    log(`${label}: ${result.error}`);
  } finally {
    if (server) await server.stop();
  }
  result.acknowledged = acknowledged(ledger);
  result.lost = ledger.lost.size;
  return result;
}

/**
 * SIGTERM while SIGTERM_REQUESTS registrations are being served (each hashes a password, so they
 * take a while): each one gets its 201, the process exits 0, and after a restart every account
 * signs in.
 */
async function gracefulStop(
  label: string,
  server: RunningServer,
  start: () => Promise<RunningServer>,
  ledger: Ledger,
  pair: Pair,
  tag: string,
): Promise<{ inflight: number; completed: number; ok: boolean }> {
  const names = Array.from({ length: SIGTERM_REQUESTS }, (_, i) => `c${tag}_term_${i}`);
  const settled = new Set<string>();
  const outcomes = names.map((username) =>
    call(server.baseUrl, "POST", "/api/auth/register", registration(username))
      .then((res) => ({ username, status: res.status, error: undefined as string | undefined }))
      .catch((error: unknown) => ({
        username,
        status: 0,
        error: `${String(error)} (${String((error as Error).cause)})`,
      }))
      .finally(() => settled.add(username)),
  );
  // Let every request reach the server (fresh connections on loopback), then ask it to stop.
  await new Promise((r) => setTimeout(r, 300));
  const inflightNames = names.filter((n) => !settled.has(n));
  server.kill("SIGTERM");
  const answers = await Promise.all(outcomes);
  const { code, signal } = await server.exited;

  let ok = code === 0;
  if (!ok)
    log(
      `${label}: after SIGTERM the process ended with ${signal ?? `exit code ${code}`}:\n${server.output()}`,
    );
  const completed: string[] = [];
  for (const a of answers) {
    if (a.status === 201) {
      completed.push(a.username);
      ledger.users.set(a.username, { email: `${a.username}@example.test`, cycle: Number.MAX_SAFE_INTEGER });
    } else if (inflightNames.includes(a.username)) {
      ok = false;
      log(`${label}: ${a.username} in flight at SIGTERM got ${a.error ?? `status ${a.status}`}`);
    }
  }
  const inflightCompleted = inflightNames.filter((n) => completed.includes(n)).length;
  log(
    `${label}: SIGTERM with ${inflightNames.length} of ${names.length} registrations in flight: ` +
      `${inflightCompleted} answered 201, exit ${signal ?? code}`,
  );

  const again = await start();
  try {
    const lostBefore = ledger.lost.size;
    await verify(again.baseUrl, ledger, pair, Number.MAX_SAFE_INTEGER);
    if (ledger.lost.size > lostBefore) ok = false;
    log(`${label}: after the graceful stop and a restart: ${ledger.lost.size - lostBefore} more lost`);
  } finally {
    await again.stop();
  }
  return { inflight: inflightNames.length, completed: inflightCompleted, ok };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!["embedded", "postgres", "both"].includes(args.db ?? ""))
    fail("--db must be embedded, postgres or both");
  const targets: ("embedded" | "postgres")[] =
    args.db === "both" ? ["embedded", "postgres"] : [args.db as "embedded" | "postgres"];
  const results: Result[] = [];
  let failed = false;
  for (const label of targets) {
    let database: BenchDatabase;
    try {
      database =
        label === "embedded"
          ? embeddedDatabase("borderless-crash")
          : await postgresDatabase(PG_URL, "borderless_crash");
    } catch (error) {
      log(`${label}: could not create the database: ${(error as Error).message}`);
      failed = true;
      continue;
    }
    try {
      results.push(await runOn(label, database));
    } finally {
      await database.dispose();
    }
  }

  for (const r of results) {
    console.log(
      `FIGURE crash.${r.label} crashes=${r.crashes} restarted=${r.restarted} acknowledged=${r.acknowledged} lost=${r.lost}`,
    );
    if (r.error || r.lost > 0 || r.restarted < r.crashes || r.crashes < CRASHES) failed = true;
  }
  for (const r of results) {
    if (!r.sigterm) continue;
    console.log(`FIGURE sigterm.${r.label} inflight=${r.sigterm.inflight} completed=${r.sigterm.completed}`);
    if (!r.sigterm.ok || r.sigterm.completed < r.sigterm.inflight) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

await main();
