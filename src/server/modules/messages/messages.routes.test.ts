import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type UserRow, users } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedReferralRequest } from "../../test/data/referrals";

describe("messages API", () => {
  let t: TestApp;
  let alice: UserRow;
  let bob: UserRow;
  let carol: UserRow;
  let cookies: Record<"alice" | "bob" | "carol", string>;

  async function send(from: keyof typeof cookies, payload: Record<string, unknown>) {
    return t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie: cookies[from] },
      payload,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await seedUser(t.db, { fullName: "Alice Moreau" });
    bob = await seedUser(t.db, { fullName: "Bob Tanaka" });
    carol = await seedUser(t.db, { fullName: "Carol Singh" });
    cookies = {
      alice: await sessionCookie(t.app, t.db, alice.id),
      bob: await sessionCookie(t.app, t.db, bob.id),
      carol: await sessionCookie(t.app, t.db, carol.id),
    };
    // Referral requests are what let people write to each other.
    await seedReferralRequest(t.db, { seekerId: alice.id, referrerId: bob.id });
    await seedReferralRequest(t.db, { seekerId: carol.id, referrerId: bob.id });
    await seedReferralRequest(t.db, { seekerId: alice.id, referrerId: carol.id });
  });
  afterAll(async () => {
    await t.close();
  });

  describe("POST /api/messages", () => {
    it("asks a visitor to sign in", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/messages",
        payload: { receiverId: bob.id, content: "hi" },
      });
      expect(res.statusCode).toBe(401);
    });

    it("sends as the session user, trimmed, with or without a matching senderId", async () => {
      const res = await send("alice", { senderId: alice.id, receiverId: bob.id, content: "  Hello Bob  " });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        senderId: alice.id,
        receiverId: bob.id,
        content: "Hello Bob",
        readAt: null,
      });
      const plain = await send("bob", { receiverId: alice.id, content: "Hi Alice" });
      expect(plain.statusCode).toBe(201);
      expect(plain.json().senderId).toBe(bob.id);
    });

    it("refuses a forged senderId with 403", async () => {
      const res = await send("carol", { senderId: alice.id, receiverId: bob.id, content: "I am Alice" });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You can only send messages as yourself.");
    });

    it("refuses an unknown receiver and a person without a conversation alike (404), and myself (400)", async () => {
      const unknown = await send("alice", { receiverId: 999_999, content: "Anyone?" });
      expect(unknown.statusCode).toBe(404);
      const erin = await seedUser(t.db, { fullName: "Erin Unrelated" });
      const existing = await send("alice", { receiverId: erin.id, content: "Anyone?" });
      // Nothing in the answer says whether the id belongs to someone.
      expect(existing.statusCode).toBe(404);
      expect(existing.json()).toEqual(unknown.json());
      expect(unknown.json().message).toBe(
        "We couldn't find a conversation with this person. A conversation starts with a referral request.",
      );
      const self = await send("alice", { receiverId: alice.id, content: "Note to self" });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe("You can't send a message to yourself.");
    });

    it("limits content to 1-5,000 characters after trimming", async () => {
      const blank = await send("alice", { receiverId: bob.id, content: "   \n  " });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe("Message cannot be empty");
      const long = await send("alice", { receiverId: bob.id, content: "x".repeat(5001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe("Message must be at most 5,000 characters");
      const max = await send("alice", { receiverId: carol.id, content: ` ${"y".repeat(5000)} ` });
      expect(max.statusCode).toBe(201);
      const wrongType = await send("alice", { receiverId: "bob", content: "hi" });
      expect(wrongType.statusCode).toBe(400);
      const missing = await send("alice", { receiverId: bob.id });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe("GET /api/messages", () => {
    it("asks a visitor to sign in", async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/messages?senderId=${alice.id}` });
      expect(res.statusCode).toBe(401);
    });

    it("gives all of my messages, sent and received, oldest first", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/messages?senderId=${bob.id}`,
        headers: { cookie: cookies.bob },
      });
      expect(res.statusCode).toBe(200);
      const contents = res.json().map((m: { content: string }) => m.content);
      expect(contents).toEqual(["Hello Bob", "Hi Alice"]);
    });

    it("refuses someone else's senderId alone", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/messages?senderId=${alice.id}`,
        headers: { cookie: cookies.carol },
      });
      expect(res.statusCode).toBe(403);
      // Only the refusal: no message of Alice's conversations.
      expect(Object.keys(res.json()).sort()).toEqual(["code", "message"]);
      expect(res.json().code).toBe("forbidden");
    });

    it("gives a conversation I take part in, whichever side I am named on", async () => {
      for (const url of [
        `/api/messages?senderId=${alice.id}&receiverId=${bob.id}`,
        `/api/messages?senderId=${bob.id}&receiverId=${alice.id}`,
      ]) {
        const res = await t.app.inject({ method: "GET", url, headers: { cookie: cookies.alice } });
        expect(res.statusCode).toBe(200);
        expect(res.json().map((m: { content: string }) => m.content)).toEqual(["Hello Bob", "Hi Alice"]);
      }
    });

    it("refuses a conversation between two other people", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/messages?senderId=${alice.id}&receiverId=${bob.id}`,
        headers: { cookie: cookies.carol },
      });
      expect(res.statusCode).toBe(403);
      expect(Object.keys(res.json()).sort()).toEqual(["code", "message"]);
      expect(res.json().code).toBe("forbidden");
    });

    it("rejects ids that are not positive numbers", async () => {
      for (const qs of ["senderId=abc", "senderId=-1", "", `senderId=${alice.id}&receiverId=1.5`]) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/messages?${qs}`,
          headers: { cookie: cookies.alice },
        });
        expect(res.statusCode, qs).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
    });

    it("pages back with limit and beforeId", async () => {
      const all = await t.app.inject({
        method: "GET",
        url: `/api/messages?senderId=${alice.id}&receiverId=${bob.id}&limit=1`,
        headers: { cookie: cookies.alice },
      });
      const [latest] = all.json();
      expect(latest.content).toBe("Hi Alice");
      const earlier = await t.app.inject({
        method: "GET",
        url: `/api/messages?senderId=${alice.id}&receiverId=${bob.id}&limit=1&beforeId=${latest.id}`,
        headers: { cookie: cookies.alice },
      });
      expect(earlier.json().map((m: { content: string }) => m.content)).toEqual(["Hello Bob"]);
    });
  });

  describe("conversations and reading", () => {
    it("lists my conversations latest first with the other person and unread count", async () => {
      await send("carol", { receiverId: bob.id, content: "Carol here" });
      await send("carol", { receiverId: bob.id, content: "Are you there?" });
      const res = await t.app.inject({
        method: "GET",
        url: "/api/conversations",
        headers: { cookie: cookies.bob },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          otherUser: { id: carol.id, fullName: "Carol Singh" },
          lastMessage: {
            id: expect.any(Number),
            content: "Are you there?",
            senderId: carol.id,
            createdAt: expect.any(String),
          },
          unreadCount: 2,
        },
        {
          otherUser: { id: alice.id, fullName: "Alice Moreau" },
          lastMessage: expect.objectContaining({ content: "Hi Alice", senderId: bob.id }),
          unreadCount: 1,
        },
      ]);
    });

    it("answers a window of conversations with limit and offset, and the unread total over all", async () => {
      const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: cookies.bob } });
      const all = (await get("/api/conversations")).json();
      expect((await get("/api/conversations?limit=1")).json()).toEqual([all[0]]);
      expect((await get("/api/conversations?limit=1&offset=1")).json()).toEqual([all[1]]);
      expect((await get("/api/conversations?limit=101")).statusCode).toBe(400);
      const unread = await get("/api/conversations/unread");
      expect(unread.statusCode).toBe(200);
      expect(unread.json()).toEqual({
        unread: all.reduce((sum: number, c: { unreadCount: number }) => sum + c.unreadCount, 0),
      });
      expect((await t.app.inject({ method: "GET", url: "/api/conversations/unread" })).statusCode).toBe(401);
    });

    it("asks a visitor to sign in", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/conversations" });
      expect(res.statusCode).toBe(401);
      const read = await t.app.inject({
        method: "POST",
        url: "/api/messages/read",
        payload: { withUserId: 1 },
      });
      expect(read.statusCode).toBe(401);
    });

    it("marks only the other person's messages to me read", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/messages/read",
        headers: { cookie: cookies.bob },
        payload: { withUserId: carol.id },
      });
      expect(res.json()).toEqual({ updated: 2 });
      const list = await t.app.inject({
        method: "GET",
        url: "/api/conversations",
        headers: { cookie: cookies.bob },
      });
      expect(list.json().map((c: { unreadCount: number }) => c.unreadCount)).toEqual([0, 1]);
      // Carol's own view is unchanged: what she received from Bob is hers to read.
      const carolView = await t.app.inject({
        method: "GET",
        url: "/api/conversations",
        headers: { cookie: cookies.carol },
      });
      expect(
        carolView.json().find((c: { otherUser: { id: number } }) => c.otherUser.id === bob.id),
      ).toBeTruthy();
    });

    it("shows a deleted account as 'Deleted user' and keeps the messages", async () => {
      const dave = await seedUser(t.db, { fullName: "Dave Gone" });
      const daveCookie = await sessionCookie(t.app, t.db, dave.id);
      await seedReferralRequest(t.db, { seekerId: dave.id, referrerId: carol.id });
      await t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie: daveCookie },
        payload: { receiverId: carol.id, content: "Bye for now" },
      });
      await t.db.delete(users).where(eq(users.id, dave.id));
      const res = await t.app.inject({
        method: "GET",
        url: "/api/conversations",
        headers: { cookie: cookies.carol },
      });
      const [first] = res.json();
      expect(first).toMatchObject({
        otherUser: { id: null, fullName: "Deleted user" },
        lastMessage: { content: "Bye for now", senderId: null },
        unreadCount: 1,
      });
      const mine = await t.app.inject({
        method: "GET",
        url: `/api/messages?senderId=${carol.id}`,
        headers: { cookie: cookies.carol },
      });
      expect(mine.json().some((m: { senderId: number | null }) => m.senderId === null)).toBe(true);
      const read = await t.app.inject({
        method: "POST",
        url: "/api/messages/read",
        headers: { cookie: cookies.carol },
        payload: { withUserId: null },
      });
      expect(read.json()).toEqual({ updated: 1 });
    });
  });

  describe("a document in a message", () => {
    const BOUNDARY = "----borderless-test";
    function upload(cookie: string, fileName: string, text: string) {
      const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
      return t.app.inject({
        method: "POST",
        url: "/api/account/files/resume",
        headers: { cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(head),
          Buffer.from(text),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      });
    }
    const download = (cookie: string | undefined, id: number) =>
      t.app.inject({ url: `/api/messages/${id}/attachment`, headers: cookie ? { cookie } : {} });

    it("carries the sender's résumé to the other person only, until the sender removes it", async () => {
      const refused = await send("alice", { receiverId: bob.id, content: "My CV", attachment: "resume" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.attachment).toEqual([
        "You have not uploaded a resume yet. Upload one in Settings, then attach it.",
      ]);

      expect((await upload(cookies.alice, "Alice CV.pdf", "%PDF-1.4\nAlice's CV\n")).statusCode).toBe(201);
      const sent = await send("alice", {
        receiverId: bob.id,
        content: "Here is my CV",
        attachment: "resume",
      });
      expect(sent.statusCode).toBe(201);
      const message = sent.json();
      expect(message.attachment).toEqual({ kind: "resume", fileName: "Alice CV.pdf", available: true });

      // The receiver reads it in the conversation and downloads it; so does the sender.
      const conversation = await t.app.inject({
        url: `/api/messages?senderId=${bob.id}&receiverId=${alice.id}`,
        headers: { cookie: cookies.bob },
      });
      expect(conversation.json().at(-1)).toMatchObject({ id: message.id, attachment: { available: true } });
      for (const cookie of [cookies.bob, cookies.alice]) {
        const res = await download(cookie, message.id);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("application/pdf");
        expect(res.headers["content-disposition"]).toContain("attachment");
        expect(res.body).toBe("%PDF-1.4\nAlice's CV\n");
      }
      // Anyone else, and a visitor, find nothing there.
      expect((await download(cookies.carol, message.id)).statusCode).toBe(404);
      expect((await download(undefined, message.id)).statusCode).toBe(401);

      // A new upload replaces the old one: the message says its document was removed.
      expect((await upload(cookies.alice, "Alice CV v2.pdf", "%PDF-1.4\nnewer\n")).statusCode).toBe(201);
      expect((await download(cookies.bob, message.id)).statusCode).toBe(404);
      const after = await t.app.inject({
        url: `/api/messages?senderId=${bob.id}&receiverId=${alice.id}`,
        headers: { cookie: cookies.bob },
      });
      expect(after.json().find((m: { id: number }) => m.id === message.id).attachment).toEqual({
        kind: "resume",
        fileName: "Alice CV.pdf",
        available: false,
      });

      // Deleting the upload does the same to the message that carries the new one.
      const second = (
        await send("alice", { receiverId: bob.id, content: "Newer CV", attachment: "resume" })
      ).json();
      expect((await download(cookies.bob, second.id)).body).toBe("%PDF-1.4\nnewer\n");
      const removed = await t.app.inject({
        method: "DELETE",
        url: "/api/account/files/resume",
        headers: { cookie: cookies.alice },
      });
      expect(removed.statusCode).toBe(204);
      expect((await download(cookies.bob, second.id)).json().message).toBe(
        "This document is no longer available.",
      );
    });
  });
});

describe("message rate limit", () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 with Retry-After after 20 messages a minute", async () => {
    t = await createTestApp();
    const a = await seedUser(t.db);
    const b = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, a.id);
    await seedReferralRequest(t.db, { seekerId: a.id, referrerId: b.id });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 21; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie },
        payload: { receiverId: b.id, content: `message ${i}` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/Too many requests/);
  });
});
