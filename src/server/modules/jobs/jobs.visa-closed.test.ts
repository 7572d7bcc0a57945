import type { Job, JobPage, Stats } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { buildJob, seedCompany, seedCountry } from "../../test/data/jobs";

describe("visa answers and closed jobs in search, counts and applications", () => {
  let t: TestApp;
  let cookie: string;
  const ids = { yes: 0, no: 0, unknown: 0, closedYes: 0 };

  async function call(method: "GET" | "PUT" | "DELETE" | "POST", url: string, withCookie = true) {
    const res = await t.app.inject({ method, url, headers: withCookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const country = await seedCountry(t.db);
    const company = await seedCompany(t.db, { name: "Initech" });
    const insert = async (
      title: string,
      visaStatus: "yes" | "no" | "unknown",
      visaEvidence: string | null,
      closed: boolean,
    ) => {
      const [row] = await t.db
        .insert(jobs)
        .values({
          ...buildJob({ title, companyId: company.id, companyName: company.name, countryId: country.id }),
          visaStatus,
          visaEvidence,
          ...(closed ? { closedAt: new Date(), closedReason: "expired" } : {}),
        })
        .returning();
      if (!row) throw new Error("job not inserted");
      return row.id;
    };
    ids.yes = await insert("Sponsored Engineer", "yes", "We sponsor work visas.", false);
    ids.no = await insert("Local Engineer", "no", "You must have the right to work in the UK.", false);
    ids.unknown = await insert("Quiet Engineer", "unknown", null, false);
    ids.closedYes = await insert("Closed Engineer", "yes", "We sponsor work visas.", true);
    const user = await seedUser(t.db);
    cookie = await sessionCookie(t.app, t.db, user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows each job's visa answer with its evidence sentence", async () => {
    const no = (await call("GET", `/api/jobs/${ids.no}`)).body as Job;
    expect(no.visa).toEqual({ status: "no", evidence: "You must have the right to work in the UK." });
    expect(no.visaSponsorship).toBe(false);
    const unknown = (await call("GET", `/api/jobs/${ids.unknown}`)).body as Job;
    expect(unknown.visa).toEqual({ status: "unknown", evidence: null });
    expect(unknown.visaSponsorship).toBe(false);
  });

  it("keeps 'no' and 'unknown' jobs out of the visa-only search, and closed jobs out of every search", async () => {
    const visaOnly = (await call("GET", "/api/jobs?visa=1")).body as JobPage;
    expect(visaOnly.items.map((j) => j.id)).toEqual([ids.yes]);
    expect(visaOnly.total).toBe(1);

    const all = (await call("GET", "/api/jobs?q=engineer")).body as JobPage;
    expect(all.items.map((j) => j.id).sort()).toEqual([ids.yes, ids.no, ids.unknown].sort());
    expect(all.items.some((j) => j.id === ids.closedYes)).toBe(false);
    const bare = (await call("GET", "/api/jobs")).body as Job[];
    expect(bare.some((j) => j.id === ids.closedYes)).toBe(false);
  });

  it("counts only open 'yes' jobs as visa sponsorship jobs, and only open jobs as available", async () => {
    const stats = (await call("GET", "/api/stats", false)).body as Stats;
    expect(stats.availableJobs).toBe(3);
    expect(stats.visaSponsorshipJobs).toBe(1);
  });

  it("still shows a closed job by its page, with when and why it closed", async () => {
    const res = await call("GET", `/api/jobs/${ids.closedYes}`);
    expect(res.status).toBe(200);
    expect(res.body.closedAt).toEqual(expect.any(String));
    expect(res.body.closedReason).toBe("expired");
  });

  it("refuses an application to a closed job with 409, and still lets it be saved and unsaved", async () => {
    const refused = await call("POST", `/api/jobs/${ids.closedYes}/apply`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This job is no longer accepting applications");
    expect((await call("GET", `/api/jobs/${ids.closedYes}`)).body.applied).toBe(false);

    expect(await call("PUT", `/api/jobs/${ids.closedYes}/save`)).toEqual({
      status: 200,
      body: { jobId: ids.closedYes, saved: true },
    });
    const saved = (await call("GET", "/api/saved-jobs")).body as Job[];
    expect(saved.map((j) => [j.id, j.closedReason])).toEqual([[ids.closedYes, "expired"]]);
    expect(await call("DELETE", `/api/jobs/${ids.closedYes}/save`)).toEqual({
      status: 200,
      body: { jobId: ids.closedYes, saved: false },
    });
  });

  it("still records an application to an open job, and answers 404 for no such job", async () => {
    expect(await call("POST", `/api/jobs/${ids.no}/apply`)).toEqual({
      status: 200,
      body: { jobId: ids.no, applied: true },
    });
    const missing = await call("POST", "/api/jobs/999999/apply");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Job not found");
  });
});
