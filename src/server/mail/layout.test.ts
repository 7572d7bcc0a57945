import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/people";
import { createTestApp, seedUser, type TestApp } from "../test/app";
import { renderMail } from "./layout";

describe("the mail layout", () => {
  it("writes the heading, body, items, action and a footer with the reason, setting and unsubscribe link, in HTML and text", async () => {
    const mail = await renderMail({
      subject: "2 new jobs for “Remote React”",
      heading: "2 new jobs for “Remote React”",
      paragraphs: ["These jobs came in since your last alert."],
      items: [
        {
          title: "React Engineer at Northwind",
          detail: "Berlin, Germany · 82% match",
          url: "https://b.test/jobs/1",
        },
        { title: "React Tester at Acme & Co", url: "https://b.test/jobs/2" },
      ],
      more: { label: "and 3 more", url: "https://b.test/jobs?q=react" },
      action: { label: "See the search", url: "https://b.test/jobs?q=react&workType=Remote" },
      footer: {
        reason: "You get this because your saved search “Remote React” sends daily job alerts.",
        setting: { label: "Account › Saved searches", url: "https://b.test/account" },
        unsubscribeUrl: "https://b.test/unsubscribe?token=abc.def",
      },
    });
    expect(mail.subject).toBe("2 new jobs for “Remote React”");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Borderless");
      expect(part).toContain("These jobs came in since your last alert.");
      expect(part).toContain("https://b.test/jobs/1");
      expect(part).toContain("and 3 more");
      expect(part).toContain("saved search “Remote React” sends daily job alerts");
      expect(part).toContain("https://b.test/account");
      expect(part).toContain("https://b.test/unsubscribe?token=abc.def");
    }
    expect(mail.html).toMatch(/<h1[^>]*>2 new jobs for “Remote React”<\/h1>/);
    expect(mail.html).toContain('href="https://b.test/jobs/1"');
    expect(mail.html).toContain("React Tester at Acme &amp; Co");
    expect(mail.html).toContain('href="https://b.test/jobs?q=react&amp;workType=Remote"');
    expect(mail.html).toContain('lang="en"');
    // The text twin reads as a list, every URL alone on its line, ready to copy.
    expect(mail.text).toContain("2 new jobs for “Remote React”\n=");
    expect(mail.text).toContain(
      "- React Engineer at Northwind\n  Berlin, Germany · 82% match\n  https://b.test/jobs/1\n",
    );
    expect(mail.text).toContain("See the search:\nhttps://b.test/jobs?q=react&workType=Remote\n");
    expect(mail.text).toContain("Unsubscribe with one click: https://b.test/unsubscribe?token=abc.def");
    expect(mail.text).not.toMatch(/<[a-z]/);
  });
});

describe("notification mails and account mails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a notification mail carries List-Unsubscribe (one-click) and links its setting; a reset mail does not", async () => {
    const user = await seedUser(t.db, { passwordHash: "x" });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const result = await t.app.notifier.notify(user.id, {
      kind: "referral-status",
      title: "Your referral request was accepted",
      link: "/my-referrals",
      mail: {
        subject: "Your referral request was accepted",
        heading: "Accepted",
        paragraphs: ["Good news."],
        action: { label: "See your requests", url: "http://localhost:3000/my-referrals" },
        reason: "You get this because Referral Updates is on in your settings.",
        follows: { setting: "referralUpdates" },
      },
    });
    expect(result).toEqual({ recorded: true, mailed: true });
    await t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: user.email } });
    await t.runTasks();
    const notice = t.mails.find((m) => m.subject === "Your referral request was accepted");
    const reset = t.mails.find((m) => m.subject === "Reset your Borderless password");
    const unsubscribe = notice?.headers?.["List-Unsubscribe"] ?? "";
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(notice?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(notice?.text).toContain(unsubscribe.slice(1, -1));
    expect(notice?.html).toContain("http://localhost:3000/settings");
    expect(notice?.text).toContain("Change this in Settings › Notifications: http://localhost:3000/settings");

    expect(reset?.headers).toBeUndefined();
    expect(reset?.text).toMatch(/http:\/\/localhost:3000\/reset-password#token=\S+\n/);
    expect(reset?.html).toContain("/reset-password#token=");
    expect(reset?.text).not.toContain("nsubscribe");
  });

  it("records a once-key notification once, even asked twice at the same time", async () => {
    const user = await seedUser(t.db, { passwordHash: "x" });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const notification = {
      kind: "job-matches" as const,
      title: "1 new strong match",
      link: "/jobs",
      onceKey: `matches:${user.id}:test`,
      mail: {
        subject: "1 new strong match",
        heading: "1 new strong match",
        paragraphs: ["x"],
        reason: "You get this because New Job Matches is on in your settings.",
        follows: { setting: "newJobMatches" as const },
      },
    };
    const results = await Promise.all([
      t.app.notifier.notify(user.id, notification),
      t.app.notifier.notify(user.id, notification),
    ]);
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    await t.runTasks();
    expect(t.mails.filter((m) => m.to === user.email)).toHaveLength(1);
  });
});
