import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistEntries } from "../../db/schema/people";
import { queuedTasks } from "../../db/schema/queue";
import { createTestApp, type TestApp } from "../../test/app";
import { linkTokenIn } from "../../test/mailed-link";
import { CONFIRM_INVALID, CONFIRMED } from "./waitlist.service";

const entry = (email: string) => ({
  email,
  fullName: "Sam Okafor",
  profession: "Data Scientist",
  interestedCountries: ["Canada", "Germany"],
  interestedRoles: ["Data Scientist"],
  preferredContactMethod: "email",
  referralSource: "LinkedIn",
});

describe("waitlist", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A join, then the queued work the server's worker would do right after it (the mail). */
  async function join(payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: "POST", url: "/api/waitlist", payload });
    await t.runTasks();
    return res;
  }

  const confirm = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/waitlist/confirm", payload: { token } });

  it("stores entries in order, answers the position at once and mails only a link to confirm", async () => {
    const first = await join(entry("first@example.test"));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ position: 1, alreadyJoined: false });
    const second = await join({
      ...entry("second@example.test"),
      fullName: "Visit https://evil.example now",
    });
    expect(second.json()).toEqual({ position: 2, alreadyJoined: false });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe("second@example.test");
    expect(mail?.subject).toBe("Confirm your place on the Borderless waitlist");
    expect(mail?.text).toMatch(/#2 in line/);
    linkTokenIn(mail?.text, "/waitlist/confirm");
    // Nothing the sender typed reaches the inbox of the address they named.
    expect(mail?.text).not.toMatch(/evil\.example|Visit|Data Scientist|LinkedIn/);
  });

  it("confirms an entry once with the mailed link, and answers its position", async () => {
    await join(entry("confirm@example.test"));
    const token = linkTokenIn(t.mails.at(-1)?.text, "/waitlist/confirm");
    const [row] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "confirm@example.test"));
    expect(row?.confirmedAt).toBeNull();
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONFIRMED, position: expect.any(Number) });
    const [after] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, row?.id ?? 0));
    expect(after?.confirmedAt).toBeInstanceOf(Date);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CONFIRM_INVALID);
    expect((await confirm("made-up")).json().message).toBe(CONFIRM_INVALID);
  });

  it("deletes an entry left unconfirmed for seven days, keeps a confirmed one, and refuses its late link", async () => {
    await join(entry("never@example.test"));
    const lateToken = linkTokenIn(t.mails.at(-1)?.text, "/waitlist/confirm");
    await join(entry("kept@example.test"));
    expect((await confirm(linkTokenIn(t.mails.at(-1)?.text, "/waitlist/confirm"))).statusCode).toBe(200);

    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000 - 1000);
    await t.db.update(waitlistEntries).set({ createdAt: weekAgo });
    expect((await confirm(lateToken)).statusCode).toBe(400);

    // The expiry tasks were queued for seven days after each join; bring them due, as time would.
    const expiries = await t.db.select().from(queuedTasks).where(eq(queuedTasks.kind, "waitlist.expire"));
    expect(expiries.length).toBeGreaterThanOrEqual(2);
    for (const task of expiries) {
      expect(task.runAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    }
    await t.db.update(queuedTasks).set({ runAt: new Date() }).where(eq(queuedTasks.kind, "waitlist.expire"));
    await t.runTasks();
    const emails = (await t.db.select().from(waitlistEntries)).map((e) => e.email);
    expect(emails).toContain("kept@example.test");
    expect(emails).not.toContain("never@example.test");
    expect(emails).not.toContain("first@example.test");
  });

  it("adds nothing when the same email joins again, in any case, and answers the first position", async () => {
    await join(entry("again@example.test"));
    const before = await t.db.select().from(waitlistEntries);
    const mailsBefore = t.mails.length;
    const res = await join({ ...entry("AGAIN@Example.TEST"), fullName: "Someone Else" });
    expect(res.statusCode).toBe(200);
    const position = before.findIndex((e) => e.email === "again@example.test") + 1;
    expect(res.json()).toEqual({ position, alreadyJoined: true });
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(before.length);
    expect(t.mails.length).toBe(mailsBefore);
  });

  it("answers every one of many joins at once a place that stays its place", async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `rush${i}@example.test`);
    // Sent together: on PostgreSQL they run on several connections at once.
    const answers = await Promise.all(
      emails.map((email) => t.app.inject({ method: "POST", url: "/api/waitlist", payload: entry(email) })),
    );
    const places = answers.map((res) => res.json().position as number);
    expect(new Set(places).size).toBe(emails.length);
    const again = await Promise.all(
      emails.map((email) => t.app.inject({ method: "POST", url: "/api/waitlist", payload: entry(email) })),
    );
    expect(again.map((res) => res.json().position)).toEqual(places);
    await t.runTasks();
  });

  it("needs a phone number when phone is the contact method, and keeps it", async () => {
    const missing = await join({ ...entry("phone@example.test"), preferredContactMethod: "phone" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Phone number is required when phone is selected as contact method");
    const ok = await join({
      ...entry("phone@example.test"),
      preferredContactMethod: "phone",
      phoneNumber: "+49 30 1234567",
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "phone@example.test"));
    expect(row?.phoneNumber).toBe("+49 30 1234567");
  });

  it("defaults the contact method to email", async () => {
    const { preferredContactMethod: _m, ...rest } = entry("default@example.test");
    const res = await join(rest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyJoined: false });
    const [row] = await t.db
      .select({ method: waitlistEntries.preferredContactMethod })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "default@example.test"));
    expect(row?.method).toBe("email");
  });

  it.each([
    ["email", { email: "nope" }, "Please enter a valid email address"],
    ["fullName", { fullName: "S" }, "Name must be at least 2 characters"],
    ["interestedCountries", { interestedCountries: [] }, "Please select at least one country"],
    ["interestedRoles", { interestedRoles: [] }, "Please select at least one role type"],
    ["interestedCountries.0", { interestedCountries: ["Atlantis"] }, "Choose countries from the list"],
    ["interestedRoles.0", { interestedRoles: ["Wizard"] }, "Choose role types from the list"],
    ["preferredContactMethod", { preferredContactMethod: "pigeon" }, "Contact method must be email or phone"],
    ["referralSource", { referralSource: "Radio" }, "Choose a source from the list"],
  ])("refuses a bad %s with a readable message", async (field, change, message) => {
    const res = await join({ ...entry("bad@example.test"), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it("reports every problem of an empty form at once", async () => {
    const res = await join({ preferredContactMethod: "phone" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(
      ["email", "fullName", "interestedCountries", "interestedRoles", "phoneNumber"].sort(),
    );
  });
});

describe("waitlist rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("allows 5 joins a minute from one address, then 429 with Retry-After", async () => {
    const codes: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: { ...entry(`r${i}@example.test`) },
      });
      codes.push(res.statusCode);
      retryAfter = res.headers["retry-after"];
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
