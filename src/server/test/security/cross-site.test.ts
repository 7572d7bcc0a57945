import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { WAITLIST_COUNTRIES, WAITLIST_ROLES } from "@shared/schemas/waitlist";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, companyManagers, jobs, savedJobs } from "../../db/schema/jobs";
import { countryFollows, notifications, savedSearches } from "../../db/schema/notifications";
import { sessions } from "../../db/schema/people";
import { userBlocks } from "../../db/schema/referrals";
import type { Db } from "../../db/types";
import type { Mail } from "../../mail/mailer";
import { requestEmailChange } from "../../modules/account/account.service";
import { requestPasswordReset } from "../../modules/auth/auth.service";
import { sendVerificationMail } from "../../modules/auth/email-verification.service";
import { sendMessage } from "../../modules/messages/messages.service";
import { createRequest } from "../../modules/referrals/referral-requests.service";
import { startSetup } from "../../modules/two-factor/two-factor.service";
import { joinWaitlist } from "../../modules/waitlist/waitlist.service";
import { createUnsubscribeTokens } from "../../notifications/unsubscribe-token";
import { parseOutboundAllow } from "../../outbound/address-policy";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../app";
import { seedCompany, seedCountry, seedJob } from "../data/jobs";
import { seedReferralOffering, seedReferralRequest } from "../data/referrals";
import { enableTwoFactorFor, pendingSecondFactor, totpCode } from "../two-factor";
import { employerPosting } from "./access-control.world";

/**
 * Every state-changing API route refuses what a hostile page can make a browser send: a request
 * from another origin (by `Origin` or `Sec-Fetch-Site`) and a body a plain HTML form can post
 * (urlencoded, multipart, text/plain). The routes come from the app itself, so a new route
 * without a case here fails the first test. Each refusal is a 4xx JSON answer that changes no
 * row; the same request from the app's own origin, and from a client that sends no Origin
 * (curl, a script), succeeds and does change something, so the refusals are not vacuous.
 */

const HOST = "borderless.test";
const STATE_CHANGING = ["post", "put", "patch", "delete"];
const UPLOAD_ROUTE = "POST /api/account/files/{kind}";
const PASSWORD = "password123";

/** What one request to a route needs: its URL, the signed-in person's cookie and a valid body. */
interface Prepared {
  url: string;
  cookie?: string;
  body?: Record<string, unknown>;
  /** A file sent as multipart/form-data (the upload route). */
  file?: { name: string; data: Buffer };
}

