import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, companies, companyManagers, jobs } from "../../db/schema/jobs";
import { notifications, savedSearches } from "../../db/schema/notifications";
import { userFiles, users } from "../../db/schema/people";
import { countries } from "../../db/schema/places";
import { messages, referralOfferings, referralRequests, userBlocks } from "../../db/schema/referrals";
import { DEMO_USER, PEOPLE } from "../../db/seed/people";
import { hashPassword } from "../../modules/auth/password";
import { createTestApp, seedUser, sessionCookie } from "../app";
import { seedCompany, seedJob } from "../data/jobs";
import { seedReferralOffering } from "../data/referrals";
import { type ApiRoute, apiRoutesFromOpenApi, servedApiRoutes } from "./api-routes";
import { validUpload } from "./fuzz/bodies";
import { type Materialized, materialize } from "./fuzz/materialize";
import type { Pools, RequestPlan } from "./fuzz/plan";
import { requestArbitrary, wellFormedRequest } from "./fuzz/requests";
import { defaultHints } from "./fuzz/valid-values";
import { findIntegrityProblems, type IntegrityBaseline, takeIntegrityBaseline } from "./integrity";

/*
 * Every API route under generated hostile input. The routes come from the app itself (its
 * OpenAPI document, checked against Fastify's own route table), so a new route is fuzzed without
 * touching this file. Each gets FUZZ_RUNS requests (the security run sets 10,000) as a signed-in
 * person or a visitor: odd path ids, query strings, bodies with one field wrong, hostile keys,
 * broken JSON, huge text, wrong content types and multipart. Every answer must be 2xx or 4xx, and
 * every 4xx a JSON `{ code, message }` that reveals nothing of the server's insides. Afterwards the
 * database must still satisfy the invariants listed in ./integrity.ts.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const FUZZ_PASSWORD = "fuzz-pass-1234";
/** FUZZ_VERBOSE=1 prints each route's time and its answers by status. */
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);

// Uploads land in a throwaway folder; rate limits are scaled out of the way of validation.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-fuzz-"));
const t = await createTestApp({ seed: true, config: { dataDir, rateLimitScale: 10_000 } });
const allRoutes = apiRoutesFromOpenApi(t.app);
/**
 * FUZZ_SHARD=k/n fuzzes every n-th route starting with the k-th, so a long run can be split over
 * processes (each with its own app and database).
 */
const [shard = 1, shards = 1] = (process.env.FUZZ_SHARD ?? "1/1").split("/").map(Number);
if (!(Number.isInteger(shard) && Number.isInteger(shards) && shard >= 1 && shard <= shards)) {
  throw new Error(`FUZZ_SHARD must be k/n with 1 <= k <= n, not ${process.env.FUZZ_SHARD}`);
}
const routes = allRoutes.filter((_, i) => i % shards === shard - 1);
/** A well-formed resume upload, for giving each fuzz account a file of its own. */
const uploadRoute = { path: "/api/account/files/resume" } as ApiRoute;
const uploadPlan: RequestPlan = {
  method: "POST",
  path: {},
  query: [],
  body: fc.sample(validUpload, { numRuns: 1, seed: 1 })[0] ?? { kind: "none" },
  contentType: "default",
  auth: "me",
  headers: {},
};

