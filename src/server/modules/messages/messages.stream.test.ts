import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Database, openDatabase } from "../../db/client";
import type { UserRow } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { connectSse } from "../../test/sse-client";
import type { App } from "../../types";

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe("GET /api/messages/stream", () => {
  let t: TestApp;
  let base: string;
  let alice: UserRow;
  let bob: UserRow;
  let aliceCookie: string;
  let bobCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
    alice = await seedUser(t.db);
    bob = await seedUser(t.db);
    aliceCookie = await sessionCookie(t.app, t.db, alice.id);
    bobCookie = await sessionCookie(t.app, t.db, bob.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a visitor with 401", async () => {
    const sse = await connectSse(`${base}/api/messages/stream`);
    expect(sse.status).toBe(401);
    sse.close();
  });

  it("streams uncompressed events to the receiver and the sender's other tabs", async () => {
    const bobTab = await connectSse(`${base}/api/messages/stream`, bobCookie);
    const aliceOtherTab = await connectSse(`${base}/api/messages/stream`, aliceCookie);
    expect(bobTab.status).toBe(200);
    expect(bobTab.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(bobTab.headers["content-encoding"] ?? "identity").toBe("identity");

    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie: aliceCookie, "accept-encoding": "gzip" },
      payload: { receiverId: bob.id, content: "Live hello" },
    });
    const message = res.json();
    const expected = { type: "message", messageId: message.id, senderId: alice.id, receiverId: bob.id };
    expect(await bobTab.next("message")).toEqual(expected);
    expect(await aliceOtherTab.next("message")).toEqual(expected);

    await t.app.inject({
      method: "POST",
      url: "/api/messages/read",
      headers: { cookie: bobCookie },
      payload: { withUserId: alice.id },
    });
    expect(await bobTab.next("read")).toEqual({ type: "read", readerId: bob.id, otherId: alice.id });
    bobTab.close();
    aliceOtherTab.close();
  });

  it("does not deliver other people's messages", async () => {
    const carol = await seedUser(t.db);
    const carolCookie = await sessionCookie(t.app, t.db, carol.id);
    const carolTab = await connectSse(`${base}/api/messages/stream`, carolCookie);
    await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie: aliceCookie },
      payload: { receiverId: bob.id, content: "Not for Carol" },
    });
    await expect(carolTab.next("message", 500)).rejects.toThrow(/no 'message' event/);
    carolTab.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("fan-out across two app instances on PostgreSQL", () => {
  let t: TestApp;
  let second: App;
  let secondDatabase: Database;

  beforeAll(async () => {
    t = await createTestApp();
    secondDatabase = await openDatabase({
      databaseUrl: t.app.config.databaseUrl,
      dataDir: t.app.config.dataDir,
    });
    second = await buildApp({
      config: t.app.config,
      database: secondDatabase,
      sessionSecret: t.app.config.sessionSecret ?? "",
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  it("delivers a message posted on one instance to a stream on the other", async () => {
    const base = await listen(second);
    const alice = await seedUser(t.db);
    const bob = await seedUser(t.db);
    const aliceCookie = await sessionCookie(t.app, t.db, alice.id);
    const bobCookie = await sessionCookie(t.app, t.db, bob.id);
    const bobOnSecond = await connectSse(`${base}/api/messages/stream`, bobCookie);
    expect(bobOnSecond.status).toBe(200);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie: aliceCookie },
      payload: { receiverId: bob.id, content: "Across instances" },
    });
    expect(res.statusCode).toBe(201);
    expect(await bobOnSecond.next("message")).toEqual({
      type: "message",
      messageId: res.json().id,
      senderId: alice.id,
      receiverId: bob.id,
    });
    bobOnSecond.close();
  });
});
