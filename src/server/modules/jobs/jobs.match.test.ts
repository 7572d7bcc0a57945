import type { Job, JobPage, Recommendations } from "@shared/schemas/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, jobs } from "../../db/schema/jobs";
import { userSettings } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { buildJob, seedCompany, seedJob } from "../../test/data/jobs";

const DAY = 86_400_000;
const NOW = Date.now();

describe("match scores, best-match order and recommendations", () => {
  let t: TestApp;
  let companyId: number;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  async function get<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
    const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() as T };
  }
  const titlesOf = (list: Job[]) => list.map((j) => j.title);

  beforeAll(async () => {
    t = await createTestApp();
    const company = await seedCompany(t.db, { name: "Matchmakers" });
    companyId = company.id;
    const job = async (
      name: string,
      daysAgo: number,
      fields: { title: string; skills: string[]; workType?: string; visa: "yes" | "no" | "unknown" },
    ) => {
      const row = await seedJob(t.db, {
        companyId: company.id,
        companyName: company.name,
        title: fields.title,
        skills: fields.skills,
        workType: fields.workType ?? "On-site",
        postedAt: new Date(NOW - daysAgo * DAY),
      });
      await t.db.update(jobs).set({ visaStatus: fields.visa }).where(eq(jobs.id, row.id));
      ids[name] = row.id;
      return row.id;
    };
    const goId = await job("go", 0.5, { title: "Go Developer", skills: ["Go"], visa: "yes" });
    await job("data", 1, { title: "Data Engineer", skills: ["Python", "SQL"], visa: "yes" });
    await job("frontend", 2, {
      title: "Frontend Developer",
      skills: ["React", "TypeScript"],
      workType: "Remote",
      visa: "unknown",
    });
    await job("backendNoVisa", 3, { title: "Backend Engineer", skills: ["Go"], visa: "no" });
    await job("backendVisa", 4, { title: "Backend Engineer", skills: ["Go"], visa: "yes" });
    await job("native", 5, {
      title: "React Native Developer",
      skills: ["React"],
      workType: "Remote",
      visa: "unknown",
    });
    const closedId = await job("closed", 6, { title: "Backend Engineer", skills: ["Go"], visa: "yes" });
    await t.db
      .update(jobs)
      .set({ closedAt: new Date(), closedReason: "employer" })
      .where(eq(jobs.id, closedId));

    const alice = await seedUser(t.db, { skills: ["React", "TypeScript"] });
    await t.db.insert(userSettings).values({
      userId: alice.id,
      preferredJobTitle: "Frontend Developer",
      preferredLocation: "Remote",
      visaSponsorshipRequired: false,
    });
    // Bob never saved settings: the defaults apply (no title or location, needs sponsorship).
    const bob = await seedUser(t.db, { skills: ["Python", "SQL"] });
    const carol = await seedUser(t.db, { skills: [] });
    const dana = await seedUser(t.db, { skills: ["Go"] });
    await t.db.insert(userSettings).values({
      userId: dana.id,
      preferredJobTitle: "Backend Engineer",
      visaSponsorshipRequired: true,
    });
    await t.db.insert(applications).values({ userId: dana.id, jobId: goId });
    for (const [name, user] of Object.entries({ alice, bob, carol, dana })) {
      cookies[name] = await sessionCookie(t.app, t.db, user.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  describe("the match on job answers", () => {
    it("scores every job of the list for a signed-in person, with reasons", async () => {
      const { body } = await get<Job[]>("/api/jobs", cookies.alice);
      const frontend = body.find((j) => j.id === ids.frontend);
      expect(frontend?.match).toEqual({
        score: 100,
        reasons: ["2 of your 2 skills", 'Title matches "Frontend Developer"', "Remote, as you prefer"],
      });
      expect(body.every((j) => j.match !== null && Number.isInteger(j.match.score))).toBe(true);
    });

    it("gives a visitor and a person with nothing to match on no score", async () => {
      for (const cookie of [undefined, cookies.carol]) {
        const list = await get<Job[]>("/api/jobs", cookie);
        expect(list.body.map((j) => j.match)).toEqual(list.body.map(() => null));
        const one = await get<Job>(`/api/jobs/${ids.frontend}`, cookie);
        expect(one.body.match).toBeNull();
      }
    });

    it("shows each person their own score for the same job", async () => {
      const forAlice = await get<Job>(`/api/jobs/${ids.data}`, cookies.alice);
      const forBob = await get<Job>(`/api/jobs/${ids.data}`, cookies.bob);
      expect(forAlice.body.match?.score).toBe(10);
      expect(forBob.body.match).toEqual({
        score: 100,
        reasons: ["2 of your 2 skills", "Sponsors visas — you need sponsorship"],
      });
    });

    it("caps a job that does not sponsor for a person who needs sponsorship, and says why first", async () => {
      const { body } = await get<Job>(`/api/jobs/${ids.backendNoVisa}`, cookies.dana);
      expect(body.match?.score).toBe(30);
      expect(body.match?.reasons[0]).toBe("Does not sponsor visas — you need sponsorship");
    });

    it("scores search pages, saved jobs, a country's jobs and the company page", async () => {
      const page = await get<JobPage>("/api/jobs?q=frontend", cookies.alice);
      expect(page.body.items.map((j) => j.match?.score)).toEqual([100]);

      await t.app.inject({
        method: "PUT",
        url: `/api/jobs/${ids.native}/save`,
        headers: { cookie: cookies.alice },
      });
      const saved = await get<Job[]>("/api/saved-jobs", cookies.alice);
      expect(saved.body.map((j) => [j.title, j.match?.score])).toEqual([["React Native Developer", 88]]);

      const company = await get<{ jobs: Job[] }>(`/api/companies/${companyId}`, cookies.bob);
      expect(company.status).toBe(200);
      expect(company.body.jobs.find((j) => j.id === ids.data)?.match?.score).toBe(100);
      const visitorCompany = await get<{ jobs: Job[] }>(`/api/companies/${companyId}`);
      expect(visitorCompany.body.jobs.every((j) => j.match === null)).toBe(true);
    });
  });

  describe("sort=match", () => {
    it("orders by the person's score, best first, then newest", async () => {
      const { status, body } = await get<JobPage>("/api/jobs?sort=match", cookies.alice);
      expect(status).toBe(200);
      expect(body.items.map((j) => [j.title, j.match?.score])).toEqual([
        ["Frontend Developer", 100],
        ["React Native Developer", 88],
        ["Go Developer", 23],
        ["Data Engineer", 10],
        ["Backend Engineer", 10],
        ["Backend Engineer", 10],
      ]);
      expect(body.items.slice(4).map((j) => j.id)).toEqual([ids.backendNoVisa, ids.backendVisa]);
      expect(body.total).toBe(6);
      expect(body.sort).toBe("match");
    });

    it("orders another person by their own scores", async () => {
      const { body } = await get<JobPage>("/api/jobs?sort=match&pageSize=1", cookies.bob);
      expect(titlesOf(body.items)).toEqual(["Data Engineer"]);
    });

    it("keeps the filters and pages inside the ranking", async () => {
      const newest = await get<JobPage>("/api/jobs?q=developer", cookies.alice);
      expect(titlesOf(newest.body.items)).toEqual([
        "Go Developer",
        "Frontend Developer",
        "React Native Developer",
      ]);
      const best = await get<JobPage>("/api/jobs?q=developer&sort=match", cookies.alice);
      expect(titlesOf(best.body.items)).toEqual([
        "Frontend Developer",
        "React Native Developer",
        "Go Developer",
      ]);
      expect(best.body.total).toBe(3);
      const remote = await get<JobPage>("/api/jobs?workType=Remote&sort=match", cookies.bob);
      expect(titlesOf(remote.body.items).sort()).toEqual(["Frontend Developer", "React Native Developer"]);
      const second = await get<JobPage>("/api/jobs?sort=match&pageSize=2&page=2", cookies.alice);
      expect(second.body).toMatchObject({ total: 6, page: 2, pageSize: 2 });
      expect(titlesOf(second.body.items)).toEqual(["Go Developer", "Data Engineer"]);
      const past = await get<JobPage>("/api/jobs?sort=match&pageSize=2&page=9", cookies.alice);
      expect(past.body).toMatchObject({ total: 6, items: [] });
    });

    it("falls back to newest first for a person with nothing to match on", async () => {
      const best = await get<JobPage>("/api/jobs?sort=match", cookies.carol);
      const newest = await get<JobPage>("/api/jobs?sort=newest", cookies.carol);
      expect(best.status).toBe(200);
      expect(titlesOf(best.body.items)).toEqual(titlesOf(newest.body.items));
      expect(titlesOf(best.body.items)[0]).toBe("Go Developer");
      // The page says what it is: newest first, not a ranking.
      expect(best.body.sort).toBe("newest");
    });

    it("refuses a visitor with a readable 401", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/jobs?sort=match" });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: "unauthorized", message: "Sign in to sort jobs by best match" });
      expect((await get("/api/jobs?sort=newest")).status).toBe(200);
    });

    it.each(["best", "MATCH", "score"])("refuses sort=%s with a readable 400", async (value) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/jobs?sort=${value}`,
        headers: { cookie: cookies.alice },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "validation",
        message: "Sort must be 'newest' or 'match' (best match first, signed in)",
      });
    });
  });

  describe("GET /api/recommendations", () => {
    it("answers the best open matches scoring 50 or more, and nothing missing for a full profile", async () => {
      const { status, body } = await get<Recommendations>("/api/recommendations", cookies.alice);
      expect(status).toBe(200);
      expect(body.missing).toEqual([]);
      expect(body.items.map((j) => [j.title, j.match?.score])).toEqual([
        ["Frontend Developer", 100],
        ["React Native Developer", 88],
      ]);
    });

    it("names the empty profile fields", async () => {
      const bob = await get<Recommendations>("/api/recommendations", cookies.bob);
      expect(bob.body).toMatchObject({ missing: ["preferredJobTitle", "preferredLocation"] });
      expect(titlesOf(bob.body.items)).toEqual(["Data Engineer"]);
      const carol = await get<Recommendations>("/api/recommendations", cookies.carol);
      expect(carol.body).toEqual({
        items: [],
        missing: ["skills", "preferredJobTitle", "preferredLocation"],
      });
    });

    it("never recommends a job that does not sponsor to a person who needs sponsorship, nor closed or applied ones", async () => {
      const { body } = await get<Recommendations>("/api/recommendations", cookies.dana);
      expect(body.items.map((j) => j.id)).toEqual([ids.backendVisa]);
      expect(body.items.every((j) => j.visa.status !== "no" && j.closedAt === null && !j.applied)).toBe(true);
      // The job Dana applied to would score 71, the closed one 100: both left out.
      expect((await get<Job>(`/api/jobs/${ids.go}`, cookies.dana)).body.match?.score).toBe(71);
      expect((await get<Job>(`/api/jobs/${ids.closed}`, cookies.dana)).body.match?.score).toBe(100);
    });

    it("refuses a visitor with 401", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/recommendations" });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "unauthorized" });
    });
  });
});

describe("best-match window", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("ranks only the newest 500 jobs the filters match, and caps the total there", async () => {
    const company = await seedCompany(t.db, { name: "Window Co" });
    const base = { companyId: company.id, companyName: company.name };
    // 500 newer jobs that do not fit, and one older perfect fit just outside the window.
    const filler = Array.from({ length: 500 }, (_, i) =>
      buildJob({ ...base, title: "Accountant", skills: ["Excel"], postedAt: new Date(NOW - i * 60_000) }),
    );
    await t.db.insert(jobs).values(filler);
    const old = await seedJob(t.db, {
      ...base,
      title: "Rust Developer",
      skills: ["Rust"],
      visaSponsorship: true,
      postedAt: new Date(NOW - 30 * DAY),
    });
    const user = await seedUser(t.db, { skills: ["Rust"] });
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const res = await t.app.inject({ method: "GET", url: "/api/jobs?sort=match", headers: { cookie } });
    const page = res.json() as JobPage;
    expect(page.total).toBe(500);
    expect(page.items.map((j) => j.id)).not.toContain(old.id);
    // Narrowing the search brings it into the window.
    const narrowed = await t.app.inject({
      method: "GET",
      url: "/api/jobs?q=rust&sort=match",
      headers: { cookie },
    });
    expect((narrowed.json() as JobPage).items.map((j) => [j.id, j.match?.score])).toEqual([[old.id, 100]]);
  });
});
