import type { AddressInfo } from "node:net";
import { and, count, eq, gt, isNull, max, or } from "drizzle-orm";
import type { HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedJobs } from "../../db/schema/jobs";
import { countryFollows, notifications } from "../../db/schema/notifications";
import { userFiles, users } from "../../db/schema/people";
import {
  conversationReports,
  messages,
  referralOfferings,
  referralRequests,
  userBlocks,
} from "../../db/schema/referrals";
import { createUnsubscribeTokens } from "../../notifications/unsubscribe-token";
import { seedUser, sessionCookie } from "../app";
import { connectSse } from "../sse-client";
import {
  ATTACKER_PASSWORD,
  ATTACKER_RESUME,
  buildWorld,
  closeWorld,
  employerPosting,
  MARKER,
  multipart,
  OWNER_PASSWORD,
  OWNER_PHONE,
  snapshotOf,
  storedSecrets,
  type World,
} from "./access-control.world";

/**
 * OWASP ASVS 5.0 level 2, access control: personal data is reachable only by its owner.
 *
 * The owner (A) has real data; the attacker (B) is signed in; outsiders have no valid session (no
 * cookie, garbage, a forged or re-signed token, an expired session, a signed-out one, a deleted
 * account's). Every attempt below is made by every outsider, who must get 401 on a personal
 * endpoint, and by the attacker, who gets the stated status and at most their own data. No
 * response may carry the owner's private strings, a password hash or a token; afterwards the
 * owner's rows and files are byte for byte what they were, and nothing exists in the owner's name
 * that the owner did not make.
 */

type Body = Record<string, unknown>;
type Who = "attacker" | "outsider";

interface Attempt {
  /** What is tried, in words. */
  try: string;
  method: HTTPMethods;
  url: string;
  /** A JSON body; a string is sent as raw JSON text (for keys an object literal cannot hold). */
  payload?: object | string;
  upload?: ReturnType<typeof multipart>;
  /** The attacker's status; "stream" is checked by the live stream test (inject cannot end it). */
  attacker: number | "stream";
  /** Everyone without a valid session; 401 unless the endpoint is public. */
  outsider?: number;
  /** What a successful answer must hold, beyond carrying nothing of the owner's. */
  check?: (res: LightMyRequestResponse, who: Who) => void | Promise<void>;
}

interface Endpoint {
  route: string;
  /** Whose data the endpoint answers with or changes, and how it decides. */
  scope: string;
  attempts: (w: World) => Attempt[];
}

const list = (res: LightMyRequestResponse) => res.json() as Body[];
const items = (res: LightMyRequestResponse): Body[] => {
  const body = res.json() as Body[] | { items: Body[] };
  return Array.isArray(body) ? body : body.items;
};
const raw = (value: object) => JSON.stringify(value);
/** A well-formed unsubscribe token for the person, signed with a secret that is not the server's. */
const forgedUnsubscribeToken = (userId: number) =>
  createUnsubscribeTokens("not-the-server-secret-not-the-server-secret").sign({
    userId,
    target: { setting: "jobAlerts" },
  });

let w: World;

/** Saved and applied flags on job lists are the caller's own: the owner's jobs show neither. */
function ownerFlagsHidden(jobs: Body[]) {
  const ownerJobs = [w.ids.jobSavedApplied, w.ids.jobSaved, w.ids.jobApplied];
  const shown = jobs.filter((job) => ownerJobs.includes(job.id as number));
  expect(shown.length).toBeGreaterThan(0);
  for (const job of shown) expect(job).toMatchObject({ saved: false, applied: false });
}

async function attackerSavedJobIds(): Promise<number[]> {
  const rows = await w.t.db.select().from(savedJobs).where(eq(savedJobs.userId, w.b.id));
  return rows.map((row) => row.jobId).sort((x, y) => x - y);
}

const offeringBody = (companyId: number) => ({
  companyId,
  experience: 3,
  description: "The attacker's second referral offer.",
  currentEmployee: true,
  available: true,
});

