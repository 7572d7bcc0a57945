import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, jobs } from "../../db/schema/jobs";
import type { UserRow } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedJob } from "../../test/data/jobs";
import { seedReferralOffering, seedReferralRequest } from "../../test/data/referrals";

describe("referral requests API", () => {
  let t: TestApp;
  let referrer: UserRow;
  let seeker: UserRow;
  let stranger: UserRow;
  let cookies: Record<"referrer" | "seeker" | "stranger", string>;
  let offeringId: number;
  let inactiveId: number;

  function contact(who: keyof typeof cookies, payload: Record<string, unknown>) {
    return t.app.inject({
      method: "POST",
      url: "/api/referral-requests",
      headers: { cookie: cookies[who] },
      payload,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    referrer = await seedUser(t.db, { fullName: "Rita Referrer" });
    seeker = await seedUser(t.db, { fullName: "Sam Seeker" });
    stranger = await seedUser(t.db, { fullName: "Stan Stranger" });
    cookies = {
      referrer: await sessionCookie(t.app, t.db, referrer.id),
      seeker: await sessionCookie(t.app, t.db, seeker.id),
      stranger: await sessionCookie(t.app, t.db, stranger.id),
    };
    const company = await seedCompany(t.db, { name: "Initech" });
    offeringId = (
      await seedReferralOffering(t.db, { userId: referrer.id, companyId: company.id, successRate: 40 })
    ).id;
    const other = await seedCompany(t.db, { name: "Hooli" });
    inactiveId = (
      await seedReferralOffering(t.db, { userId: referrer.id, companyId: other.id, available: false })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("asks a visitor to sign in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/referral-requests",
      payload: { offeringId, message: "Hello there" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("opens a Pending request and sends the introduction to the referrer", async () => {
    const res = await contact("seeker", { offeringId, message: "  Hi Rita, I'm Sam.  " });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      created: true,
      request: {
        offeringId,
        seekerId: seeker.id,
        referrerId: referrer.id,
        companyName: "Initech",
        status: "Pending",
      },
    });
    const conversation = await t.app.inject({
      method: "GET",
      url: `/api/messages?senderId=${referrer.id}&receiverId=${seeker.id}`,
      headers: { cookie: cookies.referrer },
    });
    expect(conversation.json()).toEqual([
      expect.objectContaining({
        id: body.messageId,
        senderId: seeker.id,
        receiverId: referrer.id,
        content: "Hi Rita, I'm Sam.",
        referralRequestId: body.request.id,
      }),
    ]);
  });

  it("reuses the open request when the same offering is contacted again", async () => {
    const res = await contact("seeker", { offeringId, message: "Following up" });
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(false);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/referral-requests?withUserId=${referrer.id}`,
      headers: { cookie: cookies.seeker },
    });
    expect(list.json()).toHaveLength(1);
  });

  it("refuses my own offering, an inactive one, a missing one and bad input", async () => {
    const own = await contact("referrer", { offeringId, message: "Me, myself" });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("You can't ask yourself for a referral.");
    const inactive = await contact("seeker", { offeringId: inactiveId, message: "Hello" });
    expect(inactive.statusCode).toBe(400);
    const missing = await contact("seeker", { offeringId: 999_999, message: "Hello" });
    expect(missing.statusCode).toBe(404);
    const blank = await contact("seeker", { offeringId, message: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Message cannot be empty");
    const long = await contact("seeker", { offeringId, message: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
  });

  it("shows requests only between me and the named person", async () => {
    const stranger_ = await t.app.inject({
      method: "GET",
      url: `/api/referral-requests?withUserId=${referrer.id}`,
      headers: { cookie: cookies.stranger },
    });
    expect(stranger_.json()).toEqual([]);
    const visitor = await t.app.inject({
      method: "GET",
      url: `/api/referral-requests?withUserId=${referrer.id}`,
    });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/referral-requests?withUserId=x",
      headers: { cookie: cookies.seeker },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lets only the referrer set the status, and both see it", async () => {
    const [request] = (
      await t.app.inject({
        method: "GET",
        url: `/api/referral-requests?withUserId=${seeker.id}`,
        headers: { cookie: cookies.referrer },
      })
    ).json();
    const url = `/api/referral-requests/${request.id}`;
    const bySeeker = await t.app.inject({
      method: "PATCH",
      url,
      headers: { cookie: cookies.seeker },
      payload: { status: "Referred" },
    });
    expect(bySeeker.statusCode).toBe(403);
    const byStranger = await t.app.inject({
      method: "PATCH",
      url,
      headers: { cookie: cookies.stranger },
      payload: { status: "Accepted" },
    });
    expect(byStranger.statusCode).toBe(403);
    const badStatus = await t.app.inject({
      method: "PATCH",
      url,
      headers: { cookie: cookies.referrer },
      payload: { status: "Pending" },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe("Status must be Accepted, Declined or Referred");
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/referral-requests/999999",
      headers: { cookie: cookies.referrer },
      payload: { status: "Accepted" },
    });
    expect(missing.statusCode).toBe(404);

    const set = (status: string) =>
      t.app.inject({ method: "PATCH", url, headers: { cookie: cookies.referrer }, payload: { status } });
    // A Pending request is accepted or declined first; it cannot jump to Referred.
    const jump = await set("Referred");
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toBe("A Pending request can only become Accepted or Declined, not Referred.");
    expect((await set("Accepted")).json().status).toBe("Accepted");
    const twice = await set("Accepted");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      "An Accepted request can only become Referred or Declined, not Accepted.",
    );
    const ok = await set("Referred");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "Referred", seekerConfirmedAt: null });
    // Referred is final.
    const back = await set("Declined");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("This request is already Referred; its status can no longer change.");
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/referral-requests?withUserId=${referrer.id}`,
      headers: { cookie: cookies.seeker },
    });
    expect(seen.json()[0].status).toBe("Referred");
  });

  it("counts a referral towards the success rate only once the seeker confirms it", async () => {
    const rate = async () =>
      (await t.app.inject({ method: "GET", url: "/api/referrers?q=Initech" })).json()[0].successRate;
    // Marked Referred by the referrer alone: the figure they arrived with still stands.
    expect(await rate()).toBe(40);
    const [request] = (
      await t.app.inject({
        method: "GET",
        url: `/api/referral-requests?withUserId=${referrer.id}`,
        headers: { cookie: cookies.seeker },
      })
    ).json();
    const confirm = (who: keyof typeof cookies, id = request.id) =>
      t.app.inject({
        method: "POST",
        url: `/api/referral-requests/${id}/confirm`,
        headers: { cookie: cookies[who] },
      });
    const byReferrer = await confirm("referrer");
    expect(byReferrer.statusCode).toBe(403);
    expect(byReferrer.json().message).toBe("Only the person who asked for the referral can confirm it.");
    expect((await confirm("stranger")).statusCode).toBe(403);
    expect((await confirm("seeker", 999_999)).statusCode).toBe(404);
    expect(await rate()).toBe(40);

    const ok = await confirm("seeker");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "Referred", seekerConfirmedAt: expect.any(String) });
    expect((await confirm("seeker")).statusCode).toBe(200);
    // One counted outcome, and it ended in a referral.
    expect(await rate()).toBe(100);
  });

  it("has nothing to confirm before the referral, and declines count at once", async () => {
    const pending = await seedReferralRequest(t.db, {
      offeringId,
      seekerId: stranger.id,
      referrerId: referrer.id,
    });
    const early = await t.app.inject({
      method: "POST",
      url: `/api/referral-requests/${pending.id}/confirm`,
      headers: { cookie: cookies.stranger },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "There is nothing to confirm yet: the request is Pending. You can confirm once the referrer marks it Referred.",
    );
    const declined = await t.app.inject({
      method: "PATCH",
      url: `/api/referral-requests/${pending.id}`,
      headers: { cookie: cookies.referrer },
      payload: { status: "Declined" },
    });
    expect(declined.statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/api/referrers?q=Initech" });
    expect(res.json()[0].successRate).toBe(50);
  });

  it("opens a new request after the previous one was decided", async () => {
    const res = await contact("seeker", { offeringId, message: "Another role opened up" });
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(true);
  });

  describe("naming a job", () => {
    let companyId: number;
    let otherCompanyId: number;
    let seekerB: UserRow;
    let cookieB: string;
    let offering: number;

    beforeAll(async () => {
      companyId = (await seedCompany(t.db, { name: "Vandelay Industries" })).id;
      otherCompanyId = (await seedCompany(t.db, { name: "Globex" })).id;
      offering = (await seedReferralOffering(t.db, { userId: referrer.id, companyId })).id;
      seekerB = await seedUser(t.db, { fullName: "Bea Seeker" });
      cookieB = await sessionCookie(t.app, t.db, seekerB.id);
    });

    const as = (cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { cookie },
        // An address of its own: the requests above have used this minute's allowance of the default one.
        remoteAddress: "192.0.2.41",
        ...(payload ? { payload } : {}),
      });

    it("offers the seeker's own saved and tracked jobs at the referrer's company, and no one else's", async () => {
      const saved = await seedJob(t.db, {
        companyId,
        companyName: "Vandelay Industries",
        title: "Latex Buyer",
      });
      const tracked = await seedJob(t.db, {
        companyId,
        companyName: "Vandelay Industries",
        title: "Importer",
      });
      const elsewhere = await seedJob(t.db, {
        companyId: otherCompanyId,
        companyName: "Globex",
        title: "Engineer",
      });
      const notMine = await seedJob(t.db, {
        companyId,
        companyName: "Vandelay Industries",
        title: "Architect",
      });
      expect((await as(cookieB, "PUT", `/api/jobs/${saved.id}/save`)).statusCode).toBeLessThan(300);
      expect((await as(cookieB, "POST", `/api/jobs/${tracked.id}/apply`)).statusCode).toBeLessThan(300);
      expect((await as(cookieB, "PUT", `/api/jobs/${elsewhere.id}/save`)).statusCode).toBeLessThan(300);
      expect((await as(cookies.stranger, "PUT", `/api/jobs/${notMine.id}/save`)).statusCode).toBeLessThan(
        300,
      );

      const res = await as(cookieB, "GET", `/api/referrers/${offering}/my-jobs`);
      expect(res.statusCode).toBe(200);
      expect(res.json().jobs).toEqual([
        {
          id: tracked.id,
          title: "Importer",
          location: "Testville, Testland",
          saved: false,
          applicationStatus: "Applied",
        },
        {
          id: saved.id,
          title: "Latex Buyer",
          location: "Testville, Testland",
          saved: true,
          applicationStatus: null,
        },
      ]);
      expect(
        (await t.app.inject({ method: "GET", url: `/api/referrers/${offering}/my-jobs` })).statusCode,
      ).toBe(401);
      expect((await as(cookieB, "GET", "/api/referrers/999999/my-jobs")).statusCode).toBe(404);
    });

    it("shows the named job to the referrer in the request, and refuses a job of another company", async () => {
      const job = await seedJob(t.db, { companyId, companyName: "Vandelay Industries", title: "Sales Lead" });
      const wrong = await seedJob(t.db, {
        companyId: otherCompanyId,
        companyName: "Globex",
        title: "Analyst",
      });
      const refused = await as(cookieB, "POST", "/api/referral-requests", {
        offeringId: offering,
        message: "Hi, about the analyst role",
        jobId: wrong.id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.jobId).toEqual([
        "That job is not at Vandelay Industries; choose one of its jobs or none.",
      ]);
      const gone = await as(cookieB, "POST", "/api/referral-requests", {
        offeringId: offering,
        message: "Hi",
        jobId: 2_000_000_000,
      });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().message).toBe("That job no longer exists.");

      const sent = await as(cookieB, "POST", "/api/referral-requests", {
        offeringId: offering,
        message: "Hi Rita, I'd love a referral for the sales lead role.",
        jobId: job.id,
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().request.job).toEqual({ id: job.id, title: "Sales Lead" });
      const seen = await as(cookies.referrer, "GET", `/api/referral-requests?withUserId=${seekerB.id}`);
      expect(seen.json()).toEqual([
        expect.objectContaining({
          companyName: "Vandelay Industries",
          job: { id: job.id, title: "Sales Lead" },
        }),
      ]);

      // Asking again, about another of the company's jobs, names that one on the open request.
      const other = await seedJob(t.db, { companyId, companyName: "Vandelay Industries", title: "Buyer" });
      const again = await as(cookieB, "POST", "/api/referral-requests", {
        offeringId: offering,
        message: "Or the buyer role?",
        jobId: other.id,
      });
      expect(again.json()).toMatchObject({
        created: false,
        request: { job: { id: other.id, title: "Buyer" } },
      });
    });

    it("neither offers nor accepts a job someone added for themselves from a link", async () => {
      const own = await seedJob(t.db, {
        companyId,
        companyName: "Vandelay Industries",
        title: "My pasted job",
      });
      await t.db.update(jobs).set({ ownerId: seekerB.id }).where(eq(jobs.id, own.id));
      await t.db.insert(applications).values({ userId: seekerB.id, jobId: own.id });
      const options = await as(cookieB, "GET", `/api/referrers/${offering}/my-jobs`);
      expect(options.json().jobs.map((j: { title: string }) => j.title)).not.toContain("My pasted job");
      const named = await as(cookieB, "POST", "/api/referral-requests", {
        offeringId: offering,
        message: "About my pasted job",
        jobId: own.id,
      });
      expect(named.statusCode).toBe(400);
      expect(named.json().message).toBe("That job no longer exists.");
    });
  });
});
