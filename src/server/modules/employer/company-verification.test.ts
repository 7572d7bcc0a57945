import type { CompanyDetail } from "@shared/schemas/companies";
import type { ManagedCompany } from "@shared/schemas/employer";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/people";
import { importDocument } from "../../import/import-document";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { linkTokenIn } from "../../test/mailed-link";
import { provesDomain } from "./company-verification";

/** A Greenhouse board of the company's own careers site, as its feed or `npm run import` reads it. */
function board(prefix: string): string {
  return JSON.stringify({
    jobs: ["Robot Wrangler", "Gear Polisher"].map((title, i) => ({
      id: 7000 + i,
      title: `${prefix} ${title}`,
      updated_at: "2026-11-20T10:00:00Z",
      location: { name: "Berlin, Germany" },
      absolute_url: `https://boards.greenhouse.example/${prefix.toLowerCase()}/jobs/${7000 + i}`,
      content: "&lt;p&gt;Build robots.&lt;/p&gt;",
    })),
  });
}

describe("which company pages receive imported jobs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 10 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (cookie: string) => ({
    get: (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) }),
  });
  const imported = async (q: string): Promise<Job[]> =>
    ((await t.app.inject({ url: `/api/jobs?q=${encodeURIComponent(q)}` })).json() as JobPage).items;

  it("a page named after a company before its feed is imported gets none of its jobs, and cannot close them", async () => {
    const mallory = await seedUser(t.db, { email: "mallory@elsewhere.example" });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, mallory.id));
    const cookie = await sessionCookie(t.app, t.db, mallory.id);
    const created = await as(cookie).post("/api/companies", {
      name: "Quantum Widgets",
      location: "Berlin, Germany",
      website: "https://quantumwidgets.example",
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json() as ManagedCompany;
    expect(page.verified).toBe(false);

    const summary = await importDocument(t.db, board("Widgets"), {
      origin: "qw.json",
      company: "Quantum Widgets",
    });
    expect(summary).toMatchObject({ imported: 2, skips: [] });
    const jobs = await imported("Widgets");
    expect(jobs).toHaveLength(2);
    for (const job of jobs) {
      expect(job.company.id).not.toBe(page.id);
      expect(job.company).toMatchObject({ name: "Quantum Widgets", verified: null });
    }
    expect((await as(cookie).get(`/api/employer/companies/${page.id}/jobs`)).json()).toEqual([]);
    const detail = (await t.app.inject({ url: `/api/companies/${page.id}` })).json() as CompanyDetail;
    expect(detail).toMatchObject({ openJobs: 0, jobs: [], verified: false });

    const close = await as(cookie).post(`/api/jobs/${jobs[0]?.id}/close`);
    expect(close.statusCode).toBe(403);
    expect((await imported("Widgets")).map((j) => j.closedAt)).toEqual([null, null]);
  });

  it("a page whose manager confirms an address at its domain receives them; only the import closes or reopens them", async () => {
    const ada = await seedUser(t.db, { email: "ada@quantumsprockets.example" });
    const cookie = await sessionCookie(t.app, t.db, ada.id);
    const created = await as(cookie).post("/api/companies", {
      name: "Quantum Sprockets",
      location: "Berlin, Germany",
      website: "https://careers.quantumsprockets.example/jobs",
    });
    const page = created.json() as ManagedCompany;
    expect(page.verified).toBe(false);

    // Ada confirms her address with the mailed link: the page is verified.
    await as(cookie).post("/api/auth/verify-email/resend");
    await t.runTasks();
    const token = linkTokenIn(t.mails.filter((m) => m.to === ada.email).at(-1)?.text ?? "", "/verify-email");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } })).statusCode,
    ).toBe(200);
    expect(((await as(cookie).get("/api/employer/companies")).json() as ManagedCompany[])[0]?.verified).toBe(
      true,
    );

    await importDocument(t.db, board("Sprockets"), { origin: "qs.json", company: "Quantum Sprockets" });
    const jobs = await imported("Sprockets");
    expect(jobs.map((j) => j.company)).toEqual([
      expect.objectContaining({ id: page.id, verified: true }),
      expect.objectContaining({ id: page.id, verified: true }),
    ]);
    const id = jobs[0]?.id;
    for (const action of ["close", "reopen"]) {
      const res = await as(cookie).post(`/api/jobs/${id}/${action}`);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toMatch(/updated by its import/);
    }
    expect((await imported("Sprockets")).every((j) => j.closedAt === null)).toBe(true);

    // A website elsewhere unverifies the page.
    await t.app.inject({
      method: "PATCH",
      url: `/api/companies/${page.id}`,
      headers: { cookie },
      payload: { website: "https://another.example" },
    });
    expect(((await as(cookie).get("/api/employer/companies")).json() as ManagedCompany[])[0]?.verified).toBe(
      false,
    );
  });

  it("proves a domain only with an address at it or above it, never at a free mail provider", () => {
    expect(provesDomain("ada@acme.example", "https://acme.example")).toBe(true);
    expect(provesDomain("ada@acme.example", "https://www.acme.example/about")).toBe(true);
    expect(provesDomain("ada@ACME.example", "https://careers.acme.example")).toBe(true);
    expect(provesDomain("ada@careers.acme.example", "https://acme.example")).toBe(false);
    expect(provesDomain("ada@notacme.example", "https://acme.example")).toBe(false);
    expect(provesDomain("ada@evilacme.example", "https://acme.example")).toBe(false);
    expect(provesDomain("ada@gmail.com", "https://gmail.com")).toBe(false);
    expect(provesDomain("ada@acme.example", null)).toBe(false);
    expect(provesDomain("ada@acme.example", "javascript:alert(1)")).toBe(false);
  });
});
