import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { outbox } from "../db/schema/people";
import { createMailer } from "./mailer";

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

describe("the mailer without SMTP", () => {
  let database: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-outbox-"));
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every mail in the outbox table and as a file the operator can read", async () => {
    const mailer = createMailer({
      db: database.db,
      log: silentLog,
      from: "Borderless <no-reply@x.test>",
      outboxDir: dir,
    });
    await mailer.send({
      to: "ana@example.test",
      subject: "Reset your password",
      text: "Open https://x.test/reset?token=abc",
    });
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: "ana@example.test", subject: "Reset your password", sentAt: null });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const content = fs.readFileSync(path.join(dir, files[0] ?? ""), "utf8");
    expect(content).toContain("To: ana@example.test");
    expect(content).toContain("Subject: Reset your password");
    expect(content).toContain("https://x.test/reset?token=abc");
  });
});
