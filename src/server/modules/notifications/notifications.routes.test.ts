import type { AppNotification, UnreadCounts } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions, type UserRow, userSettings, users } from "../../db/schema/people";
import { queuedTasks } from "../../db/schema/queue";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany } from "../../test/data/jobs";
import { seedReferralOffering } from "../../test/data/referrals";

let t: TestApp;

async function person(fullName: string, verified = true): Promise<{ user: UserRow; cookie: string }> {
  const user = await seedUser(t.db, { fullName });
  if (verified) await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return { user, cookie: await sessionCookie(t.app, t.db, user.id) };
}

function call(cookie: string | undefined, method: "GET" | "POST" | "PATCH", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function list(cookie: string): Promise<AppNotification[]> {
  const res = await call(cookie, "GET", "/api/notifications");
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function counts(cookie: string): Promise<UnreadCounts> {
  return (await call(cookie, "GET", "/api/notifications/unread-count")).json();
}

/** The wait a task was queued with passes: every queued task is due now. */
async function timePasses(): Promise<void> {
  await t.db.update(queuedTasks).set({ runAt: new Date(Date.now() - 1000) });
}

/** The person's sessions were last seen an hour ago (not online). */
async function goOffline(userId: number): Promise<void> {
  await t.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
    .where(eq(sessions.userId, userId));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.runTasks();
  t.mails.length = 0;
});

describe("notifications API", () => {
  let owner: { user: UserRow; cookie: string };
  let other: { user: UserRow; cookie: string };
  let ids: number[];

  beforeAll(async () => {
    owner = await person("Nora Owner");
    other = await person("Otto Other");
    for (const n of [1, 2, 3]) {
      await t.app.notifier.notify(owner.user.id, {
        kind: "job-alert",
        title: `Alert ${n}`,
        link: `/jobs/${n}`,
      });
    }
    await t.app.notifier.notify(other.user.id, { kind: "job-alert", title: "Not yours", link: null });
    ids = (await list(owner.cookie)).map((n) => n.id);
  });

  it("asks a visitor to sign in", async () => {
    for (const [method, url] of [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/unread-count"],
      ["POST", "/api/notifications/read-all"],
      ["POST", `/api/notifications/${ids[0]}/read`],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    }
  });

  it("lists my own notifications newest first, unread, in windows", async () => {
    const mine = await list(owner.cookie);
    expect(mine.map((n) => n.title)).toEqual(["Alert 3", "Alert 2", "Alert 1"]);
    expect(mine[0]).toMatchObject({ kind: "job-alert", body: "", link: "/jobs/3", read: false });
    expect(Number.isNaN(Date.parse(mine[0]?.createdAt ?? ""))).toBe(false);
    const window = (await call(owner.cookie, "GET", "/api/notifications?limit=1&offset=1")).json();
    expect(window.map((n: AppNotification) => n.title)).toEqual(["Alert 2"]);
    expect((await call(owner.cookie, "GET", "/api/notifications?limit=0")).statusCode).toBe(400);
    expect((await list(other.cookie)).map((n) => n.title)).toEqual(["Not yours"]);
  });

  it("marks one read; another person's id is 404 and stays unread", async () => {
    expect(await counts(owner.cookie)).toEqual({ notifications: 3, messages: 0 });
    const res = await call(owner.cookie, "POST", `/api/notifications/${ids[1]}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[1], read: true });
    expect(await counts(owner.cookie)).toEqual({ notifications: 2, messages: 0 });

    const theirs = (await list(other.cookie))[0]?.id;
    const refused = await call(owner.cookie, "POST", `/api/notifications/${theirs}/read`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Notification not found");
    expect((await list(other.cookie))[0]?.read).toBe(false);
    expect((await call(owner.cookie, "POST", "/api/notifications/2147483647/read")).statusCode).toBe(404);
  });

  it("marks all mine read, and only mine", async () => {
    const res = await call(owner.cookie, "POST", "/api/notifications/read-all");
    expect(res.json()).toEqual({ updated: 2 });
    expect((await list(owner.cookie)).every((n) => n.read)).toBe(true);
    expect(await counts(owner.cookie)).toEqual({ notifications: 0, messages: 0 });
    expect(await counts(other.cookie)).toEqual({ notifications: 1, messages: 0 });
  });
});

describe("referral events", () => {
  let referrer: { user: UserRow; cookie: string };
  let seeker: { user: UserRow; cookie: string };
  let offeringId: number;

  beforeAll(async () => {
    referrer = await person("Rita Referrer");
    seeker = await person("Sam Seeker");
    const company = await seedCompany(t.db, { name: "Initech" });
    offeringId = (await seedReferralOffering(t.db, { userId: referrer.user.id, companyId: company.id })).id;
  });

  it("tells the referrer of a new request, in-app and by mail", async () => {
    const res = await call(seeker.cookie, "POST", "/api/referral-requests", {
      offeringId,
      message: "Hi Rita",
    });
    expect(res.statusCode).toBe(201);
    await t.runTasks();
    const [notification] = await list(referrer.cookie);
    expect(notification).toMatchObject({
      kind: "referral-request",
      title: "Sam Seeker asked you for a referral at Initech",
      link: `/my-referrals?tab=messages&with=${seeker.user.id}`,
      read: false,
    });
    expect(await counts(referrer.cookie)).toEqual({ notifications: 1, messages: 1 });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({
      to: referrer.user.email,
      subject: "Sam Seeker asked you for a referral at Initech",
    });
    expect(t.mails[0]?.text).toContain(
      `${t.app.config.publicUrl}/my-referrals?tab=messages&with=${seeker.user.id}`,
    );
    expect(await list(seeker.cookie)).toEqual([]);
  });

  it("tells the seeker when the referrer accepts; with Referral Updates off, in-app only", async () => {
    await t.db.insert(userSettings).values({ userId: seeker.user.id, referralUpdates: false });
    const [request] = (
      await call(seeker.cookie, "GET", `/api/referral-requests?withUserId=${referrer.user.id}`)
    ).json();
    const res = await call(referrer.cookie, "PATCH", `/api/referral-requests/${request.id}`, {
      status: "Accepted",
    });
    expect(res.statusCode).toBe(200);
    await t.runTasks();
    expect((await list(seeker.cookie))[0]).toMatchObject({
      kind: "referral-status",
      title: "Your referral request at Initech was accepted",
      body: "Rita Referrer set it to Accepted.",
      link: `/my-referrals?tab=messages&with=${referrer.user.id}`,
    });
    expect(t.mails).toEqual([]);
  });
});

describe("a message waiting unread", () => {
  let sender: { user: UserRow; cookie: string };
  let recipient: { user: UserRow; cookie: string };

  beforeAll(async () => {
    sender = await person("Mia Sender");
    recipient = await person("Ray Recipient");
    // People write to each other once a referral request opened the conversation.
    const company = await seedCompany(t.db, { name: "Globex" });
    const offering = await seedReferralOffering(t.db, { userId: recipient.user.id, companyId: company.id });
    await call(sender.cookie, "POST", "/api/referral-requests", {
      offeringId: offering.id,
      message: "Hello",
    });
    await call(recipient.cookie, "POST", "/api/messages/read", { withUserId: sender.user.id });
    await t.runTasks();
    await call(recipient.cookie, "POST", "/api/notifications/read-all");
  });

  async function send(content: string) {
    const res = await call(sender.cookie, "POST", "/api/messages", {
      receiverId: recipient.user.id,
      content,
    });
    expect(res.statusCode).toBe(201);
  }
  const messageNotifications = async () => (await list(recipient.cookie)).filter((n) => n.kind === "message");

  it("says nothing before 15 minutes", async () => {
    await send("Are you there?");
    await goOffline(recipient.user.id);
    await t.runTasks();
    expect(await messageNotifications()).toEqual([]);
    expect(await counts(recipient.cookie)).toMatchObject({ messages: 1 });
  });

  it("tells an offline recipient once per conversation after 15 minutes, however many messages wait", async () => {
    await send("Second message");
    await goOffline(recipient.user.id);
    await timePasses();
    await t.runTasks();
    const told = await messageNotifications();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: "Mia Sender sent you a message",
      link: `/my-referrals?tab=messages&with=${sender.user.id}`,
    });
    expect(t.mails.map((m) => m.subject)).toEqual(["Mia Sender sent you a message on Borderless"]);
    await send("Third message");
    await timePasses();
    await t.runTasks();
    expect(await messageNotifications()).toHaveLength(1);
  });

  it("says nothing of a message read in time, and starts a new waiting period after a read", async () => {
    await call(recipient.cookie, "POST", "/api/messages/read", { withUserId: sender.user.id });
    await send("Fourth message");
    await call(recipient.cookie, "POST", "/api/messages/read", { withUserId: sender.user.id });
    await goOffline(recipient.user.id);
    await timePasses();
    await t.runTasks();
    expect(await messageNotifications()).toHaveLength(1);

    await send("Fifth message");
    await goOffline(recipient.user.id);
    await timePasses();
    await t.runTasks();
    expect(await messageNotifications()).toHaveLength(2);
  });

  it("waits while the recipient is online, and tells them once they are not", async () => {
    await call(recipient.cookie, "POST", "/api/messages/read", { withUserId: sender.user.id });
    await send("Sixth message");
    // Seen just now: online.
    await t.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, recipient.user.id));
    await timePasses();
    await t.runTasks();
    expect(await messageNotifications()).toHaveLength(2);
    const [again] = await t.db
      .select()
      .from(queuedTasks)
      .where(eq(queuedTasks.kind, "notify.message-unread"));
    expect(again?.runAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    await goOffline(recipient.user.id);
    await timePasses();
    await t.runTasks();
    expect(await messageNotifications()).toHaveLength(3);
  });
});

describe("unread counts", () => {
  it("counts unread messages addressed to me only", async () => {
    const a = await person("Ann A");
    const b = await person("Bob B");
    const company = await seedCompany(t.db, { name: "Umbrella" });
    const offering = await seedReferralOffering(t.db, { userId: a.user.id, companyId: company.id });
    await call(b.cookie, "POST", "/api/referral-requests", { offeringId: offering.id, message: "One" });
    await call(b.cookie, "POST", "/api/messages", { receiverId: a.user.id, content: "Two" });
    await call(a.cookie, "POST", "/api/messages", { receiverId: b.user.id, content: "Back" });
    expect((await counts(a.cookie)).messages).toBe(2);
    expect((await counts(b.cookie)).messages).toBe(1);
    await call(a.cookie, "POST", "/api/messages/read", { withUserId: b.user.id });
    expect((await counts(a.cookie)).messages).toBe(0);
  });
});