interface Context {
  t: TestApp;
  jobId: number;
  companyId: number;
  countryId: number;
  /** A local page carrying a JobPosting, which this server may fetch (OUTBOUND_ALLOW). */
  jobPage: string;
  /** A fresh person, signed in. */
  signedIn(): Promise<{ id: number; email: string; username: string; cookie: string }>;
  /** Another fresh person with an active referral offer. */
  referrer(): Promise<{ id: number; offeringId: number; cookie: string }>;
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${++sequence}`;

/** A saved search's filters that match every job. */
const EVERY_JOB = { q: "", country: null, employmentType: null, workType: null, visa: false };

/**
 * State-changing routes no cookie authenticates, exempt from the cross-site refusal on purpose (and
 * checked below on their own terms): the proof is a signed token in the URL.
 */
const TOKEN_AUTHENTICATED: Record<string, string> = {
  "POST /unsubscribe":
    "RFC 8058 one-click unsubscribe: the mail provider posts a form from its own servers, with no cookie",
};

const CASES: Record<string, (c: Context) => Promise<Prepared>> = {
  "PUT /api/jobs/{id}/save": async (c) => ({
    url: `/api/jobs/${c.jobId}/save`,
    cookie: (await c.signedIn()).cookie,
  }),
  "DELETE /api/jobs/{id}/save": async (c) => {
    const me = await c.signedIn();
    await c.t.db.insert(savedJobs).values({ userId: me.id, jobId: c.jobId });
    return { url: `/api/jobs/${c.jobId}/save`, cookie: me.cookie };
  },
  "POST /api/jobs/{id}/apply": async (c) => ({
    url: `/api/jobs/${c.jobId}/apply`,
    cookie: (await c.signedIn()).cookie,
  }),
  "POST /api/applications/from-link": async (c) => ({
    url: "/api/applications/from-link",
    cookie: (await c.signedIn()).cookie,
    body: { url: `${c.jobPage}/${unique()}` },
  }),
  "POST /api/applications/from-text": async (c) => ({
    url: "/api/applications/from-text",
    cookie: (await c.signedIn()).cookie,
    body: { title: "Engineer", company: "Initech", location: "Remote", text: "We sponsor visas." },
  }),
  "POST /api/saved-searches": async (c) => ({
    url: "/api/saved-searches",
    cookie: (await c.signedIn()).cookie,
    body: { name: "Remote jobs", filters: { workType: "Remote" }, alerts: "Weekly" },
  }),
  "PATCH /api/saved-searches/{id}": async (c) => {
    const me = await c.signedIn();
    const [search] = await c.t.db
      .insert(savedSearches)
      .values({ userId: me.id, name: "Remote jobs", filters: EVERY_JOB })
      .returning();
    return { url: `/api/saved-searches/${search?.id}`, cookie: me.cookie, body: { name: "Renamed" } };
  },
  "DELETE /api/saved-searches/{id}": async (c) => {
    const me = await c.signedIn();
    const [search] = await c.t.db
      .insert(savedSearches)
      .values({ userId: me.id, name: "Remote jobs", filters: EVERY_JOB })
      .returning();
    return { url: `/api/saved-searches/${search?.id}`, cookie: me.cookie };
  },
  "PATCH /api/applications/{jobId}": async (c) => {
    const me = await c.signedIn();
    await c.t.db.insert(applications).values({ userId: me.id, jobId: c.jobId });
    return { url: `/api/applications/${c.jobId}`, cookie: me.cookie, body: { status: "Offer" } };
  },
  "DELETE /api/applications/{jobId}": async (c) => {
    const me = await c.signedIn();
    await c.t.db.insert(applications).values({ userId: me.id, jobId: c.jobId });
    return { url: `/api/applications/${c.jobId}`, cookie: me.cookie };
  },
  "POST /api/auth/register": async () => {
    const tag = unique();
    return {
      url: "/api/auth/register",
      body: {
        fullName: "New Person",
        username: `new${tag}`,
        email: `new${tag}@example.test`,
        password: "uncommon-lantern-5",
      },
    };
  },
  "POST /api/auth/login": async (c) => {
    const me = await c.signedIn();
    return { url: "/api/auth/login", body: { username: me.username, password: PASSWORD } };
  },
  "POST /api/auth/logout": async (c) => ({ url: "/api/auth/logout", cookie: (await c.signedIn()).cookie }),
  "POST /api/auth/password-reset": async (c) => ({
    url: "/api/auth/password-reset",
    body: { email: (await c.signedIn()).email },
  }),
  "POST /api/auth/password-reset/confirm": async (c) => {
    const me = await c.signedIn();
    const { mailer, token } = capturingMailer();
    await requestPasswordReset(c.t.db, mailer, me.email, `http://${HOST}`);
    return {
      url: "/api/auth/password-reset/confirm",
      body: { token: token(), password: "newpass456", confirmPassword: "newpass456" },
    };
  },
  "POST /api/account/email/confirm": async (c) => {
    const me = await c.signedIn();
    const { mailer, token } = capturingMailer();
    await requestEmailChange(c.t.db, mailer, `http://${HOST}`, me.id, {
      email: `confirmed${unique()}@example.test`,
      currentPassword: PASSWORD,
    });
    return { url: "/api/account/email/confirm", body: { token: token() } };
  },
  "POST /api/auth/login/2fa": async (c) => {
    const me = await c.signedIn();
    const { challenge, code } = await pendingSecondFactor(c.t, me);
    return { url: "/api/auth/login/2fa", body: { challenge, code } };
  },
  "POST /api/account/two-factor/setup": async (c) => ({
    url: "/api/account/two-factor/setup",
    cookie: (await c.signedIn()).cookie,
    body: { password: PASSWORD },
  }),
  "POST /api/account/two-factor/enable": async (c) => {
    const me = await c.signedIn();
    const { secret } = await startSetup(c.t.db, c.t.app.secretBox, me);
    return { url: "/api/account/two-factor/enable", cookie: me.cookie, body: { code: totpCode(secret) } };
  },
  "POST /api/account/two-factor/disable": async (c) => {
    const me = await c.signedIn();
    await enableTwoFactorFor(c.t, me);
    return { url: "/api/account/two-factor/disable", cookie: me.cookie, body: { password: PASSWORD } };
  },
  "DELETE /api/account/sessions/{id}": async (c) => {
    const me = await c.signedIn();
    await sessionCookie(c.t.app, c.t.db, me.id);
    const rows = await c.t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, me.id))
      .orderBy(sessions.publicId);
    return {
      url: `/api/account/sessions/${rows.at(-1)?.publicId}`,
      cookie: me.cookie,
      body: { password: PASSWORD },
    };
  },
  "POST /api/account/sessions/end-others": async (c) => {
    const me = await c.signedIn();
    await sessionCookie(c.t.app, c.t.db, me.id);
    return { url: "/api/account/sessions/end-others", cookie: me.cookie, body: { password: PASSWORD } };
  },
  "POST /api/auth/verify-email": async (c) => {
    const me = await c.signedIn();
    const { mailer, token } = capturingMailer();
    await sendVerificationMail(c.t.db, mailer, { ...me, fullName: "Someone" }, `http://${HOST}`);
    return { url: "/api/auth/verify-email", body: { token: token() } };
  },
  "POST /api/auth/verify-email/resend": async (c) => ({
    url: "/api/auth/verify-email/resend",
    cookie: (await c.signedIn()).cookie,
  }),
  "PATCH /api/account/profile": async (c) => ({
    url: "/api/account/profile",
    cookie: (await c.signedIn()).cookie,
    body: { fullName: "Changed Name" },
  }),
  "PATCH /api/account/settings": async (c) => ({
    url: "/api/account/settings",
    cookie: (await c.signedIn()).cookie,
    body: { theme: "dark", preferredLocation: "Lisbon" },
  }),
  "POST /api/account/password": async (c) => ({
    url: "/api/account/password",
    cookie: (await c.signedIn()).cookie,
    body: { currentPassword: PASSWORD, newPassword: "newpass456", confirmPassword: "newpass456" },
  }),
  "POST /api/account/email": async (c) => ({
    url: "/api/account/email",
    cookie: (await c.signedIn()).cookie,
    body: { email: `changed${unique()}@example.test`, currentPassword: PASSWORD },
  }),
  "DELETE /api/account": async (c) => ({
    url: "/api/account",
    cookie: (await c.signedIn()).cookie,
    body: { password: PASSWORD },
  }),
  [UPLOAD_ROUTE]: async (c) => ({
    url: "/api/account/files/resume",
    cookie: (await c.signedIn()).cookie,
    file: { name: "resume.txt", data: Buffer.from("Ten years of building things.\n") },
  }),
  "DELETE /api/account/files/{kind}": async (c) => {
    const me = await c.signedIn();
    const body = multipartFile({ name: "resume.txt", data: Buffer.from("CV\n") });
    const upload = await c.t.app.inject({
      method: "POST",
      url: "/api/account/files/resume",
      payload: body.payload,
      headers: { host: HOST, cookie: me.cookie, ...body.headers },
    });
    expect(upload.statusCode).toBe(201);
    return { url: "/api/account/files/resume", cookie: me.cookie };
  },
  "POST /api/waitlist": async () => ({
    url: "/api/waitlist",
    body: {
      email: `wait${unique()}@example.test`,
      fullName: "Waiting Person",
      interestedCountries: [WAITLIST_COUNTRIES[0]],
      interestedRoles: [WAITLIST_ROLES[0]],
    },
  }),
  "POST /api/waitlist/confirm": async (c) => {
    const { mailer, token } = capturingMailer();
    await joinWaitlist(
      c.t.db,
      mailer,
      c.t.app.queue,
      {
        email: `confirm${unique()}@example.test`,
        fullName: "Waiting Person",
        interestedCountries: [WAITLIST_COUNTRIES[0]],
        interestedRoles: [WAITLIST_ROLES[0]],
        preferredContactMethod: "email",
      },
      `http://${HOST}`,
    );
    return { url: "/api/waitlist/confirm", body: { token: token() } };
  },
  "POST /api/unsubscribe": async (c) => {
    const me = await c.signedIn();
    const token = c.t.app.unsubscribeTokens.sign({ userId: me.id, target: { setting: "jobAlerts" } });
    return { url: "/api/unsubscribe", body: { token } };
  },
  "POST /api/unsubscribe/undo": async (c) => {
    const me = await c.signedIn();
    const token = c.t.app.unsubscribeTokens.sign({ userId: me.id, target: { setting: "jobAlerts" } });
    return { url: "/api/unsubscribe/undo", body: { token } };
  },
  "POST /api/referrers": async (c) => ({
    url: "/api/referrers",
    cookie: (await c.signedIn()).cookie,
    body: {
      companyId: c.companyId,
      experience: 3,
      description: "Glad to refer people who like careful work.",
      currentEmployee: true,
      available: true,
    },
  }),
  "PATCH /api/referrers/{id}": async (c) => {
    const me = await c.referrer();
    return { url: `/api/referrers/${me.offeringId}`, cookie: me.cookie, body: { experience: 9 } };
  },
  "DELETE /api/referrers/{id}": async (c) => {
    const me = await c.referrer();
    return { url: `/api/referrers/${me.offeringId}`, cookie: me.cookie };
  },
  "POST /api/referral-requests": async (c) => {
    const other = await c.referrer();
    return {
      url: "/api/referral-requests",
      cookie: (await c.signedIn()).cookie,
      body: { offeringId: other.offeringId, message: "Could you refer me, please?" },
    };
  },
  "PATCH /api/referral-requests/{id}": async (c) => {
    const me = await c.referrer();
    const seeker = await c.signedIn();
    const { request } = await createRequest(c.t.db, seeker.id, {
      offeringId: me.offeringId,
      message: "Could you refer me, please?",
    });
    return { url: `/api/referral-requests/${request.id}`, cookie: me.cookie, body: { status: "Accepted" } };
  },
  "POST /api/referral-requests/{id}/confirm": async (c) => {
    const me = await c.signedIn();
    const other = await c.signedIn();
    const request = await seedReferralRequest(c.t.db, {
      seekerId: me.id,
      referrerId: other.id,
      status: "Referred",
    });
    return { url: `/api/referral-requests/${request.id}/confirm`, cookie: me.cookie };
  },
  "POST /api/messages": async (c) => {
    const other = await c.signedIn();
    const me = await c.signedIn();
    await seedReferralRequest(c.t.db, { seekerId: me.id, referrerId: other.id });
    return {
      url: "/api/messages",
      cookie: me.cookie,
      body: { receiverId: other.id, content: "Hello there" },
    };
  },
  "POST /api/blocks": async (c) => {
    const me = await c.signedIn();
    const other = await c.signedIn();
    await seedReferralRequest(c.t.db, { seekerId: other.id, referrerId: me.id });
    return { url: "/api/blocks", cookie: me.cookie, body: { userId: other.id } };
  },
  "DELETE /api/blocks/{userId}": async (c) => {
    const me = await c.signedIn();
    const other = await c.signedIn();
    await c.t.db.insert(userBlocks).values({ blockerId: me.id, blockedId: other.id });
    return { url: `/api/blocks/${other.id}`, cookie: me.cookie };
  },
  "POST /api/conversations/{userId}/report": async (c) => {
    const me = await c.signedIn();
    const other = await c.signedIn();
    await seedReferralRequest(c.t.db, { seekerId: other.id, referrerId: me.id });
    return { url: `/api/conversations/${other.id}/report`, cookie: me.cookie, body: { reason: "Spam" } };
  },
  "POST /api/notifications/{id}/read": async (c) => {
    const me = await c.signedIn();
    await c.t.app.notifier.notify(me.id, { kind: "message", title: "Unread", link: null });
    const [mine] = await c.t.db.select().from(notifications).where(eq(notifications.userId, me.id));
    return { url: `/api/notifications/${mine?.id}/read`, cookie: me.cookie };
  },
  "POST /api/notifications/read-all": async (c) => {
    const me = await c.signedIn();
    await c.t.app.notifier.notify(me.id, { kind: "message", title: "Unread", link: null });
    return { url: "/api/notifications/read-all", cookie: me.cookie };
  },
  "PUT /api/countries/{id}/follow": async (c) => ({
    url: `/api/countries/${c.countryId}/follow`,
    cookie: (await c.signedIn()).cookie,
  }),
  "DELETE /api/countries/{id}/follow": async (c) => {
    const me = await c.signedIn();
    await c.t.db.insert(countryFollows).values({ userId: me.id, countryId: c.countryId });
    return { url: `/api/countries/${c.countryId}/follow`, cookie: me.cookie };
  },
  "POST /api/countries/compared": async (c) => ({
    url: "/api/countries/compared",
    cookie: (await c.signedIn()).cookie,
    body: { countryIds: [c.countryId] },
  }),
  "POST /api/messages/read": async (c) => {
    const me = await c.signedIn();
    const other = await c.signedIn();
    await seedReferralRequest(c.t.db, { seekerId: other.id, referrerId: me.id });
    await sendMessage(c.t.db, other.id, { receiverId: me.id, content: "Unread hello" });
    return { url: "/api/messages/read", cookie: me.cookie, body: { withUserId: other.id } };
  },
};

