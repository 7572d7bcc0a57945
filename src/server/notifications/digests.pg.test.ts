import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { alertSentJobs, notificationSends, notifications, savedSearches } from "../db/schema/notifications";
import { userSettings, users } from "../db/schema/people";
import type { Database } from "../db/types";
import type { Mail } from "../mail/mailer";
import { createTestApp, seedUser, type TestApp } from "../test/app";
import { seedCompany, seedJob } from "../test/data/jobs";
import type { App } from "../types";

const MONDAY_8 = new Date("2026-11-23T08:00:00Z");
const PEOPLE = 6;

/**
 * Two server instances on one PostgreSQL database run the hourly digests at the same moment, then
 * both deliver the queued mail: every digest goes out exactly once (the once-key and the claimed
 * jobs decide), and each job reaches each person once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("digests from two instances on one PostgreSQL", () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: App;
  const secondMails: Mail[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    secondDatabase = await openDatabase({ databaseUrl: first.app.config.databaseUrl, dataDir: "" });
    second = await buildApp({
      config: first.app.config,
      database: secondDatabase,
      sessionSecret: first.app.config.sessionSecret ?? "",
      mailTransport: async ({ from: _from, ...mail }) => void secondMails.push(mail),
      runTasks: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it("sends each digest exactly once", async () => {
    const company = await seedCompany(first.db, { name: "Northwind" });
    const since = new Date(MONDAY_8.getTime() - 86_400_000);
    const emails: string[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const user = await seedUser(first.db, { passwordHash: "x", skills: ["React"] });
      await first.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await first.db.insert(userSettings).values({
        userId: user.id,
        jobAlerts: "Daily",
        newJobMatches: true,
        profileDigestAt: since,
        matchesCheckedAt: since,
      });
      await first.db.insert(savedSearches).values({
        userId: user.id,
        name: `React ${i}`,
        filters: { q: "react", country: null, employmentType: null, workType: null, visa: false },
        alerts: "Daily",
        lastDigestAt: since,
      });
      emails.push(user.email);
    }
    for (let i = 0; i < 3; i++) {
      const job = await seedJob(first.db, {
        companyId: company.id,
        companyName: company.name,
        title: `React Developer ${i}`,
        skills: ["React"],
        visaSponsorship: true,
      });
      await first.db
        .update(jobs)
        .set({ createdAt: new Date(since.getTime() + (i + 1) * 60_000) })
        .where(eq(jobs.id, job.id));
    }

    const [a, b] = await Promise.all([
      first.app.digests.run({ now: MONDAY_8 }),
      second.digests.run({ now: MONDAY_8 }),
    ]);
    // Each person's saved-search digest claims the three jobs; their profile digest and strong-match
    // mail, due at the same hour, find nothing left to send.
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(PEOPLE);
    await Promise.all([first.runTasks(), second.queue.runDue()]);
    await Promise.all([first.runTasks(), second.queue.runDue()]);

    const all = [...first.mails, ...secondMails];
    expect(all).toHaveLength(PEOPLE);
    for (const [i, email] of emails.entries()) {
      const mails = all.filter((m) => m.to === email);
      expect(mails.map((m) => m.subject)).toEqual([`3 new jobs for “React ${i}”`]);
      expect(mails[0]?.text).toContain("also matches your profile");
    }
    expect(await first.db.select().from(notificationSends)).toHaveLength(PEOPLE);
    expect(await first.db.select().from(notifications)).toHaveLength(PEOPLE);
    expect(await first.db.select().from(alertSentJobs)).toHaveLength(PEOPLE * 3);

    // Both again: nothing more.
    await Promise.all([first.app.digests.run({ now: MONDAY_8 }), second.digests.run({ now: MONDAY_8 })]);
    await Promise.all([first.runTasks(), second.queue.runDue()]);
    expect([...first.mails, ...secondMails]).toHaveLength(PEOPLE);
  });
});