/** Every route under /api, with what each person tries. */
const ENDPOINTS: Endpoint[] = [
  {
    route: "GET /api/auth/me",
    scope: "session user",
    attempts: ({ a, b }) => [
      {
        try: "ask who is signed in, naming the owner in the query",
        method: "GET",
        url: `/api/auth/me?userId=${a.id}&id=${a.id}`,
        attacker: 200,
        check: (res) => expect(res.json().id).toBe(b.id),
      },
    ],
  },
  {
    route: "POST /api/auth/logout",
    scope: "ends the session of the cookie sent, nobody else's",
    attempts: ({ a }) => [
      {
        try: "sign out, naming the owner",
        method: "POST",
        url: `/api/auth/logout?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 204,
        outsider: 204,
      },
    ],
  },
  {
    route: "POST /api/auth/login",
    scope: "public; a session for the credentials' owner only",
    attempts: ({ a, b }) => [
      {
        try: "sign in as the owner with the attacker's password and the owner's id",
        method: "POST",
        url: "/api/auth/login",
        payload: { username: a.username, password: ATTACKER_PASSWORD, userId: a.id, id: a.id },
        attacker: 401,
        outsider: 401,
      },
      {
        try: "sign in with the attacker's credentials and the owner's id",
        method: "POST",
        url: `/api/auth/login?userId=${a.id}`,
        payload: { username: b.username, password: ATTACKER_PASSWORD, userId: a.id, id: a.id, role: "admin" },
        attacker: 200,
        outsider: 200,
        check: (res) => expect(res.json().id).toBe(b.id),
      },
    ],
  },
  {
    route: "POST /api/auth/register",
    scope: "public; never takes over an existing account",
    attempts: ({ a }) => [
      {
        try: "register the owner's username with the owner's id",
        method: "POST",
        url: "/api/auth/register",
        payload: {
          username: a.username,
          email: "someone.new@example.test",
          password: "someone-new-pass-9",
          fullName: "Someone New",
          id: a.id,
          role: "admin",
        },
        attacker: 409,
        outsider: 409,
      },
      {
        try: "register the owner's email",
        method: "POST",
        url: "/api/auth/register",
        payload: {
          username: "someone_new",
          email: a.email,
          password: "someone-new-pass-9",
          fullName: "Someone New",
        },
        attacker: 409,
        outsider: 409,
      },
    ],
  },
  {
    route: "POST /api/auth/password-reset",
    scope: "public; the link goes only to the account's own address",
    attempts: ({ a, b }) => [
      {
        try: "ask for the owner's reset link, naming the attacker as recipient",
        method: "POST",
        url: "/api/auth/password-reset",
        payload: { email: a.email, to: b.email, userId: b.id },
        attacker: 200,
        outsider: 200,
      },
    ],
  },
  {
    route: "POST /api/auth/password-reset/confirm",
    scope: "public; only a mailed token works",
    attempts: ({ a }) => [
      {
        try: "reset the owner's password with a made-up token and the owner's id",
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: {
          token: "made-up-token",
          password: "hijacked-1",
          confirmPassword: "hijacked-1",
          userId: a.id,
        },
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "POST /api/auth/login/2fa",
    scope: "public; finishes only the sign-in whose challenge is sent, for that challenge's person",
    attempts: ({ a }) => [
      {
        try: "finish a sign-in as the owner with a made-up challenge, a guessed code and the owner's id",
        method: "POST",
        url: `/api/auth/login/2fa?userId=${a.id}`,
        payload: { challenge: "made-up-challenge", code: "123456", userId: a.id, id: a.id },
        attacker: 401,
        outsider: 401,
      },
    ],
  },
  {
    route: "GET /api/account/two-factor",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "read the owner's two-factor status",
        method: "GET",
        url: `/api/account/two-factor?userId=${a.id}`,
        attacker: 200,
        // The owner has it on; the attacker sees their own (off).
        check: (res) => expect(res.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 }),
      },
    ],
  },
  {
    route: "POST /api/account/two-factor/setup",
    scope: "session user (the owner's, already on, is never replaced)",
    attempts: ({ a }) => [
      {
        try: "start a set-up naming the owner",
        method: "POST",
        url: `/api/account/two-factor/setup?userId=${a.id}`,
        payload: { userId: a.id, id: a.id, password: ATTACKER_PASSWORD },
        attacker: 200,
        check: async (res) => {
          expect(res.json().otpauthUri).toContain(encodeURIComponent(w.b.username));
        },
      },
    ],
  },
  {
    route: "POST /api/account/two-factor/enable",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "confirm a set-up with a guessed code, naming the owner",
        method: "POST",
        url: `/api/account/two-factor/enable?userId=${a.id}`,
        payload: { code: "123456", userId: a.id },
        attacker: 400,
      },
    ],
  },
  {
    route: "POST /api/account/two-factor/disable",
    scope: "session user, confirmed with that user's password",
    attempts: ({ a }) => [
      {
        try: "turn the owner's two-factor sign-in off with the owner's password and id",
        method: "POST",
        url: `/api/account/two-factor/disable?userId=${a.id}`,
        payload: { password: OWNER_PASSWORD, userId: a.id, id: a.id },
        attacker: 400,
      },
    ],
  },
  {
    route: "GET /api/account/sessions",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list the owner's sessions",
        method: "GET",
        url: `/api/account/sessions?userId=${a.id}`,
        attacker: 200,
        check: (res) => {
          const ids = (res.json().sessions as { id: number }[]).map((s) => s.id);
          expect(ids).not.toContain(w.ids.ownerSession);
          expect(ids.length).toBeGreaterThan(0);
        },
      },
    ],
  },
  {
    route: "DELETE /api/account/sessions/:id",
    scope: "the session user's own sessions (404 for anyone else's)",
    attempts: ({ ids }) => [
      {
        try: "sign out the owner's session by its number with the owner's password",
        method: "DELETE",
        url: `/api/account/sessions/${ids.ownerSession}`,
        payload: { password: OWNER_PASSWORD },
        attacker: 400,
      },
      {
        try: "sign out the owner's session by its number, with the attacker's password",
        method: "DELETE",
        url: `/api/account/sessions/${ids.ownerSession}`,
        payload: { password: ATTACKER_PASSWORD },
        attacker: 404,
      },
    ],
  },
  {
    route: "POST /api/account/sessions/end-others",
    scope: "the session user's other sessions, nobody else's",
    attempts: ({ a }) => [
      {
        try: "sign out everywhere else, naming the owner",
        method: "POST",
        url: `/api/account/sessions/end-others?userId=${a.id}`,
        payload: { password: ATTACKER_PASSWORD, userId: a.id },
        attacker: 200,
      },
    ],
  },
  {
    route: "POST /api/auth/verify-email",
    scope: "public; only the token of the link mailed to the address works",
    attempts: ({ a }) => [
      {
        try: "confirm the owner's address with a made-up token and the owner's id",
        method: "POST",
        url: "/api/auth/verify-email",
        payload: { token: "made-up-token", userId: a.id, email: a.email },
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "POST /api/auth/verify-email/resend",
    scope: "session user; the link goes to the session user's own address",
    attempts: ({ a }) => [
      {
        try: "ask for a confirmation link for the owner, naming the owner",
        method: "POST",
        url: "/api/auth/verify-email/resend",
        payload: { userId: a.id, email: a.email },
        attacker: 200,
      },
    ],
  },
  {
    route: "GET /api/account/profile",
    scope: "session user",
    attempts: ({ a, b }) => [
      {
        try: "read the profile naming the owner",
        method: "GET",
        url: `/api/account/profile?userId=${a.id}&id=${a.id}`,
        attacker: 200,
        check: (res) => expect(res.json()).toMatchObject({ id: b.id, username: b.username }),
      },
    ],
  },
  {
    route: "PATCH /api/account/profile",
    scope: "session user",
    attempts: ({ a, b }) => [
      {
        try: "change the profile with the owner's id, email and a role in the body",
        method: "PATCH",
        url: `/api/account/profile?userId=${a.id}`,
        payload: { fullName: "Mallory Renamed", userId: a.id, id: a.id, email: "x@evil.test", role: "admin" },
        attacker: 200,
        check: (res) =>
          expect(res.json()).toMatchObject({ id: b.id, fullName: "Mallory Renamed", username: b.username }),
      },
      {
        try: "change the profile through __proto__",
        method: "PATCH",
        url: "/api/account/profile",
        payload: `{"__proto__":{"id":${a.id},"userId":${a.id}},"fullName":"Mallory Proto"}`,
        attacker: 400,
      },
      {
        try: "change the profile through constructor.prototype",
        method: "PATCH",
        url: "/api/account/profile",
        payload: `{"constructor":{"prototype":{"userId":${a.id}}},"fullName":"Mallory Ctor"}`,
        attacker: 400,
      },
    ],
  },
  {
    route: "GET /api/account/settings",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "read the settings naming the owner",
        method: "GET",
        url: `/api/account/settings?userId=${a.id}`,
        attacker: 200,
        check: (res) => expect(res.json().preferredJobTitle).toBe(""),
      },
    ],
  },
  {
    route: "PATCH /api/account/settings",
    scope: "session user; unknown fields refused",
    attempts: ({ a }) => [
      {
        try: "change the settings with the owner's id in the body",
        method: "PATCH",
        url: "/api/account/settings",
        payload: { theme: "light", userId: a.id },
        attacker: 400,
      },
      {
        try: "change the settings naming the owner in the query",
        method: "PATCH",
        url: `/api/account/settings?userId=${a.id}`,
        payload: { preferredJobTitle: "Attacker's title" },
        attacker: 200,
        check: (res) => expect(res.json().preferredJobTitle).toBe("Attacker's title"),
      },
      {
        try: "change the settings through __proto__",
        method: "PATCH",
        url: "/api/account/settings",
        payload: `{"__proto__":{"userId":${a.id}},"theme":"light"}`,
        attacker: 400,
      },
    ],
  },
  {
    route: "POST /api/account/password",
    scope: "session user, confirmed with that user's password",
    attempts: ({ a }) => [
      {
        try: "change the password with the owner's current password and id",
        method: "POST",
        url: "/api/account/password",
        payload: {
          currentPassword: OWNER_PASSWORD,
          newPassword: "hijacked-1",
          confirmPassword: "hijacked-1",
          userId: a.id,
        },
        attacker: 400,
      },
      {
        try: "change the password with the attacker's own password and the owner's id",
        method: "POST",
        url: `/api/account/password?userId=${a.id}`,
        payload: {
          currentPassword: ATTACKER_PASSWORD,
          newPassword: ATTACKER_PASSWORD,
          confirmPassword: ATTACKER_PASSWORD,
          userId: a.id,
          id: a.id,
        },
        attacker: 200,
      },
    ],
  },
  {
    route: "POST /api/account/email",
    scope: "session user, confirmed with that user's password",
    attempts: ({ a, b }) => [
      {
        try: "change the email with the owner's password and id",
        method: "POST",
        url: "/api/account/email",
        payload: { email: "hijacked@evil.test", currentPassword: OWNER_PASSWORD, userId: a.id },
        attacker: 400,
      },
      {
        try: "take the owner's email",
        method: "POST",
        url: "/api/account/email",
        payload: { email: a.email, currentPassword: ATTACKER_PASSWORD },
        attacker: 409,
      },
      {
        try: "change the email with the attacker's password and the owner's id",
        method: "POST",
        url: `/api/account/email?userId=${a.id}`,
        payload: {
          email: `renamed.${b.username}@evil.test`,
          currentPassword: ATTACKER_PASSWORD,
          userId: a.id,
          id: a.id,
        },
        attacker: 200,
        check: (res) =>
          expect(res.json()).toMatchObject({ id: b.id, pendingEmail: `renamed.${b.username}@evil.test` }),
      },
    ],
  },
  {
    route: "POST /api/account/email/confirm",
    scope: "public; only the token mailed to the new address works",
    attempts: ({ a }) => [
      {
        try: "confirm an email for the owner with a made-up token and the owner's id",
        method: "POST",
        url: `/api/account/email/confirm?userId=${a.id}`,
        payload: { token: "made-up-token", userId: a.id, email: "hijacked@evil.test" },
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "DELETE /api/account",
    scope: "session user, confirmed with that user's password",
    attempts: ({ a }) => [
      {
        try: "delete the account with the owner's password and id",
        method: "DELETE",
        url: `/api/account?userId=${a.id}`,
        payload: { password: OWNER_PASSWORD, userId: a.id, id: a.id },
        attacker: 400,
      },
    ],
  },
  {
    route: "GET /api/account/files",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list the files naming the owner",
        method: "GET",
        url: `/api/account/files?userId=${a.id}`,
        attacker: 200,
        check: (res) => expect(list(res).map((file) => file.kind)).toEqual(["resume"]),
      },
    ],
  },
  {
    route: "POST /api/account/files/:kind",
    scope: "session user; stored under that user's key",
    attempts: ({ a }) => [
      {
        try: "upload a resume with the owner's id in the query and in form fields",
        method: "POST",
        url: `/api/account/files/resume?userId=${a.id}`,
        upload: multipart("replaced.txt", ATTACKER_RESUME, { userId: String(a.id), id: String(a.id) }),
        attacker: 201,
        check: (res) => expect(res.json().fileName).toBe("replaced.txt"),
      },
      {
        try: "upload into the owner's folder by path",
        method: "POST",
        url: `/api/account/files/..%2F${a.id}%2Fresume`,
        upload: multipart("escape.txt", ATTACKER_RESUME),
        attacker: 404,
      },
    ],
  },
  {
    route: "GET /api/account/files/:kind",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "download the resume naming the owner",
        method: "GET",
        url: `/api/account/files/resume?userId=${a.id}`,
        attacker: 200,
        check: (res) => expect(res.rawPayload.equals(ATTACKER_RESUME)).toBe(true),
      },
      {
        try: "download a cover letter only the owner has",
        method: "GET",
        url: `/api/account/files/cover-letter?userId=${a.id}`,
        attacker: 404,
      },
      {
        try: "download the owner's file by path",
        method: "GET",
        url: `/api/account/files/..%2F..%2Fuploads%2F${a.id}%2Fresume`,
        attacker: 404,
      },
    ],
  },
  {
    route: "DELETE /api/account/files/:kind",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "remove a cover letter only the owner has, naming the owner",
        method: "DELETE",
        url: `/api/account/files/cover-letter?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 404,
      },
    ],
  },
  {
    route: "GET /api/saved-jobs",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list saved jobs naming the owner",
        method: "GET",
        url: `/api/saved-jobs?userId=${a.id}`,
        attacker: 200,
        check: async (res) => {
          const ids = list(res).map((job) => job.id as number);
          expect([...ids].sort((x, y) => x - y)).toEqual(await attackerSavedJobIds());
          expect(ids).not.toContain(w.ids.jobSaved);
        },
      },
    ],
  },
  {
    route: "GET /api/recommendations",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "read recommendations naming the owner",
        method: "GET",
        url: `/api/recommendations?userId=${a.id}`,
        attacker: 200,
        // The attacker has no skills (the owner has two): the answer rests on the attacker's profile.
        check: (res) => {
          expect(res.json().missing).toContain("skills");
          expect(res.body).not.toContain(MARKER);
        },
      },
    ],
  },
  {
    route: "PUT /api/jobs/:id/save",
    scope: "session user",
    attempts: ({ a, ids }) => [
      {
        try: "save a job naming the owner in the query and body",
        method: "PUT",
        url: `/api/jobs/${ids.jobOfAttacker}/save?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 200,
      },
    ],
  },
  {
    route: "DELETE /api/jobs/:id/save",
    scope: "session user",
    attempts: ({ a, ids }) => [
      {
        try: "unsave jobs the owner saved, naming the owner",
        method: "DELETE",
        url: `/api/jobs/${ids.jobSaved}/save?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 200,
      },
      {
        try: "unsave a job the owner saved",
        method: "DELETE",
        url: `/api/jobs/${ids.jobSavedApplied}/save`,
        attacker: 200,
      },
    ],
  },
  {
    route: "POST /api/jobs/:id/apply",
    scope: "session user",
    attempts: ({ a, ids }) => [
      {
        try: "apply naming the owner",
        method: "POST",
        url: `/api/jobs/${ids.jobOfAttacker}/apply?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 200,
      },
    ],
  },
  {
    route: "GET /api/saved-searches",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list saved searches naming the owner",
        method: "GET",
        url: `/api/saved-searches?userId=${a.id}`,
        attacker: 200,
        check: (res) => {
          const ids = list(res).map((search) => search.id);
          expect(ids).not.toContain(w.ids.savedSearchOfOwner);
          expect(ids.length).toBeGreaterThan(0);
        },
      },
    ],
  },
  {
    route: "POST /api/saved-searches",
    scope: "session user; unknown fields refused",
    attempts: ({ a }) => [
      {
        try: "save a search with the owner's id in the body",
        method: "POST",
        url: "/api/saved-searches",
        payload: { name: "Mine", filters: {}, userId: a.id },
        attacker: 400,
      },
      {
        try: "save a search naming the owner in the query",
        method: "POST",
        url: `/api/saved-searches?userId=${a.id}`,
        payload: { name: "The attacker's second search", filters: { q: "go" } },
        attacker: 201,
        check: (res) => expect(res.json().name).toBe("The attacker's second search"),
      },
    ],
  },
  {
    route: "PATCH /api/saved-searches/:id",
    scope: "the session user's own searches (404 for anyone else's)",
    attempts: ({ ids }) => [
      {
        try: "rename the owner's saved search and turn its alerts off",
        method: "PATCH",
        url: `/api/saved-searches/${ids.savedSearchOfOwner}`,
        payload: { name: "Taken over", alerts: "Never" },
        attacker: 404,
      },
    ],
  },
  {
    route: "DELETE /api/saved-searches/:id",
    scope: "the session user's own searches (404 for anyone else's)",
    attempts: ({ ids }) => [
      {
        try: "delete the owner's saved search",
        method: "DELETE",
        url: `/api/saved-searches/${ids.savedSearchOfOwner}`,
        attacker: 404,
      },
    ],
  },
  {
    route: "GET /api/applications",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list applications naming the owner",
        method: "GET",
        url: `/api/applications?userId=${a.id}`,
        attacker: 200,
        check: (res) => {
          const jobIds = items(res).map((item) => (item.job as Body).id);
          expect(jobIds).not.toContain(w.ids.jobApplied);
          expect(jobIds).not.toContain(w.ids.jobSavedApplied);
          expect(res.json().counts.total).toBe(jobIds.length);
        },
      },
    ],
  },
  {
    route: "PATCH /api/applications/:jobId",
    scope: "the session user's own applications (404 for anyone else's)",
    attempts: ({ a, ids }) => [
      {
        try: "change the status and note of the owner's application, naming the owner",
        method: "PATCH",
        url: `/api/applications/${ids.jobApplied}?userId=${a.id}`,
        payload: { status: "Withdrawn", note: "Overwritten" },
        attacker: 404,
      },
    ],
  },
  {
    route: "DELETE /api/applications/:jobId",
    scope: "the session user's own applications (404 for anyone else's)",
    attempts: ({ ids }) => [
      {
        try: "remove the owner's application",
        method: "DELETE",
        url: `/api/applications/${ids.jobSavedApplied}`,
        attacker: 404,
      },
    ],
  },
  {
    route: "POST /api/applications/from-link",
    scope: "adds to the session user's own applications; the job is theirs alone",
    attempts: ({ a }) => [
      {
        try: "add a link to the owner's applications, naming the owner",
        method: "POST",
        url: `/api/applications/from-link?userId=${a.id}`,
        // This server may fetch nothing local: the address is refused before anything is read.
        payload: { url: "http://127.0.0.1:9/job" },
        attacker: 400,
      },
    ],
  },
  {
    route: "POST /api/applications/from-text",
    scope: "adds to the session user's own applications; the job is theirs alone",
    attempts: ({ a }) => [
      {
        try: "add a pasted posting to the owner's applications, naming the owner",
        method: "POST",
        url: `/api/applications/from-text?userId=${a.id}`,
        payload: { title: "Tester", company: "Initech", location: "Lisbon, Portugal", text: "A job." },
        attacker: 201,
        check: (res) => expect(res.json().job.title).toBe("Tester"),
      },
    ],
  },
  {
    route: "GET /api/stats",
    scope: "public totals; savedJobs is the session user's (0 for a visitor)",
    attempts: ({ a }) => [
      {
        try: "read the dashboard figures naming the owner",
        method: "GET",
        url: `/api/stats?userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: async (res, who) =>
          expect(res.json().savedJobs).toBe(who === "outsider" ? 0 : (await attackerSavedJobIds()).length),
      },
    ],
  },
  {
    route: "GET /api/jobs",
    scope: "public; saved and applied flags are the session user's",
    attempts: ({ a, ids }) => [
      {
        try: "list jobs naming the owner",
        method: "GET",
        url: `/api/jobs?userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: (res) => ownerFlagsHidden(items(res)),
      },
      {
        try: "search jobs naming the owner",
        method: "GET",
        url: `/api/jobs?country=${ids.country}&pageSize=50&userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: (res) => ownerFlagsHidden(items(res)),
      },
    ],
  },
  {
    route: "GET /api/jobs/:id",
    scope: "public; saved and applied flags are the session user's",
    attempts: ({ a, ids }) => [
      {
        try: "read a job the owner saved and applied to",
        method: "GET",
        url: `/api/jobs/${ids.jobSavedApplied}?userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: (res) => ownerFlagsHidden([res.json()]),
      },
      {
        try: "open the owner's private job (added from a link or text)",
        method: "GET",
        url: `/api/jobs/${ids.privateJob}?userId=${a.id}`,
        attacker: 404,
        outsider: 404,
      },
    ],
  },
  {
    route: "GET /api/companies",
    scope: "public; nothing personal",
    attempts: ({ a }) => [
      {
        try: "list companies naming the owner",
        method: "GET",
        url: `/api/companies?userId=${a.id}`,
        attacker: 200,
        outsider: 200,
      },
    ],
  },
  {
    route: "GET /api/companies/:id",
    scope: "public; saved and applied flags and canManage are the session user's",
    attempts: ({ a, ids }) => [
      {
        try: "read the page of the company the owner manages, whose jobs the owner saved",
        method: "GET",
        url: `/api/companies/${ids.employer}?userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: (res) => {
          expect(res.json().canManage).toBe(false);
          ownerFlagsHidden(res.json().jobs);
        },
      },
      {
        try: "read the page of a company the owner offers referrals at",
        method: "GET",
        url: `/api/companies/${ids.companyOfOwnerOffering}`,
        attacker: 200,
        outsider: 200,
      },
    ],
  },
  {
    route: "GET /api/countries/:id/jobs",
    scope: "public; saved and applied flags are the session user's",
    attempts: ({ a, ids }) => [
      {
        try: "list a country's jobs naming the owner",
        method: "GET",
        url: `/api/countries/${ids.country}/jobs?userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: (res) => ownerFlagsHidden(list(res)),
      },
    ],
  },
  {
    route: "GET /api/referrers",
    scope: "public; active offerings only",
    attempts: ({ a, ids }) => [
      {
        try: "list offerings by the owner's name",
        method: "GET",
        url: `/api/referrers?q=Owner&userId=${a.id}`,
        attacker: 200,
        outsider: 200,
        check: (res) => expect(list(res).map((o) => o.id)).toEqual([ids.offeringActive]),
      },
      {
        try: "list offerings at the company of the owner's inactive offer",
        method: "GET",
        url: `/api/referrers?companyId=${ids.companyOfOwnerOffering + 1}`,
        attacker: 200,
        outsider: 200,
        check: (res) => expect(list(res)).toEqual([]),
      },
    ],
  },
  {
    route: "GET /api/users/:id/referrers",
    scope: "only the user named (403 for anyone else)",
    attempts: ({ a, b }) => [
      {
        try: "list the owner's offerings",
        method: "GET",
        url: `/api/users/${a.id}/referrers`,
        attacker: 403,
      },
      {
        try: "list one's own offerings naming the owner in the query",
        method: "GET",
        url: `/api/users/${b.id}/referrers?userId=${a.id}`,
        attacker: 200,
        check: (res) => {
          expect(list(res).length).toBeGreaterThan(0);
          for (const offering of list(res)) expect(offering.userId).toBe(b.id);
        },
      },
      {
        try: "list offerings of a malformed id",
        method: "GET",
        url: `/api/users/${a.id}x/referrers`,
        attacker: 404,
      },
    ],
  },
  {
    route: "POST /api/referrers",
    scope: "session user becomes the owner of the offering",
    attempts: ({ a, ids }) => [
      {
        try: "create an offering with the owner as userId and an existing id",
        method: "POST",
        url: `/api/referrers?userId=${a.id}`,
        payload: { ...offeringBody(ids.freeCompany), userId: a.id, id: ids.offeringActive, successRate: 100 },
        attacker: 201,
        check: (res) => {
          expect(res.json()).toMatchObject({ userId: w.b.id, successRate: null });
          expect(res.json().id).not.toBe(ids.offeringActive);
        },
      },
      {
        try: "create an offering through __proto__",
        method: "POST",
        url: "/api/referrers",
        payload: `{"__proto__":{"userId":${a.id}},${raw(offeringBody(ids.freeCompany)).slice(1)}`,
        attacker: 400,
      },
    ],
  },
  {
    route: "PATCH /api/referrers/:id",
    scope: "the offering's owner (403 for anyone else, 404 when missing)",
    attempts: ({ a, b, ids }) => [
      {
        try: "rewrite and pause the owner's active offering",
        method: "PATCH",
        url: `/api/referrers/${ids.offeringActive}`,
        payload: { description: "Hijacked description text", available: false },
        attacker: 403,
      },
      {
        try: "take over the owner's inactive offering",
        method: "PATCH",
        url: `/api/referrers/${ids.offeringInactive}`,
        payload: { available: true, userId: b.id },
        attacker: 403,
      },
      {
        try: "hand one's own offering to the owner",
        method: "PATCH",
        url: `/api/referrers/${ids.offeringOfAttacker}`,
        payload: { description: "Still the attacker's own offer.", userId: a.id },
        attacker: 200,
        check: (res) => expect(res.json().userId).toBe(b.id),
      },
      {
        try: "change a missing offering",
        method: "PATCH",
        url: "/api/referrers/2147483647",
        payload: { available: false },
        attacker: 404,
      },
    ],
  },
  {
    route: "DELETE /api/referrers/:id",
    scope: "the offering's owner (403 for anyone else, 404 when missing)",
    attempts: ({ a, ids }) => [
      {
        try: "withdraw the owner's active offering",
        method: "DELETE",
        url: `/api/referrers/${ids.offeringActive}?userId=${a.id}`,
        attacker: 403,
      },
      {
        try: "withdraw the owner's inactive offering",
        method: "DELETE",
        url: `/api/referrers/${ids.offeringInactive}`,
        payload: { userId: a.id },
        attacker: 403,
      },
    ],
  },
  {
    route: "POST /api/referral-requests",
    scope: "session user is the seeker",
    attempts: ({ a, ids }) => [
      {
        try: "ask C for a referral as the owner",
        method: "POST",
        url: "/api/referral-requests",
        payload: {
          offeringId: ids.offeringOfC,
          message: "Could you refer me as well?",
          seekerId: a.id,
          referrerId: a.id,
          userId: a.id,
        },
        attacker: 201,
        check: (res) => expect(res.json().request).toMatchObject({ seekerId: w.b.id, referrerId: w.c.id }),
      },
      {
        try: "ask through the owner's inactive offering",
        method: "POST",
        url: "/api/referral-requests",
        payload: { offeringId: ids.offeringInactive, message: "Anyone there?" },
        attacker: 400,
      },
    ],
  },
  {
    route: "GET /api/referrers/:id/my-jobs",
    scope: "the session user's own saved and tracked jobs at the offering's company",
    attempts: ({ a, ids }) => [
      {
        try: "list jobs at the company where the owner saved and applied, naming the owner",
        method: "GET",
        url: `/api/referrers/${ids.offeringAtEmployer}/my-jobs?userId=${a.id}`,
        attacker: 200,
        check: (res) =>
          expect(res.json().jobs.map((job: { id: number }) => job.id)).toEqual([ids.jobOfAttacker]),
      },
      {
        try: "list jobs of a missing offering",
        method: "GET",
        url: "/api/referrers/2000000000/my-jobs",
        attacker: 404,
      },
    ],
  },
  {
    route: "GET /api/referral-requests",
    scope: "requests the session user is a side of",
    attempts: ({ a, c }) => [
      {
        try: "list requests with C, naming the owner",
        method: "GET",
        url: `/api/referral-requests?withUserId=${c.id}&userId=${a.id}&seekerId=${a.id}`,
        attacker: 200,
        check: (res) => {
          expect(list(res).length).toBe(1);
          for (const r of list(res)) expect([r.seekerId, r.referrerId]).toContain(w.b.id);
        },
      },
      {
        try: "list requests with the owner",
        method: "GET",
        url: `/api/referral-requests?withUserId=${a.id}`,
        attacker: 200,
        check: (res) => expect(list(res)).toEqual([]),
      },
      {
        try: "list requests without saying with whom",
        method: "GET",
        url: "/api/referral-requests",
        attacker: 400,
      },
    ],
  },
  {
    route: "PATCH /api/referral-requests/:id",
    scope: "the request's referrer (403 for anyone else, 404 when missing)",
    attempts: ({ b, ids }) => [
      {
        try: "decline the request C sent the owner",
        method: "PATCH",
        url: `/api/referral-requests/${ids.requestCToOwner}`,
        payload: { status: "Declined", referrerId: b.id },
        attacker: 403,
      },
      {
        try: "mark the owner's own request Referred",
        method: "PATCH",
        url: `/api/referral-requests/${ids.requestOwnerToC}`,
        payload: { status: "Referred" },
        attacker: 403,
      },
      {
        try: "change a missing request",
        method: "PATCH",
        url: "/api/referral-requests/2147483647",
        payload: { status: "Accepted" },
        attacker: 404,
      },
    ],
  },
  {
    route: "GET /api/messages",
    scope: "the session user's messages, or a conversation they are part of (403 otherwise)",
    attempts: ({ a, b, c }) => {
      const mine = (res: LightMyRequestResponse) => {
        for (const m of list(res)) expect([m.senderId, m.receiverId]).toContain(b.id);
      };
      return [
        {
          try: "read the owner's messages",
          method: "GET",
          url: `/api/messages?senderId=${a.id}`,
          attacker: 403,
        },
        {
          try: "read the owner's conversation with C",
          method: "GET",
          url: `/api/messages?senderId=${a.id}&receiverId=${c.id}`,
          attacker: 403,
        },
        {
          try: "read the conversation the other way round",
          method: "GET",
          url: `/api/messages?senderId=${c.id}&receiverId=${a.id}`,
          attacker: 403,
        },
        {
          try: "read one's conversation with the owner",
          method: "GET",
          url: `/api/messages?senderId=${b.id}&receiverId=${a.id}`,
          attacker: 200,
          check: (res) => expect(list(res)).toEqual([]),
        },
        {
          try: "read the conversation with the owner as receiver",
          method: "GET",
          url: `/api/messages?senderId=${a.id}&receiverId=${b.id}`,
          attacker: 200,
          check: (res) => expect(list(res)).toEqual([]),
        },
        {
          try: "read one's own messages, naming the owner too",
          method: "GET",
          url: `/api/messages?senderId=${b.id}&userId=${a.id}`,
          attacker: 200,
          check: (res) => {
            expect(list(res).length).toBeGreaterThan(0);
            mine(res);
          },
        },
        { try: "read messages without senderId", method: "GET", url: "/api/messages", attacker: 400 },
        {
          try: "read messages by receiverId alone",
          method: "GET",
          url: `/api/messages?receiverId=${a.id}`,
          attacker: 400,
        },
        {
          try: "read with senderId given twice",
          method: "GET",
          url: `/api/messages?senderId=${b.id}&senderId=${a.id}`,
          attacker: 400,
        },
      ];
    },
  },
  {
    route: "POST /api/messages",
    scope: "sent as the session user (403 for another senderId)",
    attempts: ({ a, c, ids }) => [
      {
        try: "send as the owner",
        method: "POST",
        url: "/api/messages",
        payload: { senderId: a.id, receiverId: c.id, content: "Sent in the owner's name" },
        attacker: 403,
      },
      {
        try: "send into the owner's referral thread with the owner's ids",
        method: "POST",
        url: `/api/messages?senderId=${a.id}`,
        payload: {
          receiverId: c.id,
          content: "Hello Carl",
          userId: a.id,
          id: ids.unreadFromC,
          referralRequestId: ids.requestOwnerToC,
          readAt: null,
        },
        attacker: 201,
        check: (res) => expect(res.json()).toMatchObject({ senderId: w.b.id, referralRequestId: null }),
      },
      {
        try: "send as the owner through __proto__",
        method: "POST",
        url: "/api/messages",
        payload: `{"__proto__":{"senderId":${a.id}},"receiverId":${c.id},"content":"proto"}`,
        attacker: 400,
      },
    ],
  },
  {
    route: "POST /api/referral-requests/:id/confirm",
    scope: "the request's seeker (403 for anyone else, 404 when missing)",
    attempts: ({ a, ids }) => [
      {
        try: "confirm the owner's request to C",
        method: "POST",
        url: `/api/referral-requests/${ids.requestOwnerToC}/confirm`,
        payload: { seekerId: a.id },
        attacker: 403,
      },
      {
        try: "confirm the request C sent the owner",
        method: "POST",
        url: `/api/referral-requests/${ids.requestCToOwner}/confirm`,
        attacker: 403,
      },
      {
        try: "confirm a missing request",
        method: "POST",
        url: "/api/referral-requests/2147483647/confirm",
        attacker: 404,
      },
    ],
  },
  {
    route: "GET /api/blocks",
    scope: "the session user's own blocks",
    attempts: ({ a }) => [
      {
        try: "list blocks naming the owner",
        method: "GET",
        url: `/api/blocks?userId=${a.id}&blockerId=${a.id}`,
        attacker: 200,
        check: (res) => expect(list(res)).toEqual([]),
      },
    ],
  },
  {
    route: "POST /api/blocks",
    scope: "blocks by the session user, of someone they have a conversation with (404 otherwise)",
    attempts: ({ a, c, ids }) => [
      {
        try: "block the owner without a conversation",
        method: "POST",
        url: "/api/blocks",
        payload: { userId: a.id },
        attacker: 404,
      },
      {
        try: "block D in the owner's name",
        method: "POST",
        url: "/api/blocks",
        payload: { userId: ids.blockedByOwner, blockerId: a.id },
        attacker: 404,
      },
      {
        try: "block C, naming the owner as blocker",
        method: "POST",
        url: `/api/blocks?blockerId=${a.id}`,
        payload: { userId: c.id, blockerId: a.id },
        attacker: 201,
        check: async () => {
          const rows = await w.t.db.select().from(userBlocks).where(eq(userBlocks.blockedId, c.id));
          expect(rows.map((row) => row.blockerId)).toEqual([w.b.id]);
        },
      },
    ],
  },
  {
    route: "DELETE /api/blocks/:userId",
    scope: "the session user's own block (the owner's stays)",
    attempts: ({ a, c, ids }) => [
      {
        try: "lift the owner's block of D",
        method: "DELETE",
        url: `/api/blocks/${ids.blockedByOwner}?blockerId=${a.id}`,
        attacker: 204,
        check: async () => {
          const rows = await w.t.db
            .select()
            .from(userBlocks)
            .where(eq(userBlocks.blockedId, w.ids.blockedByOwner));
          expect(rows.map((row) => row.blockerId)).toEqual([w.a.id]);
        },
      },
      {
        try: "lift one's own block of C",
        method: "DELETE",
        url: `/api/blocks/${c.id}`,
        attacker: 204,
      },
    ],
  },
  {
    route: "POST /api/conversations/:userId/report",
    scope: "reports by the session user, of their own conversation (404 otherwise)",
    attempts: ({ a, c, ids }) => [
      {
        try: "report the owner without a conversation",
        method: "POST",
        url: `/api/conversations/${a.id}/report`,
        payload: { reason: "Spam" },
        attacker: 404,
      },
      {
        try: "report the owner's conversation with D",
        method: "POST",
        url: `/api/conversations/${ids.blockedByOwner}/report`,
        payload: { reporterId: a.id },
        attacker: 404,
      },
      {
        try: "report C in the owner's name",
        method: "POST",
        url: `/api/conversations/${c.id}/report`,
        payload: { reason: "Spam", reporterId: a.id },
        attacker: 201,
        check: async (res) => {
          const [row] = await w.t.db
            .select()
            .from(conversationReports)
            .where(eq(conversationReports.id, res.json().id));
          expect(row).toMatchObject({ reporterId: w.b.id, reportedUserId: w.c.id });
        },
      },
    ],
  },
  {
    route: "GET /api/messages/:id/attachment",
    scope: "the message's sender and receiver (404 for anyone else)",
    attempts: ({ a, ids }) => [
      {
        try: "download the résumé the owner sent to C",
        method: "GET",
        url: `/api/messages/${ids.messageWithCv}/attachment`,
        attacker: 404,
      },
      {
        try: "download it naming the owner in the query",
        method: "GET",
        url: `/api/messages/${ids.messageWithCv}/attachment?userId=${a.id}&senderId=${a.id}`,
        attacker: 404,
      },
    ],
  },
  {
    route: "POST /api/messages/read",
    scope: "marks what was sent to the session user",
    attempts: ({ a, c }) => [
      {
        try: "mark C's messages read, naming the owner as receiver",
        method: "POST",
        url: "/api/messages/read",
        payload: { withUserId: c.id, receiverId: a.id, userId: a.id },
        attacker: 200,
        check: (res) => expect(res.json()).toEqual({ updated: 0 }),
      },
      {
        try: "mark the owner's messages read",
        method: "POST",
        url: "/api/messages/read",
        payload: { withUserId: a.id },
        attacker: 200,
        check: (res) => expect(res.json()).toEqual({ updated: 0 }),
      },
    ],
  },
  {
    route: "GET /api/conversations",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list conversations naming the owner",
        method: "GET",
        url: `/api/conversations?userId=${a.id}`,
        attacker: 200,
        check: (res) => {
          expect(list(res).length).toBeGreaterThan(0);
          for (const conversation of list(res))
            expect(conversation.otherUser).not.toMatchObject({ id: a.id });
        },
      },
    ],
  },
  {
    route: "GET /api/conversations/unread",
    scope: "session user",
    attempts: ({ t, a, b }) => [
      {
        try: "count unread messages naming the owner",
        method: "GET",
        url: `/api/conversations/unread?userId=${a.id}`,
        attacker: 200,
        check: async (res) => {
          // The attacker's own count, straight from the table: never the owner's.
          const [row] = await t.db
            .select({ n: count() })
            .from(messages)
            .where(and(eq(messages.receiverId, b.id), isNull(messages.readAt)));
          expect(res.json()).toEqual({ unread: Number(row?.n ?? 0) });
        },
      },
    ],
  },
  {
    route: "GET /api/notifications",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list notifications naming the owner",
        method: "GET",
        url: `/api/notifications?userId=${a.id}`,
        attacker: 200,
        check: async (res) => {
          const [row] = await w.t.db
            .select({ n: count() })
            .from(notifications)
            .where(eq(notifications.userId, w.b.id));
          expect(list(res)).toHaveLength(Number(row?.n ?? 0));
        },
      },
    ],
  },
  {
    route: "GET /api/notifications/unread-count",
    scope: "session user",
    attempts: ({ t, a, b }) => [
      {
        try: "count unread notifications and messages naming the owner",
        method: "GET",
        url: `/api/notifications/unread-count?userId=${a.id}`,
        attacker: 200,
        check: async (res) => {
          // The attacker's own counts, straight from the tables: never the owner's.
          const [mine] = await t.db
            .select({ n: count() })
            .from(notifications)
            .where(and(eq(notifications.userId, b.id), isNull(notifications.readAt)));
          const [unread] = await t.db
            .select({ n: count() })
            .from(messages)
            .where(and(eq(messages.receiverId, b.id), isNull(messages.readAt)));
          expect(res.json()).toEqual({
            notifications: Number(mine?.n ?? 0),
            messages: Number(unread?.n ?? 0),
          });
        },
      },
    ],
  },
  {
    route: "POST /api/notifications/:id/read",
    scope: "the session user's own notification; anyone else's is 404",
    attempts: ({ ids, a }) => [
      {
        try: "mark the owner's notification read",
        method: "POST",
        url: `/api/notifications/${ids.ownerNotification}/read`,
        attacker: 404,
      },
      {
        try: "mark the owner's notification read, naming the owner",
        method: "POST",
        url: `/api/notifications/${ids.ownerNotification}/read?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 404,
      },
    ],
  },
  {
    route: "POST /api/notifications/read-all",
    scope: "the session user's own notifications",
    attempts: ({ a }) => [
      {
        try: "mark all read, naming the owner",
        method: "POST",
        url: `/api/notifications/read-all?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 200,
      },
    ],
  },
  {
    route: "PUT /api/countries/:id/follow",
    scope: "the session user's own follows",
    attempts: ({ ids, a }) => [
      {
        try: "follow a country in the owner's name",
        method: "PUT",
        url: `/api/countries/${ids.country}/follow?userId=${a.id}`,
        payload: { userId: a.id },
        attacker: 200,
        check: async () => {
          const [row] = await w.t.db
            .select()
            .from(countryFollows)
            .where(and(eq(countryFollows.userId, w.b.id), eq(countryFollows.countryId, ids.country)));
          expect(row).toMatchObject({ reason: "follow" });
        },
      },
    ],
  },
  {
    route: "DELETE /api/countries/:id/follow",
    scope: "the session user's own follows",
    attempts: ({ ids, a }) => [
      {
        try: "unfollow the owner's country, naming the owner",
        method: "DELETE",
        url: `/api/countries/${ids.country}/follow?userId=${a.id}`,
        attacker: 200,
      },
    ],
  },
  {
    route: "POST /api/countries/compared",
    scope: "the session user's own follows",
    attempts: ({ ids, a }) => [
      {
        try: "record a comparison in the owner's name",
        method: "POST",
        url: "/api/countries/compared",
        payload: { countryIds: [ids.country], userId: a.id },
        attacker: 204,
      },
    ],
  },
  {
    route: "GET /api/account/followed-countries",
    scope: "session user",
    attempts: ({ a }) => [
      {
        try: "list followed countries naming the owner",
        method: "GET",
        url: `/api/account/followed-countries?userId=${a.id}`,
        attacker: 200,
        check: async (res) => {
          const rows = await w.t.db.select().from(countryFollows).where(eq(countryFollows.userId, w.b.id));
          const followed = rows.filter((row) => row.reason !== "unfollow");
          expect((res.json() as { countries: Body[] }).countries).toHaveLength(followed.length);
        },
      },
    ],
  },
  {
    route: "GET /api/messages/stream",
    scope: "events about the session user's own conversations",
    attempts: ({ a }) => [
      {
        try: "open the live stream naming the owner",
        method: "GET",
        url: `/api/messages/stream?userId=${a.id}`,
        attacker: "stream",
      },
    ],
  },
  {
    route: "POST /api/waitlist",
    scope: "public; a second join changes nothing and tells nothing of the first",
    attempts: ({ a }) => [
      {
        try: "join with the owner's email and other details",
        method: "POST",
        url: "/api/waitlist",
        payload: {
          email: a.email,
          fullName: "Mallory Attacker",
          interestedCountries: ["Japan"],
          interestedRoles: ["Consultant"],
          preferredContactMethod: "phone",
          phoneNumber: "+1 555 0100",
        },
        attacker: 200,
        outsider: 200,
        check: (res) => expect(res.json().alreadyJoined).toBe(true),
      },
    ],
  },
  {
    route: "POST /api/waitlist/confirm",
    scope: "public; only the token of the link mailed to the entry's address works",
    attempts: ({ a }) => [
      {
        try: "confirm the owner's waitlist entry with a made-up token and the owner's email",
        method: "POST",
        url: "/api/waitlist/confirm",
        payload: { token: "made-up-token", email: a.email },
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "POST /unsubscribe",
    scope:
      "public (a mail provider's one-click post); only a token signed with the server's secret names an alert",
    attempts: ({ a }) => [
      {
        try: "turn the owner's Job Alerts off with a token signed by another secret",
        method: "POST",
        url: `/unsubscribe?token=${forgedUnsubscribeToken(a.id)}`,
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "GET /api/unsubscribe",
    scope: "public; only a token signed with the server's secret (mailed to the person) names their alert",
    attempts: ({ a }) => [
      {
        try: "read the owner's Job Alerts state with a token signed by another secret",
        method: "GET",
        url: `/api/unsubscribe?token=${forgedUnsubscribeToken(a.id)}`,
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "POST /api/unsubscribe",
    scope: "public; only a token signed with the server's secret (mailed to the person) names their alert",
    attempts: ({ a }) => [
      {
        try: "turn the owner's Job Alerts off with a token signed by another secret",
        method: "POST",
        url: "/api/unsubscribe",
        payload: { token: forgedUnsubscribeToken(a.id) },
        attacker: 400,
        outsider: 400,
      },
    ],
  },
  {
    route: "POST /api/unsubscribe/undo",
    scope: "public; only a token signed with the server's secret (mailed to the person) names their alert",
    attempts: ({ a }) => [
      {
        try: "turn the owner's Job Alerts back on with a token signed by another secret",
        method: "POST",
        url: "/api/unsubscribe/undo",
        payload: { token: forgedUnsubscribeToken(a.id) },
        attacker: 400,
        outsider: 400,
      },
    ],
  },
];

const EMPLOYER_ENDPOINTS: Endpoint[] = [
  {
    route: "GET /api/employer/companies",
    scope: "the company pages the session user manages",
    attempts: ({ a, ids }) => [
      {
        try: "list managed companies naming the owner",
        method: "GET",
        url: `/api/employer/companies?userId=${a.id}`,
        attacker: 200,
        check: (res) => expect(list(res).map((c) => c.id)).not.toContain(ids.managedCompany),
      },
    ],
  },
  {
    route: "POST /api/companies",
    scope: "a new page managed by the session user; never a second page for an existing company",
    attempts: ({ a, ids }) => [
      {
        try: "create a page with the owner's company's name, naming the owner",
        method: "POST",
        url: `/api/companies?userId=${a.id}`,
        payload: { name: ids.managedCompanyName.toUpperCase(), location: "Elsewhere", userId: a.id },
        attacker: 409,
      },
    ],
  },
  {
    route: "PATCH /api/companies/:id",
    scope: "the company's managers",
    attempts: ({ ids }) => [
      {
        try: "change the owner's company page",
        method: "PATCH",
        url: `/api/companies/${ids.managedCompany}`,
        payload: { description: "Taken over", website: "https://attacker.example.test", location: "Nowhere" },
        attacker: 403,
      },
    ],
  },
  {
    route: "GET /api/employer/companies/:id/jobs",
    scope: "the company's managers",
    attempts: ({ ids }) => [
      {
        try: "list the jobs of the owner's company",
        method: "GET",
        url: `/api/employer/companies/${ids.managedCompany}/jobs`,
        attacker: 403,
      },
    ],
  },
  {
    route: "POST /api/companies/:id/jobs",
    scope: "the company's managers",
    attempts: ({ ids }) => [
      {
        try: "post a job at the owner's company",
        method: "POST",
        url: `/api/companies/${ids.managedCompany}/jobs`,
        payload: employerPosting("Fake job"),
        attacker: 403,
      },
    ],
  },
  {
    route: "PATCH /api/jobs/:id",
    scope: "the managers of the job's company",
    attempts: ({ ids }) => [
      {
        try: "edit the job the owner posted",
        method: "PATCH",
        url: `/api/jobs/${ids.postedJob}`,
        payload: employerPosting("Hijacked"),
        attacker: 403,
      },
    ],
  },
  {
    route: "POST /api/jobs/:id/close",
    scope: "the managers of the job's company",
    attempts: ({ ids }) => [
      {
        try: "close the owner's job",
        method: "POST",
        url: `/api/jobs/${ids.postedJob}/close`,
        attacker: 403,
      },
    ],
  },
  {
    route: "POST /api/jobs/:id/reopen",
    scope: "the managers of the job's company",
    attempts: ({ ids }) => [
      {
        try: "reopen the owner's job",
        method: "POST",
        url: `/api/jobs/${ids.postedJob}/reopen`,
        attacker: 403,
      },
    ],
  },
];
ENDPOINTS.push(...EMPLOYER_ENDPOINTS);

/** Routes with nothing personal in them: countries, companies, health. */
const PUBLIC_ROUTES = [
  "GET /api/health",
  "GET /api/ready",
  "GET /api/countries",
  "GET /api/country-summaries",
  "GET /api/countries/:id",
  "GET /api/countries/:id/cities",
  "GET /api/cities",
  "GET /api/methodology",
  "GET /api/referral-companies",
  "GET /api/referral-companies/options",
  // Published figures: exchange rates, tax bands applied to a salary given in the query, visa routes.
  "GET /api/exchange-rates",
  "GET /api/take-home",
  "GET /api/visa-routes",
];

describe("access control: personal data only for its owner", () => {
  let before: string;
  let maxIds: { message: number; offering: number; request: number; file: number };
  /** Every response body and header set of the attack, for the final scan. */
  const seen: string[] = [];
  let attempts = 0;

  /** The owner's private strings and tokens: none may reach anyone else. */
  function ownerSecrets(): string[] {
    return [MARKER, w.a.email, w.a.username, OWNER_PHONE, w.a.passwordHash, "$argon2"];
  }

  function expectNothingOfTheOwner(res: LightMyRequestResponse, label: string) {
    const text = `${JSON.stringify(res.headers)}\n${res.body}`;
    seen.push(text);
    for (const secret of ownerSecrets()) {
      expect(text.includes(secret), `${label} carried "${secret}": ${text.slice(0, 500)}`).toBe(false);
    }
  }

  function send(attempt: Attempt, cookie: string | undefined) {
    attempts += 1;
    const headers: Record<string, string> = { ...attempt.upload?.headers };
    if (cookie) headers.cookie = cookie;
    const payload = attempt.upload?.payload ?? attempt.payload;
    if (typeof attempt.payload === "string") headers["content-type"] = "application/json";
    return w.t.app.inject({ method: attempt.method, url: attempt.url, headers, payload });
  }

  /** Sends as the attacker, following the cookie when the server renews or ends the session. */
  async function asAttacker(attempt: Attempt) {
    const res = await send(attempt, w.attackerCookie);
    const renewed = res.cookies.find((cookie) => cookie.name === "borderless_session");
    if (renewed?.value) w.attackerCookie = `borderless_session=${renewed.value}`;
    else if (renewed) w.attackerCookie = await sessionCookie(w.t.app, w.t.db, w.b.id);
    return res;
  }

  beforeAll(async () => {
    w = await buildWorld();
    before = await snapshotOf(w, w.a);
    const db = w.t.db;
    const [m] = await db.select({ n: max(messages.id) }).from(messages);
    const [o] = await db.select({ n: max(referralOfferings.id) }).from(referralOfferings);
    const [r] = await db.select({ n: max(referralRequests.id) }).from(referralRequests);
    const [f] = await db.select({ n: max(userFiles.id) }).from(userFiles);
    maxIds = { message: m?.n ?? 0, offering: o?.n ?? 0, request: r?.n ?? 0, file: f?.n ?? 0 };
  });
  afterAll(async () => {
    if (w) await closeWorld(w);
  });

  it("the table names every API route", () => {
    const doc = w.t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const covered = [...ENDPOINTS.map((endpoint) => endpoint.route), ...PUBLIC_ROUTES];
    expect([...routes].sort()).toEqual([...covered].sort());
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.route} (${endpoint.scope})`, async () => {
      for (const attempt of endpoint.attempts(w)) {
        const label = `${endpoint.route}: ${attempt.try}`;
        for (const outsider of w.outsiders) {
          const res = await send(attempt, outsider.cookie);
          const expected = attempt.outsider ?? 401;
          expect(res.statusCode, `${label}, by ${outsider.name}: ${res.body}`).toBe(expected);
          expectNothingOfTheOwner(res, `${label}, by ${outsider.name}`);
          if (expected < 300) await attempt.check?.(res, "outsider");
        }
        if (attempt.attacker === "stream") continue;
        const res = await asAttacker(attempt);
        expect(res.statusCode, `${label}, by the attacker: ${res.body}`).toBe(attempt.attacker);
        expectNothingOfTheOwner(res, `${label}, by the attacker`);
        if (attempt.attacker < 300) await attempt.check?.(res, "attacker");
      }
    });
  }

  it("deleting one's own account with the owner's ids deletes only oneself", async () => {
    const other = await seedUser(w.t.db, { password: "other-password-1" });
    const cookie = await sessionCookie(w.t.app, w.t.db, other.id);
    const res = await w.t.app.inject({
      method: "DELETE",
      url: `/api/account?userId=${w.a.id}&id=${w.a.id}`,
      headers: { cookie },
      payload: { password: "other-password-1", userId: w.a.id, id: w.a.id },
    });
    attempts += 1;
    expect(res.statusCode).toBe(204);
    expectNothingOfTheOwner(res, "account deletion");
    const left = await w.t.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, other.id), eq(users.id, w.a.id)));
    expect(left).toEqual([{ id: w.a.id }]);
  });

  it("leaves the owner's data byte for byte as it was, and creates nothing in the owner's name", async () => {
    expect(await snapshotOf(w, w.a)).toBe(before);
    const db = w.t.db;
    const a = w.a.id;
    const newMessages = await db.select().from(messages).where(gt(messages.id, maxIds.message));
    expect(newMessages.length).toBeGreaterThan(0);
    for (const m of newMessages) {
      expect(m.senderId).not.toBe(a);
      expect(m.receiverId).not.toBe(a);
    }
    const newOfferings = await db
      .select()
      .from(referralOfferings)
      .where(gt(referralOfferings.id, maxIds.offering));
    expect(newOfferings.length).toBeGreaterThan(0);
    for (const o of newOfferings) expect(o.userId).toBe(w.b.id);
    const newRequests = await db
      .select()
      .from(referralRequests)
      .where(gt(referralRequests.id, maxIds.request));
    expect(newRequests.length).toBeGreaterThan(0);
    for (const r of newRequests) expect([r.seekerId, r.referrerId]).not.toContain(a);
    const newFiles = await db.select().from(userFiles).where(gt(userFiles.id, maxIds.file));
    for (const f of newFiles) {
      expect(f.userId).toBe(w.b.id);
      expect(f.storageKey.startsWith(`${w.b.id}/`)).toBe(true);
    }
    const namesakes = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.username, w.a.username), eq(users.email, w.a.email)));
    expect(namesakes).toEqual([{ id: a }]);
    // Reset links went to the owner's own address, and only there.
    await w.t.runTasks();
    const resetMails = w.t.mails.filter((mail) => mail.subject.includes("Reset"));
    expect(resetMails.length).toBeGreaterThan(0);
    for (const mail of resetMails) expect(mail.to).toBe(w.a.email);
  });

  it("no response carried a password hash, a session or reset token hash, a mailed reset token, or a stored two-factor secret, recovery code hash or challenge hash", async () => {
    await w.t.runTasks();
    const secrets = await storedSecrets(w);
    const mailedTokens = w.t.mails.flatMap((mail) =>
      [...mail.text.matchAll(/token=([^\s&]+)/g)].map((match) => decodeURIComponent(match[1] ?? "")),
    );
    expect(mailedTokens.length).toBeGreaterThan(0);
    for (const text of seen) {
      expect(text).not.toContain("$argon2");
      for (const secret of [...secrets, ...mailedTokens]) expect(text.includes(secret)).toBe(false);
    }
    expect(attempts).toBeGreaterThan(500);
  });

  it("the attacker's live stream carries no event of the owner's conversations", async () => {
    await w.t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = w.t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const ownerCookie = await sessionCookie(w.t.app, w.t.db, w.a.id);
    const cCookie = await sessionCookie(w.t.app, w.t.db, w.c.id);
    const attackerStream = await connectSse(`${base}/api/messages/stream?userId=${w.a.id}`, w.attackerCookie);
    const ownerStream = await connectSse(`${base}/api/messages/stream`, ownerCookie);
    try {
      expect(attackerStream.status).toBe(200);
      const toOwner = await w.t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie: cCookie },
        payload: { receiverId: w.a.id, content: `${MARKER} one more thing` },
      });
      expect(await ownerStream.next("message")).toMatchObject({ messageId: toOwner.json().id });
      const decided = await w.t.app.inject({
        method: "PATCH",
        url: `/api/referral-requests/${w.ids.requestOwnerToC}`,
        headers: { cookie: cCookie },
        payload: { status: "Referred" },
      });
      expect(decided.statusCode).toBe(200);
      expect(await ownerStream.next("request")).toMatchObject({ requestId: w.ids.requestOwnerToC });
      // Events reach a stream in order: the attacker's next events are the ones about the attacker.
      const toAttacker = await w.t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie: cCookie },
        payload: { receiverId: w.b.id, content: "Hello Mallory" },
      });
      expect(await attackerStream.next("message")).toEqual({
        type: "message",
        messageId: toAttacker.json().id,
        senderId: w.c.id,
        receiverId: w.b.id,
      });
      const [attackerRequest] = await w.t.db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(eq(referralRequests.seekerId, w.b.id));
      if (!attackerRequest) throw new Error("the attacker's request is missing");
      await w.t.app.inject({
        method: "PATCH",
        url: `/api/referral-requests/${attackerRequest.id}`,
        headers: { cookie: cCookie },
        payload: { status: "Declined" },
      });
      expect(await attackerStream.next("request")).toMatchObject({ requestId: attackerRequest.id });
      expect(attackerStream.raw()).not.toContain(MARKER);
      expect(attackerStream.raw()).not.toContain(`"messageId":${toOwner.json().id}`);
    } finally {
      attackerStream.close();
      ownerStream.close();
    }
  });
});
