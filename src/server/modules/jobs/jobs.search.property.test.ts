import { buildJobSearchText } from "@shared/domain/job-search-text";
import { EMPLOYMENT_TYPES, type JobPage, WORK_TYPES } from "@shared/schemas/jobs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, jobs } from "../../db/schema/jobs";
import { countries } from "../../db/schema/places";
import { createTestApp, type TestApp } from "../../test/app";

/**
 * The server's search against a reference written from the specification's section 5:
 * text in the title, the company name or any skill (case-insensitive contains); country id equal;
 * employment and work type exact; visa-only requires true; 'all' or empty means no filter;
 * newest first, ties by id (newest id first). Every page is fetched and the pages joined.
 *
 * How the reference reads the typed text: a person's text is compared as they meant it, so
 * surrounding spaces are not part of it (trimmed), a run of spaces counts as one, invisible control
 * characters are ignored, and an empty result means no text filter; "case-insensitive" is
 * JavaScript's toLowerCase on both sides, as the specification's own client compares. Stored text
 * is compared as stored (lowercased only).
 */

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 0, 15, 12);
const MISSING_COUNTRY_ID = 999_999;
/** The product reads at most this many characters of a search (MAX_SEARCH_QUERY_LENGTH). */
const QUERY_CHARACTERS = 100;

interface GenJob {
  title: string;
  companyIndex: number;
  countryIndex: number | null;
  employmentType: string;
  workType: string;
  visa: boolean;
  skills: string[];
  daysAgo: number;
}
interface GenData {
  countryCount: number;
  companyNames: string[];
  jobs: GenJob[];
}
type CountryChoice = { kind: "param"; value: string | undefined } | { kind: "index"; index: number };
interface GenQuery {
  q: string | undefined;
  country: CountryChoice;
  employmentType: string | undefined;
  workType: string | undefined;
  visa: string | undefined;
  pageSize: number;
}
interface StoredJob {
  id: number;
  title: string;
  companyName: string;
  countryId: number | null;
  employmentType: string;
  workType: string;
  visaSponsorship: boolean;
  skills: string[];
  postedAt: number;
}

/** Pieces that trip up text search: case pairs, LIKE wildcards, quotes, whitespace, unicode. */
const PIECES = [
  "a",
  "A",
  "b",
  "B",
  "é",
  "É",
  "ß",
  "İ",
  "ı",
  "Σ",
  "σ",
  "日本",
  "😀",
  "%",
  "_",
  "\\",
  "'",
  '"',
  "-",
  " ",
  "  ",
  "\t",
  "0",
];
const text = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }) },
    ),
    { minLength: 1, maxLength: 6 },
  )
  // PostgreSQL text cannot hold NUL.
  .map((pieces) => pieces.join("").replaceAll("\u0000", ""));

const dataArbitrary: fc.Arbitrary<GenData> = fc
  .record({
    countryCount: fc.integer({ min: 1, max: 3 }),
    companyNames: fc.array(text, { minLength: 1, maxLength: 4 }),
  })
  .chain(({ countryCount, companyNames }) =>
    fc.record({
      countryCount: fc.constant(countryCount),
      companyNames: fc.constant(companyNames),
      jobs: fc.array(
        fc.record({
          title: text,
          companyIndex: fc.nat(companyNames.length - 1),
          countryIndex: fc.option(fc.nat(countryCount - 1), { nil: null }),
          employmentType: fc.constantFrom(...EMPLOYMENT_TYPES),
          workType: fc.constantFrom(...WORK_TYPES),
          visa: fc.boolean(),
          skills: fc.array(text, { maxLength: 3 }),
          // Few distinct days, so many jobs share a posting time and the id decides their order.
          daysAgo: fc.nat(4),
        }),
        { maxLength: 30 },
      ),
    }),
  );

