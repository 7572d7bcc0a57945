import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/types";
import type { App } from "../../types";
import { seedUser, sessionCookie } from "../app";
import { seedReferralRequest } from "../data/referrals";
import { connectSse } from "../sse-client";
import { createTwoInstances, hasPostgres, type TwoInstances } from "../two-instances";

/**
 * What already crosses instances behind a load balancer: a session started on one instance is good
 * on every other, and ended on one it is ended on all; a message sent through one instance reaches
 * the receiver's live stream held by another; and each scheduled job runs once per slot, however
 * many instances tick in it.
 */

const PASSWORD = "lantern-across-7";

function cookieFrom(res: { cookies: Array<{ name: string; value: string }> }): string {
  const session = res.cookies.find((cookie) => cookie.name === "borderless_session");
  if (!session) throw new Error("no session cookie set");
  return `${session.name}=${session.value}`;
}

function me(app: App, cookie: string) {
  return app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.runIf(hasPostgres)("sessions and live messages across instances", () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(async () => {
    await two?.close();
  });

  it("signs in on A, is the same person on B, and a logout on B ends the session on A", async () => {
    const user = await seedUser(two.a.db, { password: PASSWORD });
    const login = await two.a.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: user.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);

    const onB = await me(two.b, cookie);
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toMatchObject({ id: user.id, username: user.username });
    expect((await me(two.a.app, cookie)).statusCode).toBe(200);

    const logout = await two.b.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const onA = await me(two.a.app, cookie);
    expect(onA.statusCode).toBe(401);
    expect(onA.json()).toEqual({ code: "unauthorized", message: "Please sign in to continue." });
    expect((await me(two.b, cookie)).statusCode).toBe(401);
  });

  it("delivers a message sent through A to the receiver's live stream on B", async () => {
    const base = await listen(two.b);
    const alice = await seedUser(two.a.db, { passwordHash: "not-used" });
    const bob = await seedUser(two.a.db, { passwordHash: "not-used" });
    await seedReferralRequest(two.a.db, { seekerId: alice.id, referrerId: bob.id });
    const aliceCookie = await sessionCookie(two.a.app, two.a.db, alice.id);
    const bobCookie = await sessionCookie(two.a.app, two.a.db, bob.id);

    const bobOnB = await connectSse(`${base}/api/messages/stream`, bobCookie);
    try {
      expect(bobOnB.status).toBe(200);
      const sent = await two.a.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie: aliceCookie },
        payload: { receiverId: bob.id, content: "Hello from the other instance" },
      });
      expect(sent.statusCode).toBe(201);
      expect(await bobOnB.next("message", 5_000)).toEqual({
        type: "message",
        messageId: sent.json().id,
        senderId: alice.id,
        receiverId: bob.id,
      });
    } finally {
      bobOnB.close();
    }
  });
});

describe.runIf(hasPostgres)("scheduled jobs across instances", () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await two?.close();
  });

  it("queues each job's run once when both instances tick in the same slot, and runs it once", async () => {
    // One clock for both: the same instant, so the same slot for every job.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
    try {
      const [fromA, fromB] = await Promise.all([two.a.app.scheduler.tick(), two.b.scheduler.tick()]);
      const queued = [...fromA, ...fromB].sort();
      expect(new Set(queued).size).toBe(queued.length);
      expect(queued).toEqual(
        expect.arrayContaining(["country-info-weekly", "jobs.freshness", "notifications.digests"]),
      );

      const runs = await rows<{ name: string; count: number }>(
        two.a.db,
        sql`select name, count(*)::int as count from scheduled_runs group by name`,
      );
      expect(runs.map((run) => run.name).sort()).toEqual(queued);
      expect(runs.filter((run) => run.count !== 1)).toEqual([]);
      const tasks = await rows<{ kind: string; count: number }>(
        two.a.db,
        sql`select kind, count(*)::int as count from queued_tasks group by kind`,
      );
      expect(tasks).toHaveLength(queued.length);
      expect(tasks.filter((task) => task.count !== 1)).toEqual([]);

      // Ticking again within the slot queues nothing, on either.
      expect(await Promise.all([two.a.app.scheduler.tick(), two.b.scheduler.tick()])).toEqual([[], []]);

      // Both workers at once: each task is claimed by one of them and runs once.
      const [ranOnA, ranOnB] = await Promise.all([two.a.app.queue.runDue(), two.b.queue.runDue()]);
      expect(ranOnA + ranOnB).toBe(queued.length);
      expect(await rows(two.a.db, sql`select id, kind, last_error from queued_tasks`)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
