import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { outbox, users } from "../db/schema/people";
import { queuedTasks } from "../db/schema/queue";
import type { Database } from "../db/types";
import { createQueue, type Queue } from "../queue/queue";
import { TASKS } from "../queue/tasks";
import { seedUser } from "../test/app";
import { createMailer, MAIL_TASK, type Mail, OUTBOX_PURGE_TASK } from "./mailer";

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const FROM = "Borderless <no-reply@x.test>";

/** The mailer's two kinds of task on its queue, as the app registers them (queue/tasks.ts). */
function handleMailTasks(queue: Queue, mailer: ReturnType<typeof createMailer>): void {
  queue.handle(MAIL_TASK, { payload: TASKS[MAIL_TASK].payload, run: (mail) => mailer.deliver(mail) });
  queue.handle(OUTBOX_PURGE_TASK, {
    payload: TASKS[OUTBOX_PURGE_TASK].payload,
    run: ({ outboxId }) => mailer.purgeOutbox(outboxId),
  });
}

describe("the mailer without SMTP", () => {
  let database: Database;
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "borderless-outbox-")), "outbox");
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("queues the mail, then keeps it for the developer in the table and an owner-only .eml file", async () => {
    const queue = createQueue({ db: database.db, log: silentLog });
    const mailer = createMailer({ db: database.db, queue, log: silentLog, from: FROM, outboxDir: dir });
    handleMailTasks(queue, mailer);
    await mailer.send({ to: "ana@example.test", subject: "Hello", text: "A note with no link" });
    expect(await database.db.select().from(outbox)).toEqual([]);

    await queue.runDue();
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: "ana@example.test", subject: "Hello", expiresAt: null });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(dir, files[0] ?? "");
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe("ana@example.test");
    expect(parsed.subject).toBe("Hello");
    expect(parsed.text).toContain("A note with no link");
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("deletes a kept mail with a link, row and file, once the link has expired", async () => {
    // The queue's clock, moved past the link's expiry below instead of waiting for it.
    let clock = Date.now();
    const queue = createQueue({ db: database.db, log: silentLog, now: () => new Date(clock) });
    const mailer = createMailer({ db: database.db, queue, log: silentLog, from: FROM, outboxDir: dir });
    handleMailTasks(queue, mailer);
    const expiresAt = new Date(clock + 3_600_000);
    await mailer.send({
      to: "bo@example.test",
      subject: "Reset your password",
      text: "Open https://x.test/reset-password?token=secret-abc",
      expiresAt,
    });
    await queue.runDue();
    const kept = () => fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
    expect(kept().some((m) => m.includes("secret-abc"))).toBe(true);

    await queue.runDue();
    expect(kept().some((m) => m.includes("secret-abc"))).toBe(true);
    clock = expiresAt.getTime() + 1;
    await queue.runDue();
    expect(kept().some((m) => m.includes("secret-abc"))).toBe(false);
    const rows = await database.db.select().from(outbox);
    expect(rows.map((r) => r.to)).toEqual(["ana@example.test"]);
  });

  it("drops a queued mail whose link expired before it could be delivered", async () => {
    const queue = createQueue({ db: database.db, log: silentLog });
    const delivered: Mail[] = [];
    const mailer = createMailer({
      db: database.db,
      queue,
      log: silentLog,
      from: FROM,
      transport: async (mail) => void delivered.push(mail),
    });
    handleMailTasks(queue, mailer);
    await mailer.send({
      to: "late@example.test",
      subject: "Old link",
      text: "x",
      expiresAt: new Date(Date.now() - 1),
    });
    await queue.runDue();
    expect(delivered).toEqual([]);
    expect(await database.db.select().from(queuedTasks)).toEqual([]);
  });

  it("sends notifications only to a verified address", async () => {
    const queue = createQueue({ db: database.db, log: silentLog });
    const delivered: Mail[] = [];
    const mailer = createMailer({
      db: database.db,
      queue,
      log: silentLog,
      from: FROM,
      transport: async (mail) => void delivered.push(mail),
    });
    handleMailTasks(queue, mailer);
    const unverified = await seedUser(database.db, { passwordHash: "x" });
    const verified = await seedUser(database.db, { passwordHash: "x" });
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, verified.id));

    expect(await mailer.notify(unverified.id, { subject: "New message", text: "x" })).toBe(false);
    expect(await mailer.notify(verified.id, { subject: "New message", text: "x" })).toBe(true);
    await queue.runDue();
    expect(delivered.map((m) => m.to)).toEqual([verified.email]);
  });
});

describe("a kept .eml file", () => {
  let database: Database;
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "borderless-eml-")), "outbox");
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("is a real message a mail client opens: text and HTML parts, the headers, non-ASCII intact", async () => {
    const queue = createQueue({ db: database.db, log: silentLog });
    const mailer = createMailer({ db: database.db, queue, log: silentLog, from: FROM, outboxDir: dir });
    handleMailTasks(queue, mailer);
    const url = "https://x.test/unsubscribe?token=abc.def";
    await mailer.send({
      to: "cleo@example.test",
      subject: "3 new jobs for “Remote React”",
      text: `Zürich — 3 new jobs\n${url}\n`,
      html: `<p>Zürich — 3 new jobs</p><a href="${url}">Unsubscribe</a>`,
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await queue.runDue();
    const [file] = fs.readdirSync(dir);
    const raw = fs.readFileSync(path.join(dir, file ?? ""));
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe("3 new jobs for “Remote React”");
    expect(mail.from?.value[0]?.address).toBe("no-reply@x.test");
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.text).toContain("Zürich — 3 new jobs");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line;
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${url}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(raw.toString("utf8")).toMatch(/Content-Type: multipart\/alternative/);
    // The table keeps the text for the developer.
    const [row] = await database.db.select().from(outbox);
    expect(row?.text).toContain("Zürich");
  });
});
