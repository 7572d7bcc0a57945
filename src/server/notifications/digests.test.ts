import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/jobs";
import { notifications, type SavedSearchFilters, savedSearches } from "../db/schema/notifications";
import { userSettings, users } from "../db/schema/people";
import { createTestApp, seedUser, type TestApp } from "../test/app";
import { seedCompany, seedJob, type TestJob } from "../test/data/jobs";
import { digestPeriod, isDue } from "./digest-schedule";

const DAY = 86_400_000;
/** Monday 23 November 2026, 08:00 UTC: the default alert hour in the default zone. */
const MONDAY_8 = new Date("2026-11-23T08:00:00Z");
const filters = (over: Partial<SavedSearchFilters> = {}): SavedSearchFilters => ({
  q: "react",
  country: null,
  employmentType: null,
  workType: null,
  visa: false,
  ...over,
});

describe("when a digest is due", () => {
  it("is the alert hour in the person's own zone, whatever UTC says", () => {
    // Berlin is UTC+1 in November: 08:00 there is 07:00 UTC.
    const berlin = { timeZone: "Europe/Berlin", alertHour: 8 };
    expect(isDue("Daily", berlin, new Date("2026-11-25T07:00:00Z"))).toBe(true);
    expect(isDue("Daily", berlin, new Date("2026-11-25T08:00:00Z"))).toBe(false);
    // New York is UTC-5: 08:00 there is 13:00 UTC.
    const newYork = { timeZone: "America/New_York", alertHour: 8 };
    expect(isDue("Daily", newYork, new Date("2026-11-25T13:00:00Z"))).toBe(true);
    expect(isDue("Daily", newYork, new Date("2026-11-25T08:00:00Z"))).toBe(false);
  });

  it("is Monday at the alert hour for Weekly, Monday in the person's zone", () => {
    const tokyo = { timeZone: "Asia/Tokyo", alertHour: 8 };
    // Sunday 23:00 UTC is Monday 08:00 in Tokyo.
    expect(isDue("Weekly", tokyo, new Date("2026-11-22T23:00:00Z"))).toBe(true);
    // Monday 23:00 UTC is already Tuesday there.
    expect(isDue("Weekly", tokyo, new Date("2026-11-23T23:00:00Z"))).toBe(false);
    expect(isDue("Daily", tokyo, new Date("2026-11-23T23:00:00Z"))).toBe(true);
    expect(digestPeriod("Weekly", "Asia/Tokyo", new Date("2026-11-22T23:00:00Z"))).toBe("2026-W48");
    // The date is the person's: still Sunday the 22nd in New York at 01:00 UTC on the 23rd.
    expect(digestPeriod("Daily", "America/New_York", new Date("2026-11-23T01:00:00Z"))).toBe("2026-11-22");
    expect(digestPeriod("Weekly", "UTC", new Date("2027-01-01T08:00:00Z"))).toBe("2026-W53");
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    expect(isDue("Daily", { timeZone: "Mars/Olympus", alertHour: 8 }, MONDAY_8)).toBe(true);
  });
});

