import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { sign } from "@fastify/cookie";
import { asc, eq, inArray, or } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { applications, companies, companyManagers, jobs, savedJobs } from "../../db/schema/jobs";
import { countryFollows, notifications, savedSearches } from "../../db/schema/notifications";
import {
  passwordResetTokens,
  sessions,
  type UserRow,
  userFiles,
  userSettings,
  users,
  waitlistEntries,
} from "../../db/schema/people";
import {
  conversationReports,
  messages,
  referralOfferings,
  referralRequests,
  userBlocks,
} from "../../db/schema/referrals";
import { loginChallenges, recoveryCodes, twoFactor } from "../../db/schema/two-factor";
import { hashToken } from "../../plugins/session-store";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../app";
import { seedCompany, seedCountry, seedJob } from "../data/jobs";
import { seedReferralRequest } from "../data/referrals";
import { enableTwoFactorFor } from "../two-factor";

/**
 * Every private string of the owner carries this marker (settings, file names and contents, an
 * inactive offering, the conversation, the waitlist entry): finding it in a response another person
 * got is a leak.
 */
export const MARKER = "PRIVATE-OWNER";
export const OWNER_PASSWORD = "owner-password-1";
export const ATTACKER_PASSWORD = "attacker-password-1";
export const OWNER_RESUME = Buffer.from(`${MARKER} resume: ten years of payments systems\n`, "utf8");
export const OWNER_COVER_LETTER = Buffer.from(`${MARKER} cover letter: dear hiring manager\n`, "utf8");
export const ATTACKER_RESUME = Buffer.from("Attacker's own resume\n", "utf8");
export const OWNER_PHONE = "+49 30 9876 5432";

const COOKIE = "borderless_session";
const BOUNDARY = "----access-control-boundary";