/** A fresh signed-in person managing a fresh company page, with an open job posted there. */
async function manager(c: Context) {
  const me = await c.signedIn();
  const company = await seedCompany(c.t.db);
  await c.t.db.insert(companyManagers).values({ companyId: company.id, userId: me.id });
  const job = await seedJob(c.t.db, { companyId: company.id, companyName: company.name });
  await c.t.db.update(jobs).set({ source: "employer" }).where(eq(jobs.id, job.id));
  return { cookie: me.cookie, companyId: company.id, jobId: job.id };
}

Object.assign(CASES, {
  "POST /api/companies": async (c: Context) => ({
    url: "/api/companies",
    cookie: (await c.signedIn()).cookie,
    body: { name: `New Company ${unique()}`, location: "Lisbon, Portugal" },
  }),
  "PATCH /api/companies/{id}": async (c: Context) => {
    const m = await manager(c);
    return {
      url: `/api/companies/${m.companyId}`,
      cookie: m.cookie,
      body: { description: `Now ${unique()}` },
    };
  },
  "POST /api/companies/{id}/jobs": async (c: Context) => {
    const m = await manager(c);
    return { url: `/api/companies/${m.companyId}/jobs`, cookie: m.cookie, body: employerPosting() };
  },
  "PATCH /api/jobs/{id}": async (c: Context) => {
    const m = await manager(c);
    return { url: `/api/jobs/${m.jobId}`, cookie: m.cookie, body: employerPosting(`Edited ${unique()}`) };
  },
  "POST /api/jobs/{id}/close": async (c: Context) => {
    const m = await manager(c);
    return { url: `/api/jobs/${m.jobId}/close`, cookie: m.cookie };
  },
  "POST /api/jobs/{id}/reopen": async (c: Context) => {
    const m = await manager(c);
    await c.t.db
      .update(jobs)
      .set({ closedAt: new Date(), closedReason: "employer" })
      .where(eq(jobs.id, m.jobId));
    return { url: `/api/jobs/${m.jobId}/reopen`, cookie: m.cookie };
  },
} satisfies Record<string, (c: Context) => Promise<Prepared>>);

