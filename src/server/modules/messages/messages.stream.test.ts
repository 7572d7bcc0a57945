import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import type { UserRow } from "../../db/schema/people";
import type { Database } from "../../db/types";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedReferralRequest } from "../../test/data/referrals";
import { METRICS_TOKEN, sampleValue, scrape } from "../../test/metrics-text";
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
    await seedReferralRequest(t.db, { seekerId: alice.id, referrerId: bob.id });
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

describe("live stream limits", () => {
  let t: TestApp;
  let base: string;
  /** Waits until the server holds `open` streams (it notices a closed one when its socket closes). */
  const settle = (open = 0) =>
    vi.waitFor(
      async () => {
        expect(sampleValue(await scrape(t.app), "borderless_live_message_streams")).toBe(open);
      },
      { timeout: 10_000 },
    );

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        messageStreamsPerPerson: 2,
        messageStreamsTotal: 3,
        messageStreamHeartbeatMs: 150,
        metricsToken: METRICS_TOKEN,
      },
    });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("ends a person's oldest stream, told it was replaced, when they open one too many", async () => {
    const dana = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, dana.id);
    const first = await connectSse(`${base}/api/messages/stream`, cookie);
    const second = await connectSse(`${base}/api/messages/stream`, cookie);
    const third = await connectSse(`${base}/api/messages/stream`, cookie);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(await first.next("replaced")).toEqual({ type: "replaced" });
    await first.ended();
    await expect(second.next("replaced", 300)).rejects.toThrow(/no 'replaced' event/);
    first.close();
    second.close();
    third.close();
  });

  it("answers 503 with a readable message when the server holds as many streams as it may", async () => {
    await settle();
    const people = await Promise.all([seedUser(t.db), seedUser(t.db), seedUser(t.db), seedUser(t.db)]);
    const cookies = await Promise.all(people.map((p) => sessionCookie(t.app, t.db, p.id)));
    const open = [];
    for (const cookie of cookies.slice(0, 3))
      open.push(await connectSse(`${base}/api/messages/stream`, cookie));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await connectSse(`${base}/api/messages/stream`, cookies[3]);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("60");
    await refused.ended();
    expect(JSON.parse(refused.raw())).toEqual({
      code: "unavailable",
      message:
        "Live updates are busy right now. Messages still arrive when you reload; live updates will try again shortly.",
    });
    // A person who already holds a stream may still replace it: the total does not grow.
    const again = await connectSse(`${base}/api/messages/stream`, cookies[0]);
    expect(again.status).toBe(200);
    // Once one closes, there is room again.
    open[1]?.close();
    await settle(2);
    const later = await connectSse(`${base}/api/messages/stream`, cookies[3]);
    expect(later.status).toBe(200);
    for (const s of [...open, again, later, refused]) s.close();
  });

  it("ends all of a person's streams at the next heartbeat once their session is gone", async () => {
    await settle();
    const erin = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, erin.id);
    const one = await connectSse(`${base}/api/messages/stream`, cookie);
    const two = await connectSse(`${base}/api/messages/stream`, cookie);
    expect([one.status, two.status]).toEqual([200, 200]);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    await Promise.all([one.ended(), two.ended()]);
    one.close();
    two.close();
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
    await seedReferralRequest(t.db, { seekerId: alice.id, referrerId: bob.id });
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
