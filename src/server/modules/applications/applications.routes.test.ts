import type { Application, ApplicationList } from "@shared/schemas/applications";
import { eq } from "drizzle-orm";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, jobs } from "../../db/schema/jobs";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedJob } from "../../test/data/jobs";

describe("the applications tracker", () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const jobIds: number[] = [];

  async function call(method: HTTPMethods, url: string, cookie?: string, payload?: object) {
    const res = await t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  }

  const list = async (cookie: string, query = "") =>
    (await call("GET", `/api/applications${query}`, cookie)).body as ApplicationList;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await seedCompany(t.db, { name: "Initech" });
    for (const title of ["Backend Engineer", "Data Engineer", "Designer"]) {
      jobIds.push((await seedJob(t.db, { title, companyId: company.id, companyName: company.name })).id);
    }
    alice = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
    bob = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
    for (const [index, id] of jobIds.entries()) {
      expect((await call("POST", `/api/jobs/${id}/apply`, alice)).status).toBe(200);
      // A minute apart, oldest first, as if made one after another.
      const at = new Date(Date.now() - (jobIds.length - index) * 60_000);
      await t.db
        .update(applications)
        .set({ createdAt: at, statusChangedAt: at })
        .where(eq(applications.jobId, id));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("asks a visitor to sign in", async () => {
    for (const [method, url] of [
      ["GET", "/api/applications"],
      ["PATCH", `/api/applications/${jobIds[0]}`],
      ["DELETE", `/api/applications/${jobIds[0]}`],
    ] as const) {
      expect((await call(method, url, undefined, { status: "Offer" })).status).toBe(401);
    }
  });

  it("lists the jobs applied to, newest applied first, each starting as Applied, with counts", async () => {
    const res = await list(alice);
    expect(res.items.map((item) => item.job.title)).toEqual([
      "Designer",
      "Data Engineer",
      "Backend Engineer",
    ]);
    expect(res.items[0]).toMatchObject({
      job: { company: { name: "Initech" }, applied: true, closedAt: null },
      status: "Applied",
      note: "",
      appliedAt: expect.any(String),
      statusChangedAt: expect.any(String),
    });
    expect(res.counts).toEqual({
      total: 3,
      Applied: 3,
      Interviewing: 0,
      Offer: 0,
      Rejected: 0,
      Withdrawn: 0,
    });
    const window = await list(alice, "?limit=1&offset=1");
    expect(window.items.map((item) => item.job.title)).toEqual(["Data Engineer"]);
    expect(window.counts.total).toBe(3);
  });

  it("changes status and note; the status date moves only when the status does", async () => {
    const id = jobIds[0];
    if (id === undefined) throw new Error("jobs were seeded");
    // Its status an hour old, so a change of status now is plainly later.
    await t.db
      .update(applications)
      .set({ statusChangedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(applications.jobId, id));
    const [before] = (await list(alice)).items.filter((item) => item.job.id === id);

    const noted = await call("PATCH", `/api/applications/${id}`, alice, {
      note: "  Call recruiter on Monday ",
    });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({ note: "Call recruiter on Monday", status: "Applied" });
    expect(noted.body.statusChangedAt).toBe(before?.statusChangedAt);

    const moved = (await call("PATCH", `/api/applications/${id}`, alice, { status: "Interviewing" }))
      .body as Application;
    expect(moved).toMatchObject({ status: "Interviewing", note: "Call recruiter on Monday" });
    expect(Date.parse(moved.statusChangedAt)).toBeGreaterThan(Date.parse(before?.statusChangedAt ?? ""));
    expect(moved.appliedAt).toBe(before?.appliedAt);

    const again = (await call("PATCH", `/api/applications/${id}`, alice, { status: "Interviewing" }))
      .body as Application;
    expect(again.statusChangedAt).toBe(moved.statusChangedAt);

    expect((await list(alice)).counts).toMatchObject({ total: 3, Applied: 2, Interviewing: 1 });
  });

  it("refuses an unknown status, a note over 2,000 characters and an empty change", async () => {
    const id = jobIds[1];
    const cases: [object, string][] = [
      [{ status: "Hired" }, "Status must be one of: Applied, Interviewing, Offer, Rejected, Withdrawn"],
      [{ note: "x".repeat(2001) }, "Note must be at most 2,000 characters"],
      [{}, "Send a status or a note to change"],
    ];
    for (const [payload, message] of cases) {
      const res = await call("PATCH", `/api/applications/${id}`, alice, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it("answers another person's application, and a job never applied to, as missing", async () => {
    const id = jobIds[1];
    expect(await call("PATCH", `/api/applications/${id}`, bob, { status: "Offer" })).toMatchObject({
      status: 404,
      body: { message: "This job is not in your applications" },
    });
    expect((await call("DELETE", `/api/applications/${id}`, bob)).status).toBe(404);
    expect((await list(bob)).items).toEqual([]);
    expect((await list(bob)).counts.total).toBe(0);
    expect((await call("PATCH", "/api/applications/999999", alice, { status: "Offer" })).status).toBe(404);
    const [mine] = (await list(alice)).items.filter((item) => item.job.id === id);
    expect(mine?.status).toBe("Applied");
  });

  it("keeps a closed job in the list, shown closed", async () => {
    const id = jobIds[2] as number;
    await t.db.update(jobs).set({ closedAt: new Date(), closedReason: "employer" }).where(eq(jobs.id, id));
    const [closed] = (await list(alice)).items.filter((item) => item.job.id === id);
    expect(closed?.job).toMatchObject({ id, closedReason: "employer", closedAt: expect.any(String) });
    const updated = await call("PATCH", `/api/applications/${id}`, alice, { status: "Rejected" });
    expect(updated.body).toMatchObject({ status: "Rejected", job: { closedReason: "employer" } });
  });

  it("removes a job from the tracker", async () => {
    const id = jobIds[1];
    expect((await call("DELETE", `/api/applications/${id}`, alice)).status).toBe(204);
    expect((await call("DELETE", `/api/applications/${id}`, alice)).status).toBe(404);
    const left = await list(alice);
    expect(left.items.map((item) => item.job.id)).not.toContain(id);
    expect(left.counts.total).toBe(2);
    expect(((await call("GET", `/api/jobs/${id}`, alice)).body as { applied: boolean }).applied).toBe(false);
  });
});
