import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema/people";
import { conversationReports, messages } from "../../db/schema/referrals";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany } from "../../test/data/jobs";
import { seedReferralOffering, seedReferralRequest } from "../../test/data/referrals";

describe("first contact, blocks and reports", () => {
  let t: TestApp;
  let rita: UserRow;
  let sam: UserRow;
  let mallory: UserRow;
  let cookies: Record<"rita" | "sam" | "mallory", string>;
  let offeringId: number;

  function call(who: keyof typeof cookies, method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
    return t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
  }
  const send = (who: keyof typeof cookies, receiverId: number, content = "Hello") =>
    call(who, "POST", "/api/messages", { receiverId, content });

  beforeAll(async () => {
    t = await createTestApp();
    rita = await seedUser(t.db, { fullName: "Rita Referrer" });
    sam = await seedUser(t.db, { fullName: "Sam Seeker" });
    mallory = await seedUser(t.db, { fullName: "Mallory Pest" });
    cookies = {
      rita: await sessionCookie(t.app, t.db, rita.id),
      sam: await sessionCookie(t.app, t.db, sam.id),
      mallory: await sessionCookie(t.app, t.db, mallory.id),
    };
    const company = await seedCompany(t.db, { name: "Initech" });
    offeringId = (await seedReferralOffering(t.db, { userId: rita.id, companyId: company.id })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lets nobody write first: no message, no conversation, no name in the sender's list", async () => {
    const res = await send("mallory", rita.id, "Hi, remember me?");
    expect(res.statusCode).toBe(404);
    const list = await call("mallory", "GET", "/api/conversations");
    expect(list.json()).toEqual([]);
    expect(list.body).not.toContain("Rita Referrer");
    const ritaList = await call("rita", "GET", "/api/conversations");
    expect(ritaList.json()).toEqual([]);
  });

  it("opens the conversation with a referral request; then both sides can write", async () => {
    const request = await call("mallory", "POST", "/api/referral-requests", {
      offeringId,
      message: "Could you refer me at Initech?",
    });
    expect(request.statusCode).toBe(201);
    const reply = await send("rita", mallory.id, "Tell me more");
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      senderId: rita.id,
      receiverId: mallory.id,
      content: "Tell me more",
    });
    const answer = await send("mallory", rita.id, "Here is my CV");
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      senderId: mallory.id,
      receiverId: rita.id,
      content: "Here is my CV",
    });
    const stored = await t.db
      .select({ senderId: messages.senderId, receiverId: messages.receiverId, content: messages.content })
      .from(messages)
      .where(or(eq(messages.senderId, mallory.id), eq(messages.receiverId, mallory.id)))
      .orderBy(messages.id);
    expect(stored).toEqual([
      { senderId: mallory.id, receiverId: rita.id, content: "Could you refer me at Initech?" },
      { senderId: rita.id, receiverId: mallory.id, content: "Tell me more" },
      { senderId: mallory.id, receiverId: rita.id, content: "Here is my CV" },
    ]);
  });

  it("blocks a sender: no more messages or referral requests from them, listed until undone", async () => {
    const block = await call("rita", "POST", "/api/blocks", { userId: mallory.id });
    expect(block.statusCode).toBe(201);
    expect((await call("rita", "POST", "/api/blocks", { userId: mallory.id })).statusCode).toBe(200);

    const blocked = await send("mallory", rita.id, "Why no answer?");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("This person is not accepting messages from you.");
    const again = await call("mallory", "POST", "/api/referral-requests", { offeringId, message: "Please?" });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe("This referrer is not taking referral requests from you.");
    const mine = await send("rita", mallory.id, "One last thing");
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe("You blocked this person. Unblock them to send a message.");

    const list = await call("rita", "GET", "/api/blocks");
    expect(list.json()).toEqual([
      { userId: mallory.id, fullName: "Mallory Pest", createdAt: expect.any(String) },
    ]);
    // The block is Rita's own: Mallory's list is empty.
    expect((await call("mallory", "GET", "/api/blocks")).json()).toEqual([]);

    const undo = await call("rita", "DELETE", `/api/blocks/${mallory.id}`);
    expect(undo.statusCode).toBe(204);
    expect((await call("rita", "GET", "/api/blocks")).json()).toEqual([]);
    expect((await send("mallory", rita.id, "Thanks for unblocking")).statusCode).toBe(201);
  });

  it("blocks and reports only within a conversation, and says nothing of who exists", async () => {
    const stranger = await call("sam", "POST", "/api/blocks", { userId: rita.id });
    const missing = await call("sam", "POST", "/api/blocks", { userId: 2_000_000_000 });
    expect(stranger.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    const report = await call("sam", "POST", `/api/conversations/${rita.id}/report`, {});
    expect(report.statusCode).toBe(404);
    expect((await call("sam", "POST", "/api/blocks", { userId: "x" })).statusCode).toBe(400);
    // A path id that is not a number names nothing: 404, as for every path id.
    expect((await call("sam", "DELETE", "/api/blocks/abc")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/blocks" })).statusCode).toBe(401);
  });

  it("stores a report for moderation, with or without a reason, and confirms it", async () => {
    const withReason = await call("rita", "POST", `/api/conversations/${mallory.id}/report`, {
      reason: "  Keeps asking after I said no.  ",
    });
    expect(withReason.statusCode).toBe(201);
    expect(withReason.json()).toEqual({
      id: expect.any(Number),
      message: "Thank you. We received your report and will review this conversation.",
    });
    const bare = await call("mallory", "POST", `/api/conversations/${rita.id}/report`, {});
    expect(bare.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.reporterId, rita.id));
    expect(rows).toEqual([
      expect.objectContaining({ reportedUserId: mallory.id, reason: "Keeps asking after I said no." }),
    ]);
    const long = await call("rita", "POST", `/api/conversations/${mallory.id}/report`, {
      reason: "x".repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The reason must be at most 1,000 characters");
  });

  it("allows 50 messages a day from one person to another, then a clear 429", async () => {
    await seedReferralRequest(t.db, { seekerId: sam.id, referrerId: rita.id });
    // 49 sent earlier today, one sent yesterday (outside the window).
    await t.db.insert(messages).values([
      ...Array.from({ length: 49 }, (_, i) => ({
        senderId: sam.id,
        receiverId: rita.id,
        content: `m${i}`,
      })),
      {
        senderId: sam.id,
        receiverId: rita.id,
        content: "old",
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
    ]);
    expect((await send("sam", rita.id, "the fiftieth")).statusCode).toBe(201);
    const over = await send("sam", rita.id, "the fifty-first");
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      "You have sent this person 50 messages in the last 24 hours. Please wait before sending more.",
    );
    // The other direction has its own allowance.
    expect((await send("rita", sam.id, "Slow down please")).statusCode).toBe(201);
  });
});

describe("the daily allowance per recipient", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("scales with RATE_LIMIT_SCALE like every limit (load tests set it high)", async () => {
    const sam = await seedUser(t.db);
    const rita = await seedUser(t.db);
    await seedReferralRequest(t.db, { seekerId: sam.id, referrerId: rita.id });
    await t.db
      .insert(messages)
      .values(
        Array.from({ length: 99 }, (_, i) => ({ senderId: sam.id, receiverId: rita.id, content: `m${i}` })),
      );
    const cookie = await sessionCookie(t.app, t.db, sam.id);
    const send = (content: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie },
        payload: { receiverId: rita.id, content },
      });
    expect((await send("the hundredth")).statusCode).toBe(201);
    const over = await send("one more");
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      "You have sent this person 100 messages in the last 24 hours. Please wait before sending more.",
    );
  });
});

describe("blocks and reports in the security log", () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: "info" },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("logs who blocked and who reported whom, never the reason's text", async () => {
    const rita = await seedUser(t.db);
    const mallory = await seedUser(t.db);
    await seedReferralRequest(t.db, { seekerId: mallory.id, referrerId: rita.id });
    const cookie = await sessionCookie(t.app, t.db, rita.id);
    await t.app.inject({
      method: "POST",
      url: "/api/blocks",
      headers: { cookie },
      payload: { userId: mallory.id },
    });
    const report = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${mallory.id}/report`,
      headers: { cookie },
      payload: { reason: "Sent me something private-reason-text" },
    });
    expect(lines.find((l) => l.security === "user_block")).toMatchObject({
      outcome: "success",
      userId: rita.id,
      blockedId: mallory.id,
    });
    expect(lines.find((l) => l.security === "conversation_report")).toMatchObject({
      outcome: "success",
      userId: rita.id,
      reportedId: mallory.id,
      reportId: report.json().id,
    });
    expect(JSON.stringify(lines)).not.toContain("private-reason-text");
  });
});