/** Signs of a leaked internal error: stack frames, module paths, SQL and driver messages. */
const INTERNALS: RegExp[] = [
  /node_modules/,
  /\bat \S+ \(?[^\s()]+:\d+:\d+\)?/,
  /\b(Type|Reference|Range|Syntax)Error\b/,
  /syntax error at or near/i,
  /Failed query/i,
  /violates \S+ (key )?constraint/i,
  /invalid input syntax/i,
  /\bselect\b[^"]*\bfrom\s+"/i,
  /\bFST_[A-Z_]+/,
  /\b(ECONNREFUSED|ENOENT|EACCES|EPIPE)\b/,
  /pglite|drizzle|node-postgres/i,
];
const ERROR_KEYS = new Set(["code", "message", "fieldErrors"]);
/** Routes no generated request can complete, and why. */
const NEVER_SUCCEEDS: Record<string, string> = {
  "POST /api/auth/password-reset/confirm":
    "a valid reset token exists only in the mail sent to the account's owner",
  "POST /api/account/email/confirm":
    "a valid confirmation token exists only in the mail sent to the new address",
  "POST /api/auth/login/2fa":
    "a challenge exists only after a correct password, and its code only in the person's authenticator app",
  "POST /api/account/two-factor/enable": "a matching code exists only in the person's authenticator app",
  "DELETE /api/account/sessions/:id":
    "session numbers are not offered: ending its own session would sign the fuzzing account out",
  "POST /api/auth/verify-email": "a valid confirmation token exists only in the mail sent to the address",
  "POST /api/waitlist/confirm":
    "a valid confirmation token exists only in the mail sent to the entry's address",
  "GET /api/unsubscribe":
    "a valid unsubscribe token exists only in the notification mails sent to the person",
  "POST /api/unsubscribe/undo":
    "a valid unsubscribe token exists only in the notification mails sent to the person",
  "POST /api/unsubscribe":
    "a valid unsubscribe token exists only in the notification mails sent to the person",
  "POST /api/applications/from-link":
    "the fuzzed server may fetch no page: every link hinted names a local address, refused without OUTBOUND_ALLOW",
};

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

let baseline: IntegrityBaseline;
let passwordHash: string;
let me: { id: number; username: string; cookie: string };
let helperId: number;
let pools = {} as Pools;
let staticPools: { job: number[]; country: number[]; company: number[] };
const sent = new Map<string, number>();
let serverErrors = 0;
/** Answers per route by status. */
const statuses = new Map<string, Map<number, number>>();
const started = Date.now();
const cpuAtStart = process.cpuUsage();

/** A fresh signed-in account; the next refresh gives it rows of its own. */
async function newMe(): Promise<void> {
  const user = await seedUser(t.db, { passwordHash });
  me = { id: user.id, username: user.username, cookie: await sessionCookie(t.app, t.db, user.id) };
  pools = {
    ...pools,
    me: [me.id],
    myName: [me.username],
    ownOffering: [],
    ownRequest: [],
    ownCompany: [],
    ownJob: [],
    ownSavedSearch: [],
    appliedJob: [],
    toConfirm: [],
    ownNotification: [],
    contact: [helperId],
  };
}

/** Current ids for the refs; the account gets an offer, a pending request to decide and a file. */
async function refreshPools(): Promise<void> {
  const { db } = t;
  const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);
  let ownOffering = ids(
    await db
      .select({ id: referralOfferings.id })
      .from(referralOfferings)
      .where(eq(referralOfferings.userId, me.id)),
  );
  if (ownOffering.length === 0) {
    const company = staticPools.company[me.id % staticPools.company.length] ?? 1;
    ownOffering = [(await seedReferralOffering(db, { userId: me.id, companyId: company })).id];
  }
  const pending = await db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(and(eq(referralRequests.referrerId, me.id), eq(referralRequests.status, "Pending")));
  if (pending.length === 0) {
    await db.insert(referralRequests).values({
      offeringId: ownOffering[0],
      seekerId: helperId,
      referrerId: me.id,
      companyName: "Fuzz Company",
      status: "Pending",
    });
  }
  // A referral the account asked for and can confirm; and no block of the helper left over from
  // a previous route, so messages to the helper can succeed.
  const toConfirm = await db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(
      and(
        eq(referralRequests.seekerId, me.id),
        eq(referralRequests.status, "Referred"),
        isNull(referralRequests.seekerConfirmedAt),
      ),
    );
  if (toConfirm.length === 0) {
    await db.insert(referralRequests).values({
      seekerId: me.id,
      referrerId: helperId,
      companyName: "Fuzz Company",
      status: "Referred",
    });
  }
  await db.delete(userBlocks).where(eq(userBlocks.blockerId, me.id));
  // A company page the account manages, with a job it posted there, so managing them can succeed.
  let [managed] = await db
    .select({ id: companyManagers.companyId })
    .from(companyManagers)
    .where(eq(companyManagers.userId, me.id))
    .limit(1);
  if (!managed) {
    const company = await seedCompany(db, { name: `Fuzz Employer ${me.id}` });
    await db.insert(companyManagers).values({ companyId: company.id, userId: me.id });
    managed = { id: company.id };
  }
  const ownJob = ids(
    await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, managed.id)).limit(20),
  );
  if (ownJob.length === 0) {
    const job = await seedJob(db, { companyId: managed.id, companyName: "Fuzz Employer" });
    await db.update(jobs).set({ source: "employer", postedById: me.id }).where(eq(jobs.id, job.id));
    ownJob.push(job.id);
  }
  // A saved search and an application of its own, so changing and removing them can succeed.
  let ownSavedSearch = ids(
    await db.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.userId, me.id)),
  );
  if (ownSavedSearch.length === 0) {
    const filters = { q: "", country: null, employmentType: null, workType: null, visa: false };
    ownSavedSearch = ids(
      await db
        .insert(savedSearches)
        .values({ userId: me.id, name: "Fuzz search", filters })
        .returning({ id: savedSearches.id }),
    );
  }
  const appliedJob = (
    await db.select({ id: applications.jobId }).from(applications).where(eq(applications.userId, me.id))
  ).map((row) => row.id);
  const firstJob = staticPools.job[0];
  if (appliedJob.length === 0 && firstJob !== undefined) {
    await db.insert(applications).values({ userId: me.id, jobId: firstJob });
    appliedJob.push(firstJob);
  }
  if (!(await db.select({ id: userFiles.id }).from(userFiles).where(eq(userFiles.userId, me.id))).length) {
    // a file of one's own, so downloading and removing it can succeed
    const upload = materialize(uploadRoute, uploadPlan, pools, me);
    await t.app.inject({ method: "POST", url: upload.url, headers: upload.headers, payload: upload.payload });
  }
  // A message carrying its résumé, so downloading a message's document can succeed.
  const attached = async () =>
    ids(
      await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.senderId, me.id), isNotNull(messages.attachmentFileId)))
        .orderBy(desc(messages.id))
        .limit(10),
    );
  const [resume] = await db
    .select({ id: userFiles.id, fileName: userFiles.fileName })
    .from(userFiles)
    .where(and(eq(userFiles.userId, me.id), eq(userFiles.kind, "resume")));
  if (resume && (await attached()).length === 0) {
    // Written directly: by now the fuzz may have used up the day's messages to the helper.
    await db.insert(messages).values({
      senderId: me.id,
      receiverId: helperId,
      content: "My CV, attached",
      attachmentFileId: resume.id,
      attachmentKind: "resume",
      attachmentName: resume.fileName,
    });
  }
  // A notification of its own, so marking it read can succeed.
  if (
    !(await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, me.id)))
      .length
  ) {
    await db
      .insert(notifications)
      .values({ userId: me.id, kind: "message", title: "Fuzz notification", link: null });
  }
  pools = {
    ...staticPools,
    me: [me.id],
    myName: [me.username],
    ownOffering,
    ownCompany: [managed.id],
    ownJob,
    ownSavedSearch,
    appliedJob,
    contact: [helperId],
    user: [
      me.id,
      helperId,
      ...ids(await db.select({ id: users.id }).from(users).orderBy(users.id).limit(30)),
    ],
    offering: ids(await db.select({ id: referralOfferings.id }).from(referralOfferings).limit(60)),
    toConfirm: ids(
      await db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(and(eq(referralRequests.seekerId, me.id), eq(referralRequests.status, "Referred"))),
    ),
    ownRequest: ids(
      await db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(or(eq(referralRequests.referrerId, me.id), eq(referralRequests.seekerId, me.id))),
    ),
    request: ids(
      await db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .orderBy(desc(referralRequests.id))
        .limit(40),
    ),
    message: ids(await db.select({ id: messages.id }).from(messages).orderBy(desc(messages.id)).limit(40)),
    attached: await attached(),
    ownNotification: ids(
      await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, me.id)),
    ),
    notification: ids(
      await db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(40),
    ),
  };
}