describe("job-alert digests", () => {
  let t: TestApp;
  let companyId: number;
  let companyName: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await seedCompany(t.db, { name: "Northwind" });
    companyId = company.id;
    companyName = company.name;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A verified person who wants only what the test turns on. */
  async function person(skills: string[], settings: Partial<typeof userSettings.$inferInsert> = {}) {
    const user = await seedUser(t.db, { passwordHash: "x", skills });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await t.db.insert(userSettings).values({
      userId: user.id,
      jobAlerts: "Never",
      newJobMatches: false,
      profileDigestAt: new Date(MONDAY_8.getTime() - DAY),
      matchesCheckedAt: new Date(MONDAY_8.getTime() - DAY),
      ...settings,
    });
    return user;
  }

  async function job(createdAt: Date, over: Partial<TestJob> = {}) {
    const row = await seedJob(t.db, { companyId, companyName, ...over });
    await t.db.update(jobs).set({ createdAt }).where(eq(jobs.id, row.id));
    return row;
  }

  async function search(userId: number, name: string, f: SavedSearchFilters, since: Date, alerts = "Daily") {
    const [row] = await t.db
      .insert(savedSearches)
      .values({ userId, name, filters: f, alerts, lastDigestAt: since })
      .returning();
    if (!row) throw new Error("no search");
    return row;
  }

  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
  /** Whether a mail's text links to the job (and not merely to one whose id starts the same). */
  const links = (text: string | undefined, jobId: number) =>
    new RegExp(`/jobs/${jobId}(?!\\d)`).test(text ?? "");

  it("lists the open jobs new since the last digest that pass the filters, best match first, once", async () => {
    const ada = await person(["React", "TypeScript", "GraphQL"]);
    const since = new Date(MONDAY_8.getTime() - DAY);
    const remoteReact = await search(ada.id, "Remote React", filters({ workType: "Remote" }), since);
    const before = new Date(since.getTime() - 3_600_000);
    const after = new Date(since.getTime() + 3_600_000);
    await job(before, { title: "Old React Developer", workType: "Remote", skills: ["React"] });
    const weak = await job(after, {
      title: "React Tester",
      workType: "Remote",
      skills: ["React", "Cypress", "Jest"],
    });
    const strong = await job(after, {
      title: "Senior React Engineer",
      workType: "Remote",
      skills: ["React", "TypeScript", "GraphQL"],
    });
    const closed = await job(after, { title: "Closed React Role", workType: "Remote", skills: ["React"] });
    await t.db
      .update(jobs)
      .set({ closedAt: new Date(), closedReason: "removed" })
      .where(eq(jobs.id, closed.id));
    await job(after, { title: "On-site React Developer", workType: "On-site", skills: ["React"] });
    await job(after, { title: "Remote Go Developer", workType: "Remote", skills: ["Go"] });

    const first = await t.app.digests.run({ now: MONDAY_8 });
    expect(first.sent).toBe(1);
    await t.runTasks();
    const [mail, ...others] = mailsTo(ada.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("2 new jobs for “Remote React”");
    const text = mail?.text ?? "";
    expect(text).not.toContain("Old React Developer");
    expect(text).not.toContain("Closed React Role");
    expect(text).not.toContain("On-site React Developer");
    expect(text).not.toContain("Remote Go Developer");
    // Best match first.
    expect(text.indexOf(`/jobs/${strong.id}`)).toBeGreaterThan(-1);
    expect(text.indexOf(`/jobs/${strong.id}`)).toBeLessThan(text.indexOf(`/jobs/${weak.id}`));
    expect(text).toContain("Senior React Engineer at Northwind");
    expect(text).toContain("http://localhost:3000/jobs?q=react&workType=Remote");
    expect(text).toContain("saved search “Remote React” sends daily job alerts");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=.+>$/);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const inApp = await t.db.select().from(notifications).where(eq(notifications.userId, ada.id));
    expect(inApp.map((n) => [n.kind, n.title, n.link])).toEqual([
      ["job-alert", "2 new jobs for “Remote React”", "/jobs?q=react&workType=Remote"],
    ]);

    // The same hour again, and the next day with nothing new: nothing more.
    await t.app.digests.run({ now: MONDAY_8 });
    const nextDay = new Date(MONDAY_8.getTime() + DAY);
    const quiet = await t.app.digests.run({ now: nextDay });
    expect(quiet.sent).toBe(0);
    await t.runTasks();
    expect(mailsTo(ada.email)).toHaveLength(1);

    // A job that comes in later is new for the next day's digest, alone.
    const later = await job(new Date(MONDAY_8.getTime() + 3_600_000), {
      title: "React Native Developer",
      workType: "Remote",
      skills: ["React"],
    });
    expect((await t.app.digests.run({ now: nextDay })).sent).toBe(1);
    await t.runTasks();
    const second = mailsTo(ada.email)[1];
    expect(second?.subject).toBe("1 new job for “Remote React”");
    expect(second?.text).toContain(`/jobs/${later.id}`);
    expect(second?.text).not.toContain(`/jobs/${strong.id}`);
    const [stored] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, remoteReact.id));
    expect(stored?.lastDigestAt.getTime()).toBeGreaterThanOrEqual(MONDAY_8.getTime() + 3_600_000);
  });

  it("sends at the person's alert hour only, and lists ten with 'and N more'", async () => {
    const bo = await person(["Elixir"], { timeZone: "Europe/Berlin", alertHour: 9 });
    const since = new Date(MONDAY_8.getTime() - DAY);
    await search(bo.id, "Elixir", filters({ q: "elixir" }), since);
    for (let i = 0; i < 12; i++) {
      await job(new Date(since.getTime() + (i + 1) * 60_000), {
        title: `Elixir Developer ${i}`,
        skills: ["Elixir"],
      });
    }
    // 08:00 UTC is 09:00 in Berlin; 09:00 UTC is not.
    await t.app.digests.run({ now: new Date("2026-11-23T09:00:00Z") });
    await t.runTasks();
    expect(mailsTo(bo.email)).toEqual([]);
    await t.app.digests.run({ now: MONDAY_8 });
    await t.runTasks();
    const [mail] = mailsTo(bo.email);
    expect(mail?.subject).toBe("12 new jobs for “Elixir”");
    expect((mail?.text.match(/^- Elixir Developer/gm) ?? []).length).toBe(10);
    expect(mail?.text).toContain("and 2 more:\nhttp://localhost:3000/jobs?q=elixir");
    expect(mail?.html).toContain("and 2 more");
  });

  it("a Weekly search waits for Monday in the person's zone", async () => {
    const cy = await person(["Rust"]);
    const since = new Date(MONDAY_8.getTime() - 3 * DAY);
    await search(cy.id, "Rust weekly", filters({ q: "rust" }), since, "Weekly");
    await job(new Date(since.getTime() + 60_000), { title: "Rust Engineer", skills: ["Rust"] });
    await t.app.digests.run({ now: new Date(MONDAY_8.getTime() - DAY) });
    await t.runTasks();
    expect(mailsTo(cy.email)).toEqual([]);
    await t.app.digests.run({ now: MONDAY_8 });
    await t.runTasks();
    expect(mailsTo(cy.email).map((m) => m.subject)).toEqual(["1 new job for “Rust weekly”"]);
  });

  it("mails the jobs that fit a person's profile once, in the digest, not again as a strong match", async () => {
    const dee = await person(["Kotlin", "Android"], {
      jobAlerts: "Daily",
      newJobMatches: true,
      preferredJobTitle: "Android Engineer",
      visaSponsorshipRequired: false,
    });
    const after = new Date(MONDAY_8.getTime() - DAY + 60_000);
    const fit = await job(after, { title: "Android Engineer", skills: ["Kotlin", "Android"] });
    await job(after, { title: "Accountant", skills: ["Excel"] });
    const summary = await t.app.digests.run({ now: MONDAY_8 });
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    await t.runTasks();
    // The digest comes first at the alert hour and claims the job; the matches mail has nothing left.
    const subjects = mailsTo(dee.email).map((m) => m.subject);
    expect(subjects).toEqual(["1 new job that fits your profile"]);
    for (const mail of mailsTo(dee.email)) {
      expect(mail.text).toContain(`/jobs/${fit.id}`);
      expect(mail.text).not.toContain("Accountant");
      expect(mail.text).not.toContain("also matches");
    }
    const kinds = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, dee.id));
    expect(kinds.map((k) => k.kind)).toEqual(["job-alert"]);
    const [settings] = await t.db.select().from(userSettings).where(eq(userSettings.userId, dee.id));
    // Moved past every job read, so none is read again.
    expect(settings?.matchesCheckedAt.getTime()).toBeGreaterThanOrEqual(after.getTime());
    expect(settings?.profileDigestAt.getTime()).toBeGreaterThanOrEqual(after.getTime());

    await t.app.digests.run({ now: new Date(MONDAY_8.getTime() + 3_600_000) });
    await t.runTasks();
    expect(mailsTo(dee.email)).toHaveLength(1);
  });

  it("sends a job matching two saved searches and the profile in one mail, naming the others", async () => {
    const eve = await person(["Gleam", "Erlang"], {
      jobAlerts: "Daily",
      newJobMatches: true,
      preferredJobTitle: "Gleam Engineer",
      visaSponsorshipRequired: false,
    });
    const since = new Date(MONDAY_8.getTime() - DAY);
    await search(eve.id, "Gleam jobs", filters({ q: "gleam" }), since);
    await search(eve.id, "Erlang jobs", filters({ q: "erlang" }), since);
    const after = new Date(since.getTime() + 60_000);
    const both = await job(after, { title: "Gleam Engineer", skills: ["Gleam", "Erlang"] });
    const erlangOnly = await job(after, { title: "Erlang Maintainer", skills: ["Erlang"] });
    await t.app.digests.run({ now: MONDAY_8 });
    await t.runTasks();
    const mails = mailsTo(eve.email);
    const withBoth = mails.filter((m) => links(m.text, both.id));
    expect(withBoth.map((m) => m.subject)).toEqual(["1 new job for “Gleam jobs”"]);
    expect(withBoth[0]?.text).toContain("also matches “Erlang jobs” and your profile");
    expect(withBoth[0]?.text).toContain(
      "Some of them also match “Erlang jobs” and your profile. Each job comes in one of your alert mails only",
    );
    // The second search still mails what only it found, and says what an earlier mail had.
    const erlang = mails.find((m) => m.subject === "1 new job for “Erlang jobs”");
    expect(links(erlang?.text, erlangOnly.id)).toBe(true);
    expect(links(erlang?.text, both.id)).toBe(false);
    expect(erlang?.text).toContain("1 more job that matches was in an earlier alert mail");
    // Each job reached Eve once.
    for (const id of [both.id, erlangOnly.id]) {
      expect(mails.filter((m) => links(m.text, id))).toHaveLength(1);
    }
  });

  it("leaves out of the daily digest a job the hourly matches mail sent that morning", async () => {
    const fay = await person(["Rust", "Tokio"], {
      newJobMatches: true,
      preferredJobTitle: "Rust Engineer",
      visaSponsorshipRequired: false,
    });
    const since = new Date(MONDAY_8.getTime() - DAY);
    const rust = await search(fay.id, "Rust jobs", filters({ q: "rust" }), since);
    const early = await job(new Date(since.getTime() + 60_000), {
      title: "Rust Engineer",
      skills: ["Rust", "Tokio"],
    });
    // 06:00: not the alert hour, so only the matches mail goes, with the strong match.
    await t.app.digests.run({ now: new Date(MONDAY_8.getTime() - 2 * 3_600_000) });
    await t.runTasks();
    expect(mailsTo(fay.email).map((m) => m.subject)).toEqual(["1 new strong match"]);
    const laterAt = new Date(MONDAY_8.getTime() - 3_600_000);
    const later = await job(laterAt, { title: "Rust Tooling Intern", skills: ["Rust"] });
    await t.app.digests.run({ now: MONDAY_8 });
    await t.runTasks();
    const digest = mailsTo(fay.email).find((m) => m.subject === "1 new job for “Rust jobs”");
    expect(links(digest?.text, later.id)).toBe(true);
    expect(links(digest?.text, early.id)).toBe(false);
    expect(digest?.text).toContain(
      "1 more job that matches was in an earlier alert mail, so it is not repeated here.",
    );
    const [mark] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, rust.id));
    expect(mark?.lastDigestAt.getTime()).toBeGreaterThanOrEqual(laterAt.getTime());
  });

  it("skips a person the match rule cannot score, and mails nobody unverified or with mail off", async () => {
    const blank = await person([], { jobAlerts: "Daily", newJobMatches: true });
    const quiet = await person(["Kotlin", "Android"], {
      jobAlerts: "Daily",
      newJobMatches: true,
      emailNotifications: false,
      preferredJobTitle: "Android Engineer",
    });
    await t.app.digests.run({ now: MONDAY_8 });
    await t.runTasks();
    expect(mailsTo(blank.email)).toEqual([]);
    expect(mailsTo(quiet.email)).toEqual([]);
    // The in-app list still tells the person with mail off.
    const inApp = await t.db.select().from(notifications).where(eq(notifications.userId, quiet.id));
    expect(inApp.length).toBeGreaterThan(0);
    const blankInApp = await t.db.select().from(notifications).where(eq(notifications.userId, blank.id));
    expect(blankInApp).toEqual([]);
  });

  it("counts a person without a settings row from when they joined", async () => {
    const eve = await seedUser(t.db, { passwordHash: "x", skills: ["Haskell"] });
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), createdAt: new Date(MONDAY_8.getTime() - 2 * DAY) })
      .where(eq(users.id, eve.id));
    await job(new Date(MONDAY_8.getTime() - 3 * DAY), { title: "Haskell Old", skills: ["Haskell"] });
    const fresh = await job(new Date(MONDAY_8.getTime() - DAY), {
      title: "Haskell Developer",
      skills: ["Haskell"],
    });
    await t.app.digests.run({ now: MONDAY_8, dueNow: true });
    await t.runTasks();
    const profile = t.mails.find((m) => m.to === eve.email && m.subject.endsWith("fits your profile"));
    expect(profile?.text).toContain(`/jobs/${fresh.id}`);
    expect(profile?.text).not.toContain("Haskell Old");
    // Their mark now lives in a settings row of defaults.
    const [row] = await t.db.select().from(userSettings).where(eq(userSettings.userId, eve.id));
    expect(row?.jobAlerts).toBe("Daily");
    expect(row?.profileDigestAt.getTime()).toBeGreaterThanOrEqual(MONDAY_8.getTime() - DAY);
  });
});