/** Search text either cut from the data (so it matches something) or made up. */
function queryTextArbitrary(data: GenData): fc.Arbitrary<string | undefined> {
  const fields = data.jobs.flatMap((j) => [j.title, data.companyNames[j.companyIndex] ?? "", ...j.skills]);
  const fromData = fc
    .record({
      field: fc.constantFrom(...fields, "x"),
      start: fc.nat(20),
      length: fc.integer({ min: 1, max: 8 }),
      shout: fc.boolean(),
      pad: fc.constantFrom("", " ", "  ", "\t"),
    })
    .map(({ field, start, length, shout, pad }) => {
      const chars = Array.from(field);
      const from = start % Math.max(chars.length, 1);
      const fragment = chars.slice(from, from + length).join("");
      return `${pad}${shout ? fragment.toUpperCase() : fragment}${pad}`;
    });
  return fc.oneof(
    { weight: 6, arbitrary: fromData },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom(undefined, "", "   ") },
    { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 8 }) },
  );
}

function queryArbitrary(data: GenData): fc.Arbitrary<GenQuery> {
  const noFilter = [undefined, "", "all"];
  return fc.record({
    q: queryTextArbitrary(data),
    country: fc.oneof(
      fc
        .constantFrom(...noFilter, String(MISSING_COUNTRY_ID))
        .map((value): CountryChoice => ({ kind: "param", value })),
      fc.nat(data.countryCount - 1).map((index): CountryChoice => ({ kind: "index", index })),
    ),
    employmentType: fc.constantFrom(...noFilter, ...EMPLOYMENT_TYPES),
    workType: fc.constantFrom(...noFilter, ...WORK_TYPES),
    visa: fc.constantFrom(undefined, "", "0", "1", "true", "false"),
    pageSize: fc.integer({ min: 1, max: 7 }),
  });
}

// ---- the reference: the specification's rules, written without the product's code ----

// C0 controls and DEL: what a keyboard cannot type (tab and newline are whitespace, read as spaces).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function readSearchText(q: string | undefined): string {
  const cleaned = Array.from(q ?? "")
    .filter((c) => /\s/.test(c) || !CONTROL.test(c))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return Array.from(cleaned).slice(0, QUERY_CHARACTERS).join("").trim();
}

function isNoFilter(value: string | undefined): boolean {
  return value === undefined || value === "" || value === "all";
}

function expectedJobs(stored: StoredJob[], query: GenQuery, countryIds: number[]): StoredJob[] {
  const q = readSearchText(query.q);
  const countryParam = countryValue(query.country, countryIds);
  const visaOnly = query.visa === "1" || query.visa === "true";
  return stored
    .filter((job) => {
      const fields = [job.title, job.companyName, ...job.skills];
      if (q !== "" && !fields.some((field) => field.toLowerCase().includes(q))) return false;
      if (!isNoFilter(countryParam) && job.countryId !== Number(countryParam)) return false;
      if (!isNoFilter(query.employmentType) && job.employmentType !== query.employmentType) return false;
      if (!isNoFilter(query.workType) && job.workType !== query.workType) return false;
      if (visaOnly && !job.visaSponsorship) return false;
      return true;
    })
    .sort((a, b) => b.postedAt - a.postedAt || b.id - a.id);
}

function countryValue(choice: CountryChoice, countryIds: number[]): string | undefined {
  return choice.kind === "param" ? choice.value : String(countryIds[choice.index]);
}

// ---- the system under test ----

