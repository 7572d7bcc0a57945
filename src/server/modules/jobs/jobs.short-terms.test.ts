import { buildJobSearchGrams } from "@shared/domain/job-search-text";
import { JOB_TOTAL_CAP, type JobPage } from "@shared/schemas/jobs";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { generateJobs } from "../../db/seed/generate-jobs";
import { createTestApp, type TestApp } from "../../test/app";
import { seedCompany, seedJob } from "../../test/data/jobs";
import { commonPieces } from "./common-pieces";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

async function sqlGrams(text: string): Promise<string> {
  const result = (await t.db.execute(sql`select job_search_grams(${text}) as grams`)) as unknown as {
    rows: { grams: string }[];
  };
  return result.rows[0]?.grams ?? "";
}

/** The pieces as a set, in a stable order (the two sides list them in different orders). */
const pieces = (grams: string) => (grams === "" ? [] : grams.split(" ").sort());

async function titles(url: string): Promise<string[]> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return (response.json() as JobPage).items.map((job) => job.title).sort();
}

describe("the short-gram pieces of a search text", () => {
  it("are the same whether the app or the database computes them", async () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(" ", "\n", "\t", "#", "+", ".", "é", "ß", "😀", "\u001f", "a", "b", "go"),
        fc.string({ unit: "grapheme", maxLength: 2 }),
      ),
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        expect(pieces(buildJobSearchGrams(value))).toEqual(pieces(await sqlGrams(value)));
      }),
      { numRuns: 200 },
    );
  });

  it("hold every 1 and 2 character term the text contains, and only those", () => {
    const grams = pieces(buildJobSearchGrams("c# dev\nacme 😀"));
    for (const term of ["c", "#", "c#", "de", "v", "ac", "me", "😀"]) expect(grams).toContain(term);
    for (const term of [" ", "# ", "v\n", "\na", "e ", " 😀"]) expect(grams).not.toContain(term);
  });
});

describe("searching for a 1–2 character term", () => {
  let companyId: number;
  beforeAll(async () => {
    const company = await seedCompany(t.db, { name: "Qzx Works" });
    companyId = company.id;
    const at = (title: string, skills: string[]) =>
      seedJob(t.db, { title, companyId, companyName: company.name, skills });
    await at("C# Developer", ["C#", ".NET"]);
    await at("Go Engineer", ["Go"]);
    await at("UX Designer", ["Figma"]);
  });

  it("finds the jobs whose title, company or skill contains it, written by any path", async () => {
    expect(await titles("/api/jobs?q=c%23&pageSize=100")).toEqual(["C# Developer"]);
    expect(await titles("/api/jobs?q=UX&pageSize=100")).toContain("UX Designer");
    // The company name: every job of the company.
    expect(await titles("/api/jobs?q=qz&pageSize=100")).toEqual([
      "C# Developer",
      "Go Engineer",
      "UX Designer",
    ]);
  });

  it("finds jobs the seed generator wrote with pieces it computed itself", async () => {
    await generateJobs(t.db, 300);
    const differing = (await t.db.execute(sql`
      select count(*)::int as n from ${jobs}
      where array(select unnest(string_to_array(${jobs.searchGrams}, ' ')) order by 1)
        <> array(select unnest(string_to_array(job_search_grams(${jobs.searchText}), ' ')) order by 1)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(differing.rows[0]?.n).toBe(0);
    const [generated] = await t.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(sql`${jobs.companyId} <> ${companyId}`)
      .limit(1);
    const term = generated?.title.slice(0, 2).toLowerCase() ?? "";
    const page = (
      await t.app.inject({ url: `/api/jobs?q=${encodeURIComponent(term)}&pageSize=100` })
    ).json() as JobPage;
    expect(page.total).toBeGreaterThan(0);
    for (const job of page.items)
      expect(`${job.title}\n${job.company.name}\n${job.skills.join("\n")}`.toLowerCase()).toContain(term);
  });

  it("follows a title that changes", async () => {
    const [job] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, "Go Engineer"));
    if (!job) throw new Error("no Go job");
    await t.db
      .update(jobs)
      .set({ title: "Rust Engineer", searchText: "rust engineer\nqzx works\nrust" })
      .where(eq(jobs.id, job.id));
    expect(await titles("/api/jobs?q=ru&pageSize=100")).toContain("Rust Engineer");
    expect(await titles("/api/jobs?q=go&pageSize=100")).not.toContain("Rust Engineer");
  });
});

describe("a short term in many jobs", () => {
  it("is known from the database's statistics and found by the same rule as any other", async () => {
    await generateJobs(t.db, 400);
    await t.db.execute(sql`analyze ${jobs}`);
    // Read again, not the list an earlier search kept (it is kept ten minutes).
    const common = await commonPieces(t.db, Date.now() + 3_600_000);
    expect(common.has("e")).toBe(true);
    expect(common.has("qz")).toBe(false);
    expect(common.has("#")).toBe(false);

    const contains = (await t.db.execute(
      sql`select count(*)::int as n from ${jobs} where ${jobs.closedAt} is null and ${jobs.searchText} like '%e%'`,
    )) as unknown as { rows: { n: number }[] };
    const page = (await t.app.inject({ url: "/api/jobs?q=E&pageSize=100" })).json() as JobPage;
    expect(page.total).toBe(Math.min(contains.rows[0]?.n ?? -1, JOB_TOTAL_CAP));
    expect(page.items).toHaveLength(100);
    for (const job of page.items)
      expect(`${job.title}\n${job.company.name}\n${job.skills.join("\n")}`.toLowerCase()).toContain("e");
  });
});