const BOUNDARY = "----borderless-cross-site";

function multipartFile(file: { name: string; data: Buffer }) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The fields as a plain HTML form posts them; a route without a body gets one field anyway. */
function formFields(body: Record<string, unknown> | undefined): [string, string][] {
  const entries = Object.entries(body ?? { note: "hello" });
  return entries.map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]);
}

/** The three encodings an HTML form can use, each without Origin (as an old or odd browser may send). */
function formBodies(p: Prepared): { label: string; payload: string; contentType: string }[] {
  const fields = formFields(p.body);
  const multipart = fields
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("");
  return [
    {
      label: "application/x-www-form-urlencoded",
      payload: new URLSearchParams(fields).toString(),
      contentType: "application/x-www-form-urlencoded",
    },
    {
      label: "multipart/form-data",
      payload: `${multipart}--${BOUNDARY}--\r\n`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    // enctype="text/plain" can carry a JSON-looking body: the classic way round a JSON-only API.
    { label: "text/plain", payload: JSON.stringify(p.body ?? { note: "hello" }), contentType: "text/plain" },
  ];
}

/** The request with its real body (JSON, or the file as multipart) and the given extra headers. */
function request(method: string, p: Prepared, headers: Record<string, string>): InjectOptions {
  const base = { host: HOST, ...(p.cookie ? { cookie: p.cookie } : {}), ...headers };
  const m = method as InjectOptions["method"];
  if (p.file) {
    const body = multipartFile(p.file);
    return { method: m, url: p.url, payload: body.payload, headers: { ...base, ...body.headers } };
  }
  if (p.body) {
    return {
      method: m,
      url: p.url,
      payload: JSON.stringify(p.body),
      headers: { ...base, "content-type": "application/json" },
    };
  }
  return { method: m, url: p.url, headers: base };
}

/** Row count and content hash of every table (a session's sliding expiry aside). */
/** A mailer that keeps what it is given, and the token of the link in the first mail. */
function capturingMailer() {
  const sent: Mail[] = [];
  const mailer = {
    send: async (mail: Mail) => void sent.push(mail),
    notify: async () => false,
  };
  function token(): string {
    const found = sent[0]?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    if (!found) throw new Error("no token mailed");
    return found;
  }
  return { mailer, token };
}

async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const result: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    // Rate-limit counters (PostgreSQL keeps them in a table) count every attempt, refused or not:
    // they are the limiter's state, not data a request may or may not change.
    if (name === "rate_limit_hits") continue;
    const source =
      name === "sessions" ? sql`(select user_id, id_hash from sessions)` : sql`${sql.identifier(name)}`;
    const row = (await db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h
          from ${source} t`,
    )) as unknown as { rows: { n: number; h: string }[] };
    result[name] = `${row.rows[0]?.n}:${row.rows[0]?.h}`;
  }
  return result;
}

function expectJsonError(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
  const body = res.json() as { code?: unknown; message?: unknown };
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(10);
}

describe("cross-site and form requests to state-changing routes", () => {
  let t: TestApp;
  let dataDir: string;
  let context: Context;
  const pageServer = http.createServer((_req, res) => {
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Backend Engineer",
      description: "Build things.",
      hiringOrganization: { "@type": "Organization", name: "Initech" },
    };
    res
      .writeHead(200, { "content-type": "text/html" })
      .end(`<script type="application/ld+json">${JSON.stringify(posting)}</script>`);
  });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-cross-site-"));
    // The allowances are not under test here; every case sends several requests from one address.
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    const { port } = pageServer.address() as AddressInfo;
    const allow = parseOutboundAllow(`127.0.0.1:${port}`);
    if ("error" in allow) throw new Error(allow.error);
    t = await createTestApp({
      config: {
        dataDir,
        rateLimitScale: 1000,
        publicUrl: `http://${HOST}`,
        publicHostOnly: true,
        outboundAllow: allow,
      },
    });
    const company = await seedCompany(t.db);
    const job = await seedJob(t.db, { companyId: company.id, companyName: company.name });
    const country = await seedCountry(t.db);
    const signedIn = async () => {
      const user = await seedUser(t.db);
      return { ...user, cookie: await sessionCookie(t.app, t.db, user.id) };
    };
    context = {
      t,
      jobId: job.id,
      companyId: company.id,
      countryId: country.id,
      jobPage: `http://127.0.0.1:${port}/jobs`,
      signedIn,
      async referrer() {
        const me = await signedIn();
        const offering = await seedReferralOffering(t.db, { userId: me.id, companyId: company.id });
        return { id: me.id, offeringId: offering.id, cookie: me.cookie };
      },
    };
  });
  afterAll(async () => {
    pageServer.close();
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("has a case for every state-changing API route the app serves", () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.keys(methods)
        .filter((m) => STATE_CHANGING.includes(m))
        .map((m) => `${m.toUpperCase()} ${route}`),
    );
    // The document leaves out hidden routes; the router itself must list no more than it does.
    for (const method of STATE_CHANGING) {
      const listed = t.app.printRoutes({ commonPrefix: false, method: method.toUpperCase() as "POST" });
      const inRouter = listed.split("\n").filter((line) => line.includes(`(${method.toUpperCase()})`)).length;
      expect(inRouter, `${method} routes in the router`).toBe(
        routes.filter((r) => r.startsWith(`${method.toUpperCase()} `)).length,
      );
    }
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.sort()).toEqual([...Object.keys(CASES), ...Object.keys(TOKEN_AUTHENTICATED)].sort());
  });

  it("POST /unsubscribe: a mail provider's cross-site form post works with a genuine token only", async () => {
    const me = await context.signedIn();
    const hostile = { origin: "https://mail.example.com", "sec-fetch-site": "cross-site" };
    const form = { ...hostile, "content-type": "application/x-www-form-urlencoded" };
    const forged = createUnsubscribeTokens("not-the-server-secret-not-the-server-secret").sign({
      userId: me.id,
      target: { setting: "newJobMatches" },
    });
    const before = await fingerprint(t.db);
    const refused = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${forged}`,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    });
    expect(refused.statusCode).toBe(400);
    expect(await fingerprint(t.db)).toEqual(before);
    const token = t.app.unsubscribeTokens.sign({ userId: me.id, target: { setting: "newJobMatches" } });
    const accepted = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    });
    expect(accepted.statusCode).toBe(200);
  });

  for (const [route, prepare] of Object.entries(CASES)) {
    const method = route.split(" ")[0] as string;

    it(`${route}: refuses other origins and form bodies, changing nothing`, async () => {
      const p = await prepare(context);
      const before = await fingerprint(t.db);
      const mailsBefore = t.mails.length;

      const hostile: { label: string; options: InjectOptions; status: number }[] = [
        {
          label: "a foreign Origin",
          options: request(method, p, { origin: "https://evil.example" }),
          status: 403,
        },
        {
          label: "Sec-Fetch-Site: cross-site",
          options: request(method, p, { "sec-fetch-site": "cross-site" }),
          status: 403,
        },
        {
          label: "a foreign Origin claiming Sec-Fetch-Site: same-origin",
          options: request(method, p, { origin: "https://evil.example", "sec-fetch-site": "same-origin" }),
          status: 403,
        },
      ];
      for (const form of formBodies(p)) {
        if (route === UPLOAD_ROUTE && form.label === "multipart/form-data") continue;
        hostile.push({
          label: form.label,
          options: {
            method: method as InjectOptions["method"],
            url: p.url,
            payload: form.payload,
            headers: {
              host: HOST,
              ...(p.cookie ? { cookie: p.cookie } : {}),
              "content-type": form.contentType,
            },
          },
          status: 415,
        });
      }
      for (const attempt of hostile) {
        const res = await t.app.inject(attempt.options);
        expect(res.statusCode, `${route} with ${attempt.label}: ${res.body}`).toBe(attempt.status);
        expectJsonError(res);
        expect(await fingerprint(t.db), `${route} with ${attempt.label} changed stored data`).toEqual(before);
        expect(t.mails.length, `${route} with ${attempt.label} sent mail`).toBe(mailsBefore);
      }

      // The same request from the app's own page goes through and changes something.
      const res = await t.app.inject(
        request(method, p, { origin: `http://${HOST}`, "sec-fetch-site": "same-origin" }),
      );
      expect(res.statusCode, `${route} same-origin: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(300);
      expect(await fingerprint(t.db)).not.toEqual(before);
    });

    it(`${route}: checks the route, however its path is spelt (/%61pi/…, /ap%69/…)`, async () => {
      const p = await prepare(context);
      const before = await fingerprint(t.db);
      const mailsBefore = t.mails.length;
      for (const spelling of ["/%61pi/", "/ap%69/"]) {
        const encoded = { ...p, url: p.url.replace(/^\/api\//, spelling) };
        for (const headers of [
          { origin: "https://evil.example" },
          { "sec-fetch-site": "cross-site" },
        ] as Record<string, string>[]) {
          const res = await t.app.inject(request(method, encoded, headers));
          expect(res.statusCode, `${route} at ${encoded.url} with ${JSON.stringify(headers)}`).toBe(403);
          expectJsonError(res);
          expect(await fingerprint(t.db), `${route} at ${encoded.url} changed stored data`).toEqual(before);
          expect(t.mails.length, `${route} at ${encoded.url} sent mail`).toBe(mailsBefore);
        }
      }
      // The encoded path does reach the route: from the app's own page it goes through.
      const res = await t.app.inject(
        request(
          method,
          { ...p, url: p.url.replace(/^\/api\//, "/%61pi/") },
          { origin: `http://${HOST}`, "sec-fetch-site": "same-origin" },
        ),
      );
      expect(res.statusCode, `${route} same-origin at an encoded path: ${res.body}`).toBeGreaterThanOrEqual(
        200,
      );
      expect(res.statusCode).toBeLessThan(300);
      expect(await fingerprint(t.db)).not.toEqual(before);
    });

    it(`${route}: works for a client that sends no Origin`, async () => {
      const p = await prepare(context);
      const before = await fingerprint(t.db);
      const res = await t.app.inject(request(method, p, {}));
      expect(res.statusCode, `${route} without Origin: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(300);
      expect(await fingerprint(t.db)).not.toEqual(before);
    });
  }

  describe("the Origin policy in detail (PATCH /api/account/settings)", () => {
    async function patch(headers: Record<string, string>) {
      const me = await context.signedIn();
      return t.app.inject({
        method: "PATCH",
        url: "/api/account/settings",
        headers: { host: HOST, cookie: me.cookie, "content-type": "application/json", ...headers },
        payload: JSON.stringify({ theme: "dark" }),
      });
    }

    it.each([
      ["a sibling site (Sec-Fetch-Site: same-site)", { "sec-fetch-site": "same-site" }],
      ["an opaque origin (Origin: null, a sandboxed frame)", { origin: "null" }],
      ["the same host on another port", { origin: `http://${HOST}:8443` }],
      ["a subdomain", { origin: `http://app.${HOST}` }],
      ["a host that merely starts the same", { origin: `http://${HOST}.evil.example` }],
      ["an Origin that is not a URL", { origin: "not a url" }],
    ])("refuses %s", async (_label, headers) => {
      const res = await patch(headers);
      expect(res.statusCode).toBe(403);
      expectJsonError(res);
      expect(res.json().message).toMatch(/cross-site/i);
    });

    it.each([
      ["the page's own origin", { origin: `http://${HOST}`, "sec-fetch-site": "same-origin" }],
      ["the origin as seen behind an HTTPS front", { origin: `https://${HOST}` }],
      ["a request the person started (Sec-Fetch-Site: none)", { "sec-fetch-site": "none" }],
    ])("accepts %s", async (_label, headers) => {
      const res = await patch(headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().theme).toBe("dark");
    });

    it("answers reads from anywhere: GET is not a state change", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/jobs",
        headers: { host: HOST, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