async function send(request: Materialized): Promise<Answer> {
  const controller = new AbortController();
  const res = await t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    payloadAsStream: true,
    signal: controller.signal,
  });
  const stream = res.stream();
  stream.on("error", () => {});
  const chunks: Buffer[] = [];
  if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
    // A live stream never ends: take its greeting (a HEAD request gets none) and hang up, as a
    // closing tab does.
    if (request.method !== "HEAD") {
      for await (const chunk of stream) {
        chunks.push(Buffer.from(chunk));
        break;
      }
    }
    controller.abort();
  } else {
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  }
  return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
}

/** What is wrong with an answer, or null. */
function answerProblem(method: string, answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return `server error ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `unexpected status ${status}`;
  if (status < 400 || method === "HEAD") return null;
  const type = String(answer.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) return `a ${status} answered as ${type || "no content type"}`;
  const text = answer.body.toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `a ${status} whose body is not JSON`;
  }
  if (!body || typeof body !== "object") return `a ${status} whose body is not an object`;
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== "string" || message.length === 0) return `a ${status} without a message`;
  if (typeof code !== "string") return `a ${status} without a code`;
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `a ${status} with unexpected keys ${extra.join(", ")}`;
  const leak = INTERNALS.find((pattern) => pattern.test(text));
  if (leak) return `a ${status} that shows internals (${leak})`;
  return null;
}

function describeRequest(request: Materialized, answer?: Answer): string {
  const payload =
    request.payload === undefined
      ? "(no body)"
      : `${request.payload.length} bytes: ${JSON.stringify(request.payload.toString().slice(0, 300))}`;
  const lines = [
    `${request.method} ${request.url.slice(0, 300)}`,
    `headers: ${JSON.stringify({ ...request.headers, cookie: request.headers.cookie ? "…" : undefined })}`,
    `body: ${payload}`,
  ];
  if (answer) lines.push(`answer: ${answer.status} ${answer.body.toString("utf8").slice(0, 500)}`);
  return lines.join("\n");
}

/** Whether any request to the route was answered 2xx. */
function succeeded(key: string): boolean {
  return [...(statuses.get(key)?.keys() ?? [])].some((status) => status < 300);
}

async function fuzzOnce(route: ApiRoute, plan: RequestPlan): Promise<void> {
  const request = materialize(route, plan, pools, me);
  sent.set(route.key, (sent.get(route.key) ?? 0) + 1);
  const answer = await send(request);
  const counts = statuses.get(route.key) ?? new Map<number, number>();
  counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  statuses.set(route.key, counts);
  if (answer.status >= 500) serverErrors += 1;
  const problem = answerProblem(request.method, answer);
  if (problem) throw new Error(`${route.key}: ${problem}\n${describeRequest(request, answer)}`);
  // The request may have ended the fuzz account's session (sign-out, password change, deletion).
  const cookies = String(answer.headers["set-cookie"] ?? "");
  if (plan.auth === "me" && cookies.includes("borderless_session")) {
    const check = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } });
    if (check.statusCode !== 200) await newMe();
  }
  // What a successful DELETE removed (an offer, a file) comes back, for the next one to remove.
  if (plan.method === "DELETE" && answer.status < 300) await refreshPools();
}

describe(`every API route under ${RUNS} generated requests`, () => {
  beforeAll(async () => {
    baseline = await takeIntegrityBaseline(t.db);
    passwordHash = await hashPassword(FUZZ_PASSWORD);
    const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);
    staticPools = {
      job: ids(await t.db.select({ id: jobs.id }).from(jobs)),
      country: ids(await t.db.select({ id: countries.id }).from(countries)),
      company: ids(await t.db.select({ id: companies.id }).from(companies)),
    };
    helperId = (await seedUser(t.db, { passwordHash })).id;
    await newMe();
    await refreshPools();
  });

  afterAll(async () => {
    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // CPU time says more than wall time on a busy machine (argon2 runs on other threads, so it
    // can exceed the wall time on an idle one).
    const { user, system } = process.cpuUsage(cpuAtStart);
    const cpu = ((user + system) / 1e6).toFixed(1);
    if (VERBOSE) {
      for (const [key, counts] of statuses) {
        const list = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
        console.log(`${key}: ${list.join(" ")}`);
      }
    }
    console.log(
      `fuzz: ${total} requests over ${sent.size} routes, ${serverErrors} 5xx (${seconds} s, cpu ${cpu} s)`,
    );
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("fuzzes every route the app serves under /api", () => {
    const fuzzed = new Set(allRoutes.map((r) => r.key));
    const missing = servedApiRoutes(t.app).filter((key) => !fuzzed.has(key));
    expect(missing).toEqual([]);
    expect(allRoutes.length).toBeGreaterThan(30);
  });

  const hints = defaultHints({
    password: FUZZ_PASSWORD,
    usernames: [DEMO_USER.username, ...PEOPLE.map((p) => p.username), "DEMO"],
    emails: [DEMO_USER.email, ...PEOPLE.map((p) => p.email)],
  });

  for (const route of routes) {
    it(
      route.key,
      async () => {
        await refreshPools();
        const routeStarted = Date.now();
        const routeCpu = process.cpuUsage();
        const before = sent.get(route.key) ?? 0;
        let since = 0;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, hints), async (plan) => {
            since += 1;
            if (since % 50 === 0) await refreshPools();
            // Requests to the embedded database complete without the event loop turning, so what
            // waits for it (setImmediate callbacks holding each finished response) would pile up.
            if (since % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
            await fuzzOnce(route, plan);
          }),
          { numRuns: RUNS, seed: SEED },
        );
        const count = (sent.get(route.key) ?? 0) - before;
        if (VERBOSE) {
          const { user, system } = process.cpuUsage(routeCpu);
          const wall = (Date.now() - routeStarted) / 1000;
          (globalThis as { gc?: () => void }).gc?.();
          const heap = Math.round(process.memoryUsage().heapUsed / 1e6);
          const cpu = ((user + system) / 1e6).toFixed(1);
          console.log(`${route.key}: ${count} requests, ${wall} s, cpu ${cpu} s, heap ${heap} MB`);
        }
        expect(count).toBeGreaterThanOrEqual(RUNS);
        // The well-formed share must get through to the route's work, or the fuzz only ever
        // exercised the gatekeeping in front of it. About one request in five is well formed, and
        // of those only some name the account's own things (its username and password, a posting
        // of its own), so a random mix can hold none that could succeed: then up to RUNS more
        // well-formed requests go, until one gets through.
        if (RUNS >= 100 && !(route.key in NEVER_SUCCEEDS)) {
          if (!succeeded(route.key)) {
            await refreshPools();
            const more = fc.sample(wellFormedRequest(route, hints), {
              numRuns: RUNS,
              seed: SEED === undefined ? undefined : SEED + 1,
            });
            for (const plan of more) {
              await fuzzOnce(route, plan);
              if (succeeded(route.key)) break;
            }
          }
          expect(succeeded(route.key), "no request succeeded").toBe(true);
        }
      },
      Math.max(60_000, RUNS * 100),
    );
  }

  it("refuses a NUL character in stored or searched text with a readable 400", async () => {
    const offeringId = pools.offering.find((id) => !pools.ownOffering.includes(id));
    const cases = [
      {
        method: "POST" as const,
        url: "/api/waitlist",
        payload: {
          email: "nul@example.test",
          fullName: "Nul\u0000Byte",
          interestedCountries: ["Canada"],
          interestedRoles: ["Other"],
        },
      },
      {
        method: "POST" as const,
        url: "/api/messages",
        payload: { receiverId: helperId, content: "a\u0000b" },
      },
      {
        method: "POST" as const,
        url: "/api/referral-requests",
        payload: { offeringId, message: "\u0000hello" },
      },
      { method: "PATCH" as const, url: "/api/account/profile", payload: { fullName: "Nul\u0000Byte" } },
      { method: "GET" as const, url: "/api/referrers?q=a%00b", payload: undefined },
      { method: "GET" as const, url: "/api/referral-companies?q=a%00b", payload: undefined },
      { method: "GET" as const, url: "/api/countries?region=a%00b", payload: undefined },
      { method: "GET" as const, url: "/api/country-summaries?region=a%00b", payload: undefined },
    ];
    for (const { method, url, payload } of cases) {
      const res = await t.app.inject({ method, url, payload, headers: { cookie: me.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/null character|control characters/);
    }
  });

  it("answers a JSON body over 1 MiB with 413 and one just under it by its rules", async () => {
    const post = (content: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie: me.cookie, "content-type": "application/json" },
        payload: JSON.stringify({ receiverId: helperId, content }),
      });
    const under = await post("a".repeat(1_000_000));
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe("Message must be at most 5,000 characters");
    for (const over of [await post("a".repeat(1_100_000)), await post("é".repeat(600_000))]) {
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ code: "payload_too_large", message: "The request body is too large." });
    }
  });

  it("refuses prototype-pollution keys in a JSON body, at the top or nested", async () => {
    for (const payload of [
      '{"__proto__":{"polluted":"yes"},"fullName":"Ada Lovelace"}',
      '{"fullName":"Ada Lovelace","skills":[{"__proto__":{"polluted":"yes"}}]}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
    ]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: "/api/account/profile",
        headers: { cookie: me.cookie, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers 400 to a value whose length is an object that cannot become a number", async () => {
    // Zod's length checks compare `value.length` on any value that has one, and that comparison
    // throws for `{"toString":0}`; the request's fault, not the server's.
    for (const [url, payload] of [
      ["/api/account/sessions/end-others", '{"password":{"length":{"toString":0}}}'],
      ["/api/messages", `{"receiverId":${helperId},"content":{"length":{"toString":0}}}`],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie: me.cookie, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe("validation");
      expect(res.json().message, url).toMatch(/^[A-Z].+/);
    }
  });

  it("leaves the database consistent (see the invariants in integrity.ts)", async () => {
    expect(await findIntegrityProblems(t.db, baseline, t.app)).toEqual([]);
  });

  it("has integrity checks that notice a broken row and a polluted prototype", async () => {
    const target = await seedUser(t.db, { passwordHash });
    await t.db.update(users).set({ username: "" }).where(eq(users.id, target.id));
    await t.db.insert(messages).values({ senderId: target.id, receiverId: target.id, content: " " });
    // Not enumerable, so the database driver's own loops are not disturbed while it is there.
    Object.defineProperty(Object.prototype, "polluted", { value: "yes", configurable: true });
    let problems: string[];
    try {
      problems = await findIntegrityProblems(t.db, baseline);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`user ${target.id} has an invalid username`),
        expect.stringContaining("messages that are blank, too long, dangling or to oneself"),
        "Object.prototype.polluted is set",
        "Object.prototype gained or lost properties",
      ]),
    );
  });
});
