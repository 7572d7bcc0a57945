import { buildJobSearchText } from "@shared/domain/job-search-text";
import { JOB_TOTAL_CAP, type JobPage } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, type TestApp } from "../../test/app";
import { seedCompany } from "../../test/data/jobs";

describe("search totals on a large table", () => {
  let t: TestApp;
  const JOBS = JOB_TOTAL_CAP + 5;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await seedCompany(t.db, { name: "Massive Co" });
    const now = Date.now();
    const rows = Array.from({ length: JOBS }, (_, i) => ({
      title: `Engineer ${i}`,
      companyId: company.id,
      location: "Anywhere",
      employmentType: "Full-time",
      workType: "Remote",
      visaStatus: i % 2 === 0 ? ("yes" as const) : ("no" as const),
      postedAt: new Date(now - i * 60_000),
      skills: ["Go"],
      description: "d",
      applyUrl: "https://example.test",
      searchText: buildJobSearchText(`Engineer ${i}`, company.name, ["Go"]),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(jobs).values(rows.slice(i, i + 500));
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts up to the cap, then reads as at least that many", async () => {
    const first = (await t.app.inject({ url: "/api/jobs?q=engineer&pageSize=100" })).json() as JobPage;
    expect(first.total).toBe(JOB_TOTAL_CAP);
    expect(first.items[0]?.title).toBe("Engineer 0");
  });

  it("still pages past the cap and reports what the last page shows", async () => {
    const last = (
      await t.app.inject({ url: `/api/jobs?pageSize=100&page=${Math.ceil(JOBS / 100)}` })
    ).json() as JobPage;
    expect(last.items.map((j) => j.title)).toEqual(
      Array.from({ length: JOBS % 100 }, (_, i) => `Engineer ${JOBS - (JOBS % 100) + i}`),
    );
    expect(last.total).toBe(JOBS);
  });

  it("counts a filtered search exactly below the cap", async () => {
    const visa = (await t.app.inject({ url: "/api/jobs?visa=1&q=engineer 1" })).json() as JobPage;
    const expected = Array.from({ length: JOBS }, (_, i) => i).filter(
      (i) => i % 2 === 0 && `engineer ${i}`.includes("engineer 1"),
    ).length;
    expect(visa.total).toBe(expected);
  });
});
