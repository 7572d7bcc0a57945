import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, type TestApp } from "../test/app";
import { startSmtpServer } from "../test/smtp-server";

/** Every row of every table as text: what a copy of the database would give away. */
async function everyRow(t: TestApp): Promise<string> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  let text = "";
  for (const { table_name: name } of tables.rows) {
    const rows = (await t.db.execute(
      sql`select t::text as row from ${sql.identifier(name)} t`,
    )) as unknown as {
      rows: { row: string }[];
    };
    text += rows.rows.map((r) => r.row).join("\n");
  }
  return text;
}

describe("mail over SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers a reset link and keeps no copy of it in the database", async () => {
    const user = await seedUser(t.db, { email: "smtp-owner@example.test" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0);

    await t.runTasks();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to.join(" ")).toContain("smtp-owner@example.test");
    const token = mail?.data.replace(/=\r\n/g, "").match(/reset-password#token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect(token.length).toBeGreaterThan(20);

    const stored = await everyRow(t);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain("reset-password?token=");
  });

  it("keeps no copy of a sign-up confirmation link or a waitlist link either", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        fullName: "Sam Smtp",
        username: "samsmtp",
        email: "sam@example.test",
        password: "amber-harbour-71",
      },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: {
        email: "wait-smtp@example.test",
        fullName: "Wait Smtp",
        interestedCountries: ["Canada"],
        interestedRoles: ["Consultant"],
      },
    });
    await t.runTasks();
    // Read as a mail client reads them: the text part, decoded.
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.data)));
    expect(mails.every((m) => typeof m.html === "string" && m.html.includes("token="))).toBe(true);
    const links = mails.flatMap((mail) =>
      [...(mail.text ?? "").matchAll(/token=([A-Za-z0-9_-]+)/g)].map((match) => match[1] ?? ""),
    );
    expect(links.length).toBe(3);
    const stored = await everyRow(t);
    for (const token of links) expect(stored).not.toContain(token);
    expect(stored).not.toContain("token=");
  });
});