/** A multipart body with one file part and any extra fields, as a browser's FormData sends it. */
export function multipart(fileName: string, data: Buffer, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A valid job posting as an employer sends it (country: none, a remote job open anywhere). */
export function employerPosting(title = "Payments Engineer") {
  return {
    title,
    description: "Build the payments platform.",
    employmentType: "Full-time",
    workType: "Remote",
    countryCode: null as string | null,
    city: null,
    salaryMin: 60_000,
    salaryMax: 80_000,
    salaryCurrency: "EUR",
    salaryPeriod: "YEAR",
    skills: ["Go"],
    applyUrl: "https://careers.example.test/payments",
    validThrough: null,
    visa: { status: "yes", evidence: "We sponsor work visas." },
  };
}

/** A request with no valid session, however its cookie was made. */
export interface Outsider {
  name: string;
  cookie?: string;
}

export interface World {
  t: TestApp;
  dataDir: string;
  /** The owner, whose data everyone else tries to reach. */
  a: UserRow;
  /** The attacker: a signed-in person like any other. */
  b: UserRow;
  /** The owner's contact: the other side of the owner's referral requests and conversation. */
  c: UserRow;
  /** The attacker's current cookie (login and password change rotate it; see `asAttacker`). */
  attackerCookie: string;
  outsiders: Outsider[];
  ids: {
    country: number;
    /** Saved and applied to by the owner. */
    jobSavedApplied: number;
    /** Saved by the owner. */
    jobSaved: number;
    /** Applied to by the owner. */
    jobApplied: number;
    /** Saved by the attacker; nobody applied. */
    jobOfAttacker: number;
    /** The owner's private job, added from pasted text: only the owner may open it. */
    privateJob: number;
    offeringActive: number;
    /** The owner's inactive offering: only the owner may see it. */
    offeringInactive: number;
    offeringOfC: number;
    /** C's offering at the employer, where the owner and the attacker saved and applied to jobs. */
    offeringAtEmployer: number;
    offeringOfAttacker: number;
    /** A company nobody offers referrals at yet. */
    freeCompany: number;
    /** The company of the jobs above; the owner manages its page. */
    employer: number;
    companyOfOwnerOffering: number;
    /** The owner asked C for a referral. */
    requestOwnerToC: number;
    /** C asked the owner for a referral: the owner is the referrer. */
    requestCToOwner: number;
    /** The unread message C sent the owner. */
    unreadFromC: number;
    /** The owner's message to C that carries the owner's résumé. */
    messageWithCv: number;
    /** The number the session list gives the owner's session. */
    ownerSession: number;
    /** D, whom the owner blocked and reported. */
    blockedByOwner: number;
    /** The company page the owner manages, and the job the owner posted there. */
    managedCompany: number;
    managedCompanyName: string;
    postedJob: number;
    /** The owner's saved search (its name carries the marker). */
    savedSearchOfOwner: number;
    /** The owner's unread notification. */
    ownerNotification: number;
  };
}

function tokenOf(cookie: string): string {
  const signed = cookie.slice(`${COOKIE}=`.length);
  return signed.slice(0, signed.lastIndexOf("."));
}

async function call(t: TestApp, cookie: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ ...options, headers: { ...options.headers, cookie } });
  if (res.statusCode >= 300) {
    throw new Error(`${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
  }
  return res;
}

/**
 * The owner with real data (profile, settings, files, saved jobs, applications, two offerings, a
 * referral request each way with C, a conversation with C, a waitlist entry, a block and a report
 * of D), an attacker with
 * data of their own, and every kind of dead cookie. Made through the API, as people would.
 */
export async function buildWorld(): Promise<World> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-access-control-"));
  const t = await createTestApp({ config: { dataDir, rateLimitScale: 100 } });
  const db = t.db;
  const tag = randomBytes(4).toString("hex");
  const a = await seedUser(db, {
    username: `owner_${tag}`,
    email: `owner.${tag}@private.test`,
    fullName: "Ada Owner",
    profession: "Payments engineer",
    skills: ["Go", "PostgreSQL"],
    password: OWNER_PASSWORD,
  });
  const b = await seedUser(db, { fullName: "Mallory Attacker", password: ATTACKER_PASSWORD });
  const c = await seedUser(db, { fullName: "Carl Contact" });
  const cookieA = await sessionCookie(t.app, db, a.id);
  const cookieB = await sessionCookie(t.app, db, b.id);
  const cookieC = await sessionCookie(t.app, db, c.id);
  const json = (cookie: string, method: InjectOptions["method"], url: string, payload?: object) =>
    call(t, cookie, { method, url, ...(payload ? { payload } : {}) }).then((res) =>
      res.statusCode === 204 ? null : res.json(),
    );

  const country = await seedCountry(db, { code: "QZ" });
  const employer = await seedCompany(db, { name: `Employer ${tag}` });
  const job = () =>
    seedJob(db, { companyId: employer.id, companyName: employer.name, countryId: country.id });
  const [jobSavedApplied, jobSaved, jobApplied, jobOfAttacker] = [
    await job(),
    await job(),
    await job(),
    await job(),
  ];
  await db.insert(companyManagers).values({ companyId: employer.id, userId: a.id });
  const [companyActive, companyInactive, companyOfC, companyOfAttacker, freeCompany] = [
    await seedCompany(db),
    await seedCompany(db),
    await seedCompany(db),
    await seedCompany(db),
    await seedCompany(db),
  ];

  // The owner's own things.
  await json(cookieA, "PATCH", "/api/account/settings", {
    preferredJobTitle: `${MARKER} staff engineer`,
    preferredLocation: `${MARKER} Lisbon`,
    theme: "dark",
    jobAlerts: "Weekly",
    emailNotifications: false,
  });
  for (const [kind, name, data] of [
    ["resume", `${MARKER}-resume.txt`, OWNER_RESUME],
    ["cover-letter", `${MARKER}-cover-letter.txt`, OWNER_COVER_LETTER],
  ] as const) {
    const body = multipart(name, data);
    await call(t, cookieA, { method: "POST", url: `/api/account/files/${kind}`, ...body });
  }
  await json(cookieA, "PUT", `/api/jobs/${jobSavedApplied.id}/save`);
  await json(cookieA, "PUT", `/api/jobs/${jobSaved.id}/save`);
  await json(cookieA, "POST", `/api/jobs/${jobSavedApplied.id}/apply`);
  await json(cookieA, "POST", `/api/jobs/${jobApplied.id}/apply`);
  await json(cookieA, "PATCH", `/api/applications/${jobApplied.id}`, {
    status: "Interviewing",
    note: `${MARKER} note: second interview on Tuesday`,
  });
  const privateJob = (await json(cookieA, "POST", "/api/applications/from-text", {
    title: `${MARKER} Staff Engineer`,
    company: "Initech",
    location: "Lisbon, Portugal",
    text: `${MARKER} posting text: we sponsor visas for this role.`,
  })) as { job: { id: number } };
  const savedSearchOfOwner = await json(cookieA, "POST", "/api/saved-searches", {
    name: `${MARKER} payments in Lisbon`,
    filters: { q: "payments", country: country.id },
    alerts: "Weekly",
  });
  const offering = (companyId: number, description: string, available: boolean) => ({
    companyId,
    experience: 6,
    description,
    currentEmployee: true,
    available,
  });
  const offeringActive = await json(
    cookieA,
    "POST",
    "/api/referrers",
    offering(companyActive.id, "Happy to refer backend engineers who like payments.", true),
  );
  const offeringInactive = await json(
    cookieA,
    "POST",
    "/api/referrers",
    offering(companyInactive.id, `${MARKER} paused: not taking requests this quarter`, false),
  );
  await call(t, "", {
    method: "POST",
    url: "/api/waitlist",
    payload: {
      email: a.email,
      fullName: "Ada Owner",
      profession: `${MARKER} waitlist profession`,
      interestedCountries: ["Germany"],
      interestedRoles: ["Other"],
      preferredContactMethod: "phone",
      phoneNumber: OWNER_PHONE,
    },
  });

  // C and the owner: a referral request each way, and a conversation with one unread message.
  const offeringOfC = await json(
    cookieC,
    "POST",
    "/api/referrers",
    offering(companyOfC.id, "Referrals for data engineers at my company.", true),
  );
  const offeringAtEmployer = await json(
    cookieC,
    "POST",
    "/api/referrers",
    offering(employer.id, "Referrals at the employer the owner applied to.", true),
  );
  const ownerToC = await json(cookieA, "POST", "/api/referral-requests", {
    offeringId: offeringOfC.id,
    message: `${MARKER} intro: could you refer me for the data team?`,
  });
  const cToOwner = await json(cookieC, "POST", "/api/referral-requests", {
    offeringId: offeringActive.id,
    message: `${MARKER} intro from Carl: would you refer me for payments?`,
  });
  await json(cookieC, "PATCH", `/api/referral-requests/${ownerToC.request.id}`, { status: "Accepted" });
  const withCv = await json(cookieA, "POST", "/api/messages", {
    receiverId: c.id,
    content: `${MARKER} note: my CV is attached`,
    attachment: "resume",
  });
  await json(cookieA, "POST", "/api/messages/read", { withUserId: c.id });
  const unread = await json(cookieC, "POST", "/api/messages", {
    receiverId: a.id,
    content: `${MARKER} reply: I sent it to the hiring manager`,
  });

  // A notification of the owner's, and a country the owner follows.
  await t.app.notifier.notify(a.id, {
    kind: "referral-status",
    title: `${MARKER} notification: your referral request was accepted`,
    link: "/my-referrals",
  });
  const [ownerNotification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, a.id));
  await json(cookieA, "PUT", `/api/countries/${country.id}/follow`);

  // D asked the owner for a referral; the owner blocked D and reported the conversation.
  const d = await seedUser(db, { fullName: "Dora Pest" });
  await seedReferralRequest(db, { seekerId: d.id, referrerId: a.id });
  await json(cookieA, "POST", "/api/blocks", { userId: d.id });
  await json(cookieA, "POST", `/api/conversations/${d.id}/report`, {
    reason: `${MARKER} report: kept pushing`,
  });

  // The owner's company page and a job posted there.
  const managed = await json(cookieA, "POST", "/api/companies", {
    name: `Owner Works ${tag}`,
    description: "What the owner's company does.",
    location: "Lisbon, Portugal",
  });
  const postedJob = await json(cookieA, "POST", `/api/companies/${managed.id}/jobs`, {
    ...employerPosting(),
    countryCode: country.code,
  });

  // The attacker's own things.
  const offeringOfAttacker = await json(
    cookieB,
    "POST",
    "/api/referrers",
    offering(companyOfAttacker.id, "The attacker's own referral offer.", true),
  );
  await json(cookieB, "PUT", `/api/jobs/${jobOfAttacker.id}/save`);
  await json(cookieB, "POST", "/api/saved-searches", { name: "The attacker's own search", filters: {} });
  await call(t, cookieB, {
    method: "POST",
    url: "/api/account/files/resume",
    ...multipart("mine.txt", ATTACKER_RESUME),
  });

  // Dead cookies: expired, signed out, of a deleted account.
  const expiredToken = randomBytes(32).toString("base64url");
  await db
    .insert(sessions)
    .values({ idHash: hashToken(expiredToken), userId: a.id, expiresAt: new Date(Date.now() - 60_000) });
  const signedOut = await sessionCookie(t.app, db, a.id);
  await call(t, signedOut, { method: "POST", url: "/api/auth/logout" });
  const gone = await seedUser(db, { password: "gone-password-1" });
  const goneCookie = await sessionCookie(t.app, db, gone.id);
  await call(t, goneCookie, {
    method: "DELETE",
    url: "/api/account",
    payload: { password: "gone-password-1" },
  });

  // The owner signs in with an authenticator app too.
  await enableTwoFactorFor(t, a);
  const [ownerSession] = await db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.idHash, hashToken(tokenOf(cookieA))));

  const ownerToken = tokenOf(cookieA);
  const outsiders: Outsider[] = [
    { name: "a visitor (no cookie)" },
    { name: "a garbage cookie", cookie: `${COOKIE}=garbage` },
    { name: "a garbage __Host- cookie", cookie: `__Host-${COOKIE}=garbage.garbage` },
    { name: "the owner's token without its signature", cookie: `${COOKIE}=${ownerToken}` },
    {
      name: "the owner's token signed with another secret",
      cookie: `${COOKIE}=${sign(ownerToken, "another-secret-another-secret-0123")}`,
    },
    {
      name: "the owner's stored session hash, correctly signed",
      cookie: `${COOKIE}=${t.app.signCookie(hashToken(ownerToken))}`,
    },
    {
      name: "a made-up token, correctly signed",
      cookie: `${COOKIE}=${t.app.signCookie(randomBytes(32).toString("base64url"))}`,
    },
    { name: "the owner's expired session", cookie: `${COOKIE}=${t.app.signCookie(expiredToken)}` },
    { name: "the owner's session after logout", cookie: signedOut },
    { name: "the session of a deleted account", cookie: goneCookie },
  ];

  return {
    t,
    dataDir,
    a,
    b,
    c,
    attackerCookie: cookieB,
    outsiders,
    ids: {
      country: country.id,
      jobSavedApplied: jobSavedApplied.id,
      jobSaved: jobSaved.id,
      jobApplied: jobApplied.id,
      jobOfAttacker: jobOfAttacker.id,
      privateJob: privateJob.job.id,
      offeringActive: offeringActive.id,
      offeringInactive: offeringInactive.id,
      offeringOfC: offeringOfC.id,
      offeringAtEmployer: offeringAtEmployer.id,
      offeringOfAttacker: offeringOfAttacker.id,
      freeCompany: freeCompany.id,
      employer: employer.id,
      companyOfOwnerOffering: companyActive.id,
      requestOwnerToC: ownerToC.request.id,
      requestCToOwner: cToOwner.request.id,
      unreadFromC: unread.id,
      messageWithCv: withCv.id,
      ownerSession: ownerSession?.publicId ?? 0,
      blockedByOwner: d.id,
      managedCompany: managed.id,
      managedCompanyName: managed.name,
      postedJob: postedJob.id,
      savedSearchOfOwner: savedSearchOfOwner.id,
      ownerNotification: ownerNotification?.id ?? 0,
    },
  };
}

export async function closeWorld(w: World): Promise<void> {
  await w.t.close();
  await fs.rm(w.dataDir, { recursive: true, force: true });
}

/**
 * Everything stored for one person, read straight from the tables (and file storage), as JSON.
 * Password reset tokens are left out: anyone may ask for a reset link to be mailed to the owner.
 */
export async function snapshotOf(w: World, user: UserRow): Promise<string> {
  const db = w.t.db;
  const id = user.id;
  const files = await db.select().from(userFiles).where(eq(userFiles.userId, id)).orderBy(asc(userFiles.id));
  const bytes: Record<string, string> = {};
  for (const file of files) {
    const stored = await w.t.app.fileStorage.get(file.storageKey);
    bytes[file.storageKey] = stored ? (await buffer(stored)).toString("base64") : "missing";
  }
  const managedIds = (
    await db
      .select({ id: companyManagers.companyId })
      .from(companyManagers)
      .where(eq(companyManagers.userId, id))
  ).map((row) => row.id);
  const snapshot = {
    user: await db.select().from(users).where(eq(users.id, id)),
    managers: await db
      .select()
      .from(companyManagers)
      .where(inArray(companyManagers.companyId, managedIds))
      .orderBy(asc(companyManagers.companyId), asc(companyManagers.userId)),
    companies: await db
      .select()
      .from(companies)
      .where(inArray(companies.id, managedIds))
      .orderBy(asc(companies.id)),
    companyJobs: await db
      .select()
      .from(jobs)
      .where(inArray(jobs.companyId, managedIds))
      .orderBy(asc(jobs.id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.idHash)),
    twoFactor: await db.select().from(twoFactor).where(eq(twoFactor.userId, id)),
    recoveryCodes: await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, id))
      .orderBy(asc(recoveryCodes.id)),
    settings: await db.select().from(userSettings).where(eq(userSettings.userId, id)),
    files,
    bytes,
    savedJobs: await db
      .select()
      .from(savedJobs)
      .where(eq(savedJobs.userId, id))
      .orderBy(asc(savedJobs.jobId)),
    applications: await db
      .select()
      .from(applications)
      .where(eq(applications.userId, id))
      .orderBy(asc(applications.jobId)),
    savedSearches: await db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, id))
      .orderBy(asc(savedSearches.id)),
    offerings: await db
      .select()
      .from(referralOfferings)
      .where(eq(referralOfferings.userId, id))
      .orderBy(asc(referralOfferings.id)),
    requests: await db
      .select()
      .from(referralRequests)
      .where(or(eq(referralRequests.seekerId, id), eq(referralRequests.referrerId, id)))
      .orderBy(asc(referralRequests.id)),
    messages: await db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, id), eq(messages.receiverId, id)))
      .orderBy(asc(messages.id)),
    waitlist: await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, user.email)),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(asc(notifications.id)),
    countryFollows: await db
      .select()
      .from(countryFollows)
      .where(eq(countryFollows.userId, id))
      .orderBy(asc(countryFollows.countryId)),
    blocks: await db
      .select()
      .from(userBlocks)
      .where(or(eq(userBlocks.blockerId, id), eq(userBlocks.blockedId, id)))
      .orderBy(asc(userBlocks.blockerId), asc(userBlocks.blockedId)),
    reports: await db
      .select()
      .from(conversationReports)
      .where(or(eq(conversationReports.reporterId, id), eq(conversationReports.reportedUserId, id)))
      .orderBy(asc(conversationReports.id)),
  };
  return JSON.stringify(snapshot);
}

/** What no response may ever carry: password hashes, session and reset token hashes, stored tokens. */
export async function storedSecrets(w: World): Promise<string[]> {
  const db = w.t.db;
  const hashes = await db.select({ hash: users.passwordHash }).from(users);
  const sessionHashes = await db.select({ hash: sessions.idHash }).from(sessions);
  const resetHashes = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
  const sealedSecrets = await db.select({ hash: twoFactor.sealedSecret }).from(twoFactor);
  const recoveryHashes = await db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes);
  const challengeHashes = await db.select({ hash: loginChallenges.idHash }).from(loginChallenges);
  return [
    ...hashes,
    ...sessionHashes,
    ...resetHashes,
    ...sealedSecrets,
    ...recoveryHashes,
    ...challengeHashes,
  ].map((row) => row.hash);
}
