import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, jobs, savedJobs } from "../../db/schema/jobs";
import { outbox, sessions, userSettings, users, waitlistEntries } from "../../db/schema/people";
import { messages } from "../../db/schema/referrals";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";

function cookieFrom(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === "borderless_session");
  if (!c) throw new Error("no session cookie set");
  return `${c.name}=${c.value}`;
}

describe("account: profile, settings, password, email, delete", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(overrides: Parameters<typeof seedUser>[1] = {}) {
    const user = await seedUser(t.db, overrides);
    return { user, cookie: await sessionCookie(t.app, t.db, user.id) };
  }

  async function seedJob(): Promise<number> {
    const [company] = await t.db
      .insert(companies)
      .values({ name: "Acme", logo: "AC", location: "Berlin, Germany" })
      .returning();
    const [job] = await t.db
      .insert(jobs)
      .values({
        title: "Engineer",
        companyId: company?.id ?? 0,
        location: "Berlin, Germany",
        employmentType: "Full-time",
        workType: "Remote",
        visaStatus: "yes",
        postedAt: new Date(),
        description: "Build things",
        applyUrl: "https://example.test/apply",
        searchText: "engineer",
      })
      .returning();
    return job?.id ?? 0;
  }

  it.each([
    ["GET", "/api/account/profile"],
    ["GET", "/api/account/settings"],
    ["GET", "/api/account/files"],
    ["GET", "/api/account/files/resume"],
    ["DELETE", "/api/account/files/resume"],
  ] as const)("%s %s answers 401 without a session", async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Please sign in to continue.");
  });

  it("answers 401 for every personal write with a valid body but no session", async () => {
    const calls = [
      { method: "PATCH", url: "/api/account/profile", payload: { fullName: "New Name" } },
      { method: "PATCH", url: "/api/account/settings", payload: { compactView: true } },
      {
        method: "POST",
        url: "/api/account/password",
        payload: {
          currentPassword: "password123",
          newPassword: "abcdef-lantern",
          confirmPassword: "abcdef-lantern",
        },
      },
      { method: "POST", url: "/api/account/email", payload: { email: "a@b.co", currentPassword: "x" } },
      { method: "DELETE", url: "/api/account", payload: { password: "password123" } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json().message).toBe("Please sign in to continue.");
    }
  });

  it("shows the profile with the person's own saved-job count", async () => {
    const { user, cookie } = await signedIn({ fullName: "Lin Chen", profession: "Data Scientist" });
    const other = await seedUser(t.db);
    const jobA = await seedJob();
    const jobB = await seedJob();
    await t.db.insert(savedJobs).values([
      { userId: user.id, jobId: jobA },
      { userId: user.id, jobId: jobB },
      { userId: other.id, jobId: jobA },
    ]);
    const res = await t.app.inject({ url: "/api/account/profile", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: user.username,
      fullName: "Lin Chen",
      profession: "Data Scientist",
      skills: [],
      savedJobCount: 2,
    });
  });

  it("saves name, profession and skills (trimmed, blanks and duplicates dropped)", async () => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      headers: { cookie },
      payload: {
        fullName: "  Noor Haddad ",
        profession: "",
        skills: ["React", " react ", "SQL", "TypeScript"],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: "Noor Haddad",
      profession: null,
      skills: ["React", "SQL", "TypeScript"],
    });
    const again = await t.app.inject({ url: "/api/account/profile", headers: { cookie } });
    expect(again.json().skills).toEqual(["React", "SQL", "TypeScript"]);
    const me = await t.app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect(me.json().fullName).toBe("Noor Haddad");
  });

  it("refuses a profile change that breaks the rules", async () => {
    const { cookie } = await signedIn();
    const short = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      headers: { cookie },
      payload: { fullName: "A" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Full name is required");
    const many = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      headers: { cookie },
      payload: { skills: Array.from({ length: 51 }, (_, i) => `s${i}`) },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe("Add at most 50 skills");
  });

  it("starts with the default settings and keeps each change", async () => {
    const { cookie } = await signedIn();
    const first = await t.app.inject({ url: "/api/account/settings", headers: { cookie } });
    expect(first.json()).toEqual({
      jobAlerts: "Daily",
      countryInfo: "Weekly",
      emailNotifications: true,
      newJobMatches: true,
      referralUpdates: true,
      theme: "light",
      compactView: false,
      preferredJobTitle: "",
      preferredLocation: "",
      visaSponsorshipRequired: true,
      timeZone: "UTC",
      alertHour: 8,
      payCurrency: null,
    });
    await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { jobAlerts: "Weekly", theme: "dark", preferredJobTitle: " Data Engineer " },
    });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { compactView: true, referralUpdates: false },
    });
    expect(res.json()).toMatchObject({
      jobAlerts: "Weekly",
      theme: "dark",
      preferredJobTitle: "Data Engineer",
      compactView: true,
      referralUpdates: false,
      emailNotifications: true,
    });
    const reloaded = await t.app.inject({ url: "/api/account/settings", headers: { cookie } });
    expect(reloaded.json()).toEqual(res.json());
  });

  it("refuses unknown settings values and fields", async () => {
    const { cookie } = await signedIn();
    const bad = await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { jobAlerts: "Hourly" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose Daily, Weekly or Never");
    const unknown = await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { userId: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps one person's settings away from another", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie: a.cookie },
      payload: { preferredLocation: "Lisbon" },
    });
    const bSettings = await t.app.inject({ url: "/api/account/settings", headers: { cookie: b.cookie } });
    expect(bSettings.json().preferredLocation).toBe("");
    const rows = await t.db.select().from(userSettings).where(eq(userSettings.userId, b.user.id));
    expect(rows).toHaveLength(0);
  });

  it("changes the password after checking the current one, ending the other sessions", async () => {
    const { user, cookie } = await signedIn();
    const otherDevice = await sessionCookie(t.app, t.db, user.id);

    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: {
        currentPassword: "not-it",
        newPassword: "newpass-lantern-1",
        confirmPassword: "newpass-lantern-1",
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: "Current password is incorrect",
      fieldErrors: { currentPassword: ["Current password is incorrect"] },
    });

    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: {
        currentPassword: "password123",
        newPassword: "newpass-lantern-1",
        confirmPassword: "newpass-lantern-2",
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords do not match");

    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: {
        currentPassword: "password123",
        newPassword: "newpass-lantern-1",
        confirmPassword: "newpass-lantern-1",
      },
    });
    expect(res.statusCode).toBe(200);
    const renewed = cookieFrom(res);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: renewed } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: otherDevice } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: user.username, password: "newpass-lantern-1" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("asks to change the email after checking the password; a taken email is a 409", async () => {
    const { cookie } = await signedIn();
    const other = await seedUser(t.db, { email: "taken.mail@example.test" });
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email: "TAKEN.mail@example.test", currentPassword: "password123" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already exists/);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email: "fresh@example.test", currentPassword: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email: "fresh", currentPassword: "password123" },
    });
    expect(invalid.json().message).toBe("Please enter a valid email address");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email: "fresh@example.test", currentPassword: "password123" },
    });
    expect(ok.statusCode).toBe(200);
    // The new address confirms first (email-change.routes.test.ts).
    expect(ok.json().pendingEmail).toBe("fresh@example.test");
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.email).toBe("taken.mail@example.test");
  });

  it("deletes the account: data and sessions go, messages stay for the other party", async () => {
    const { user, cookie } = await signedIn();
    const friend = await seedUser(t.db);
    const otherDevice = await sessionCookie(t.app, t.db, user.id);
    const jobId = await seedJob();
    await t.db.insert(savedJobs).values({ userId: user.id, jobId });
    await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { compactView: true },
    });
    await t.db.insert(messages).values([
      { senderId: user.id, receiverId: friend.id, content: "Hello from the leaver" },
      { senderId: friend.id, receiverId: user.id, content: "Hi back" },
    ]);

    const wrong = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "not-it" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Password is incorrect");

    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "password123" },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: otherDevice } })).statusCode).toBe(
      401,
    );
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(savedJobs).where(eq(savedJobs.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id))).toHaveLength(0);

    const kept = await t.db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, friend.id), eq(messages.receiverId, friend.id)));
    expect(kept.map((m) => [m.content, m.senderId, m.receiverId]).sort()).toEqual(
      [
        ["Hello from the leaver", null, friend.id],
        ["Hi back", friend.id, null],
      ].sort(),
    );

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: user.username, password: "password123" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("deletes the account's waitlist entry and the mail addressed to it, in any case, and no one else's", async () => {
    const { user, cookie } = await signedIn({ email: "Leaver.Mail@example.test" });
    const joined = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: {
          email,
          fullName: "Waiting Person",
          interestedCountries: ["Canada"],
          interestedRoles: ["Software Engineer"],
        },
      });
    expect((await joined("leaver.mail@EXAMPLE.test")).statusCode).toBeLessThan(300);
    expect((await joined("stayer.mail@example.test")).statusCode).toBeLessThan(300);
    // What the mailer keeps of every mail it sends (the test app's mailer keeps it in memory).
    // An address the account was moving to: its confirmation mail goes too.
    const moving = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email: "leaver.next@example.test", currentPassword: "password123" },
    });
    expect(moving.json().pendingEmail).toBe("leaver.next@example.test");
    await t.db.insert(outbox).values([
      {
        to: "leaver.next@example.test",
        subject: "Confirm your new Borderless email address",
        text: "private",
      },
      { to: "leaver.mail@example.test", subject: "Your reset link", text: "private" },
      { to: "LEAVER.MAIL@example.test", subject: "You're on the waitlist", text: "private" },
      { to: "stayer.mail@example.test", subject: "You're on the waitlist", text: "kept" },
    ]);

    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie },
      payload: { password: "password123" },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const waiting = await t.db.select({ email: waitlistEntries.email }).from(waitlistEntries);
    expect(waiting.map((w) => w.email.toLowerCase())).not.toContain("leaver.mail@example.test");
    expect(waiting.map((w) => w.email)).toContain("stayer.mail@example.test");
    const mail = await t.db.select({ to: outbox.to }).from(outbox);
    expect(mail.map((m) => m.to.toLowerCase())).not.toContain("leaver.mail@example.test");
    expect(mail.map((m) => m.to)).not.toContain("leaver.next@example.test");
    expect(mail.map((m) => m.to)).toContain("stayer.mail@example.test");
  });
});