async function store(t: TestApp, data: GenData): Promise<{ stored: StoredJob[]; countryIds: number[] }> {
  await t.db.delete(jobs);
  await t.db.delete(companies);
  await t.db.delete(countries);
  const countryRows = await t.db
    .insert(countries)
    .values(
      Array.from({ length: data.countryCount }, (_, i) => ({
        name: `Country ${i}`,
        code: `P${i}`,
        tag: "Test",
        colors: ["#112233"],
        employmentOpportunity: 50,
        culturalAcceptance: 50,
        standardOfLiving: 5,
        housingAvailability: 5,
        vegetarianFriendly: 50,
        nonVegPercentage: 50,
        racism: 10,
        culturalVibrancy: 50,
        stapleFood: "Rice",
        currency: "USD",
        sources: {},
      })),
    )
    .returning({ id: countries.id });
  const countryIds = countryRows.map((r) => r.id);
  const companyRows = await t.db
    .insert(companies)
    .values(data.companyNames.map((name) => ({ name, logo: "XX", location: "Somewhere" })))
    .returning({ id: companies.id });
  if (data.jobs.length === 0) return { stored: [], countryIds };
  const values = data.jobs.map((job) => {
    const companyName = data.companyNames[job.companyIndex] ?? "";
    return {
      title: job.title,
      companyId: companyRows[job.companyIndex]?.id ?? 0,
      countryId: job.countryIndex === null ? null : (countryIds[job.countryIndex] ?? null),
      location: "Somewhere",
      employmentType: job.employmentType,
      workType: job.workType,
      visaStatus: job.visa ? ("yes" as const) : ("unknown" as const),
      postedAt: new Date(NOW - job.daysAgo * DAY),
      skills: job.skills,
      description: "Generated for a property test.",
      applyUrl: "https://example.test/apply",
      searchText: buildJobSearchText(job.title, companyName, job.skills),
    };
  });
  const rows = await t.db.insert(jobs).values(values).returning({ id: jobs.id });
  const stored = values.map((v, i) => ({
    id: rows[i]?.id ?? 0,
    title: v.title,
    companyName: data.companyNames[data.jobs[i]?.companyIndex ?? 0] ?? "",
    countryId: v.countryId,
    employmentType: v.employmentType,
    workType: v.workType,
    visaSponsorship: v.visaStatus === "yes",
    skills: v.skills,
    postedAt: v.postedAt.getTime(),
  }));
  return { stored, countryIds };
}

function searchUrl(query: GenQuery, countryIds: number[], page: number): string {
  const params: [string, string | undefined][] = [
    ["q", query.q],
    ["country", countryValue(query.country, countryIds)],
    ["employmentType", query.employmentType],
    ["workType", query.workType],
    ["visa", query.visa],
    ["page", String(page)],
    ["pageSize", String(query.pageSize)],
  ];
  const search = params
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return `/api/jobs?${search}`;
}

/** Every page of the search, one past the last to show it is empty; checks each page's frame. */
async function fetchAllPages(t: TestApp, query: GenQuery, countryIds: number[], expectedTotal: number) {
  const lastPage = Math.max(1, Math.ceil(expectedTotal / query.pageSize));
  const items: JobPage["items"] = [];
  for (let page = 1; page <= lastPage + 1; page++) {
    const url = searchUrl(query, countryIds, page);
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    const body = res.json() as JobPage;
    expect(body.total, url).toBe(expectedTotal);
    expect(body.page).toBe(page);
    expect(body.pageSize).toBe(query.pageSize);
    const remaining = Math.max(0, expectedTotal - (page - 1) * query.pageSize);
    expect(body.items.length, url).toBe(Math.min(query.pageSize, remaining));
    items.push(...body.items);
  }
  return items;
}

describe("job search (property: the specification's rules on generated data)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Hundreds of searches from one address: the search limit is not what is measured here.
    t = await createTestApp({ config: { rateLimitScale: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("returns exactly the matching jobs, newest first, across all pages, without duplicates or gaps", async () => {
    const scenario = dataArbitrary.chain((data) =>
      fc.record({
        data: fc.constant(data),
        queries: fc.array(queryArbitrary(data), { minLength: 1, maxLength: 4 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ data, queries }) => {
        const { stored, countryIds } = await store(t, data);
        for (const query of queries) {
          const expected = expectedJobs(stored, query, countryIds);
          const items = await fetchAllPages(t, query, countryIds, expected.length);
          const ids = items.map((job) => job.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toEqual(expected.map((job) => job.id));
          // The jobs come back as stored: the text survives the round trip unchanged.
          expect(items.map((job) => [job.title, job.company.name, job.skills])).toEqual(
            expected.map((job) => [job.title, job.companyName, job.skills]),
          );
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
