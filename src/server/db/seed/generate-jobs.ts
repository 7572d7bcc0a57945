import { companyNameKey } from "@shared/domain/company-name";
import { buildJobSearchGrams, buildJobSearchText } from "@shared/domain/job-search-text";
import { count, sql } from "drizzle-orm";
import { loadReferenceData } from "../../reference/reference-files";
import { compactJobCounts } from "../job-counts";
import { companies, jobs } from "../schema/jobs";
import { cities, countries } from "../schema/places";
import type { Db } from "../types";
import { type DemoPay, demoPay } from "./demo-pay";
import { type JobDraft, sendJobInsert } from "./job-insert";
import { describeJob, visaSentence } from "./job-text";
import { jobSalary, pickSkills, postedInOrder } from "./jobs";
import { createRandom, type Random } from "./random";
import { ROLES, type RoleSeed } from "./roles";

const BATCH_SIZE = 1000;
/**
 * maintenance_work_mem for rebuilding the indexes on a PostgreSQL server (the embedded database
 * keeps its own: its memory is the process's).
 */
export const SERVER_INDEX_BUILD_MEMORY = "1GB";
/** From this many new rows on, rebuilding the secondary indexes once beats updating them per row. */
const REBUILD_INDEXES_FROM = 20_000;

const NAME_STARTS = [
  "Blue",
  "Silver",
  "Cedar",
  "Granite",
  "Harbor",
  "Lantern",
  "Meadow",
  "Orbit",
  "Pine",
  "Quartz",
  "River",
  "Summit",
  "Tidal",
  "Velvet",
  "Willow",
  "Amber",
];
const NAME_ENDS = ["Labs", "Works", "Systems", "Analytics", "Cloud", "Studio", "Dynamics", "Networks"];
/** Fictional companies the generator adds so a large data set is not dominated by the demo companies. */
const GENERATED_COMPANY_COUNT = 128;

const EMPLOYMENT_WEIGHTS: [string, number][] = [
  ["Full-time", 75],
  ["Contract", 13],
  ["Part-time", 12],
];
const WORK_WEIGHTS: [string, number][] = [
  ["Hybrid", 45],
  ["On-site", 35],
  ["Remote", 20],
];
/** Title prefixes and what each does to the role's pay. */
const SENIORITY: [prefix: string, pay: number][] = [
  ["", 1],
  ["", 1],
  ["", 1],
  ["Senior ", 1.2],
  ["Junior ", 0.7],
  ["Lead ", 1.3],
  ["Staff ", 1.4],
];

interface CompanyRef {
  id: number;
  name: string;
  description: string | null;
  website: string | null;
  countryId: number | null;
  sponsorsVisas: boolean;
}
interface CountryRef {
  id: number;
  name: string;
  pay: DemoPay;
  cities: { id: number; name: string }[];
}

/**
 * Adds generated jobs until the table holds `total` (benchmarks and load tests). Rows are built in
 * memory from the seeded countries, cities and companies and inserted 1,000 per statement, in one
 * transaction. The same starting count and total give the same jobs. Returns how many it added.
 */
export interface GenerateJobsOptions {
  /** Postings are dated within the 60 days before this moment. */
  now?: Date;
  /** Called before the first batch (with 0) and as each batch is written, with the jobs written so far. */
  onProgress?: (added: number, needed: number) => void;
  /** Called as each step after the writing starts ("rebuilding the indexes"), for progress displays. */
  onPhase?: (phase: string) => void;
  /** Rebuild the secondary indexes once instead of per row from this many new jobs on. */
  rebuildIndexesFrom?: number;
  /**
   * maintenance_work_mem while the indexes are rebuilt (e.g. "1GB"): the two GIN indexes build about
   * twice as fast with room to sort their entries in memory. Unset: the database's own setting.
   */
  indexBuildMemory?: string;
}

export async function generateJobs(
  db: Db,
  total: number,
  options: GenerateJobsOptions = {},
): Promise<number> {
  const {
    now = new Date(),
    onProgress,
    onPhase,
    rebuildIndexesFrom = REBUILD_INDEXES_FROM,
    indexBuildMemory,
  } = options;
  const added = await db.transaction(async (tx) => {
    const [current] = await tx.select({ n: count() }).from(jobs);
    const start = current?.n ?? 0;
    const needed = total - start;
    if (needed <= 0) return 0;
    const random = createRandom(0x5eed + start);
    const places = await loadCountries(tx);
    if (places.size === 0) throw new Error("Seed the demo data first: generated jobs need countries");
    const companyRefs = await ensureCompanies(tx, places);
    const restoreIndexes = needed >= rebuildIndexesFrom ? await dropSecondaryIndexes(tx) : async () => {};
    const restoreForeignKeys = needed >= rebuildIndexesFrom ? await dropForeignKeys(tx) : async () => {};
    // The next batch is built, spelled and queued while the database writes the one before: on a
    // PostgreSQL server the two run on different cores, and neither waits for the other.
    let writing: Promise<void> = Promise.resolve();
    onProgress?.(0, needed);
    for (let added = 0; added < needed; added += BATCH_SIZE) {
      const size = Math.min(BATCH_SIZE, needed - added);
      const drafts = Array.from({ length: size }, (_, i) =>
        generateJob(random, companyRefs, places, postedInOrder(now, random, added + i, needed)),
      );
      // Built and queued on the connection now, sent the moment the batch before it is written.
      const next = sendJobInsert(tx, drafts);
      // Awaited below; if the batch before it fails first, this one fails with the transaction.
      next.catch(() => {});
      await writing;
      if (added > 0) onProgress?.(added, needed);
      writing = next;
    }
    await writing;
    onProgress?.(needed, needed);
    if (needed >= rebuildIndexesFrom) onPhase?.("rebuilding the indexes and checking the foreign keys");
    if (indexBuildMemory)
      await tx.execute(sql`select set_config('maintenance_work_mem', ${indexBuildMemory}, true)`);
    await restoreIndexes();
    await restoreForeignKeys();
    // A thousand inserts appended a count change each: fold them before anyone reads the counts.
    await compactJobCounts(tx);
    return needed;
  });
  // The planner needs statistics to choose between the jobs indexes, and a search reads the
  // newest-first index alone only where the visibility map marks the table's pages all-visible.
  // A PostgreSQL server's autovacuum does both a while after a bulk load, the embedded database
  // never does. Vacuuming now also sets each new row's hint bits, which the first searches after
  // the load would otherwise write.
  if (added > 0) {
    onPhase?.("vacuuming and analysing the jobs table");
    await db.execute(sql`vacuum (analyze) jobs`);
    await db.execute(sql`analyze companies`);
  }
  return added;
}

/**
 * The standard bulk-load move: drop the jobs table's secondary indexes and build them again from
 * their own definitions (as the database reports them, so the migrations stay the only source).
 * It all happens inside the caller's transaction: a failure restores them, and other sessions
 * wait on the table lock rather than seeing it without indexes.
 */
async function dropSecondaryIndexes(db: Db): Promise<() => Promise<void>> {
  const result = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'jobs'
      and not exists (
        select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = 'jobs'::regclass
      )
    order by i.indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const index of result.rows) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return async () => {
    for (const index of result.rows) await db.execute(sql.raw(index.definition));
  };
}

/**
 * The other standard bulk-load move: drop the jobs table's foreign keys and add them again after
 * the load, each checked by one query over the whole table instead of a lookup per new row (three
 * per job: company, country and city). Copying 200,000 jobs with the indexes dropped took 6.1–6.9 s
 * with the lookups and 3.5–4.4 s without; adding the keys back checks a million jobs in 2.9 s.
 * Inside the caller's transaction, as the indexes: a row that breaks one fails the whole load.
 */
async function dropForeignKeys(db: Db): Promise<() => Promise<void>> {
  const result = (await db.execute(sql`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid = 'jobs'::regclass and contype = 'f'
    order by conname`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const key of result.rows)
    await db.execute(sql`alter table jobs drop constraint ${sql.identifier(key.name)}`);
  return async () => {
    for (const key of result.rows)
      await db.execute(
        sql`alter table jobs add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
      );
  };
}

async function loadCountries(db: Db): Promise<Map<number, CountryRef>> {
  // Generated jobs go to the countries the demo writes about (the reference data's first 17, those
  // with an editorial tag) that have published pay figures: the same set at any size, and amounts
  // that fit the salary columns (a dong or rupiah salary would not).
  const payByCode = new Map(
    loadReferenceData().countries.map((c) => [c.code, c.tag === null ? null : demoPay(c)]),
  );
  const countryRows = await db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries);
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, countryId: cities.countryId })
    .from(cities)
    .orderBy(cities.id);
  const places = new Map<number, CountryRef>();
  for (const c of countryRows.sort((a, b) => a.id - b.id)) {
    const pay = payByCode.get(c.code) ?? (payByCode.has(c.code) ? null : { currency: "USD", perUsd: 1 });
    if (!pay) continue;
    places.set(c.id, {
      id: c.id,
      name: c.name,
      pay,
      cities: cityRows.filter((city) => city.countryId === c.id),
    });
  }
  return places;
}

/** Adds the generated companies that are not there yet (by name) and returns every company. */
async function ensureCompanies(db: Db, places: Map<number, CountryRef>): Promise<CompanyRef[]> {
  const existing = await db.select().from(companies).orderBy(companies.id);
  const names = new Set(existing.map((c) => c.name));
  const countryList = [...places.values()];
  const missing = generatedCompanyNames()
    .map((name, i) => ({ name, country: countryList[i % countryList.length] as CountryRef }))
    .filter(({ name }) => !names.has(name));
  if (missing.length > 0) {
    await db.insert(companies).values(
      missing.map(({ name, country }) => {
        const hq = country.cities[0]?.name;
        return {
          name,
          nameKey: companyNameKey(name),
          logo: name
            .split(" ")
            .map((w) => w[0])
            .join(""),
          description: `${name} is a fictional ${country.name} company created for load testing.`,
          website: `https://${name.toLowerCase().replaceAll(" ", "")}.example`,
          location: hq ? `${hq}, ${country.name}` : country.name,
          countryId: country.id,
          isDemo: true,
        };
      }),
    );
  }
  const all = missing.length > 0 ? await db.select().from(companies).orderBy(companies.id) : existing;
  // A stable, name-derived answer: roughly two companies in three sponsor visas.
  return all.map((c) => ({ ...c, sponsorsVisas: c.name.length % 3 !== 0 }));
}

function generatedCompanyNames(): string[] {
  return NAME_STARTS.flatMap((start) => NAME_ENDS.map((end) => `${start} ${end}`)).slice(
    0,
    GENERATED_COMPANY_COUNT,
  );
}

function generateJob(
  random: Random,
  companyRefs: CompanyRef[],
  places: Map<number, CountryRef>,
  postedAt: Date,
): JobDraft {
  const company = random.pick(companyRefs);
  const role = random.pick(ROLES);
  const country = company.countryId === null ? undefined : places.get(company.countryId);
  const city =
    country && country.cities.length > 0 && random.next() < 0.85 ? random.pick(country.cities) : undefined;
  const employmentType = role.title.endsWith("Intern") ? "Internship" : weighted(random, EMPLOYMENT_WEIGHTS);
  const workType = country ? weighted(random, WORK_WEIGHTS) : "Remote";
  const visaSponsorship = company.sponsorsVisas && random.next() < 0.7;
  const [prefix, payFactor] = seniority(role, random);
  const title = `${prefix}${role.title}`;
  const paid = {
    ...role,
    baseUsd: [role.baseUsd[0] * payFactor, role.baseUsd[1] * payFactor] as [number, number],
  };
  const salary = country && random.next() < 0.9 ? jobSalary(paid, country.pay, employmentType) : undefined;
  const skills = pickSkills(role, random);
  const place = city?.name ?? country?.name ?? "Remote";
  const searchText = buildJobSearchText(title, company.name, skills);
  return {
    title,
    companyId: company.id,
    countryId: country?.id ?? null,
    cityId: city?.id ?? null,
    location: city && country ? `${city.name}, ${country.name}` : place,
    employmentType,
    workType,
    visaStatus: visaSponsorship ? "yes" : "no",
    visaEvidence: visaSentence({ visaSponsorship, countryName: country?.name ?? null }),
    salaryText: salary?.text ?? null,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryPeriod: salary ? "YEAR" : null,
    payMin: salary?.min ?? null,
    payMax: salary?.max ?? null,
    postedAt,
    skills,
    description: describeJob(
      {
        role: { ...role, title },
        companyName: company.name,
        companyDescription: company.description,
        place,
        cityName: city?.name ?? null,
        countryName: country?.name ?? null,
        employmentType,
        workType,
        visaSponsorship,
        skills,
      },
      random,
    ),
    applyUrl: `${company.website ?? "https://careers.example"}/careers/`,
    searchText,
    // Computed here rather than by the database's trigger, which would cost as much as the insert.
    searchGrams: buildJobSearchGrams(searchText),
    isDemo: true,
  };
}

function seniority(role: RoleSeed, random: Random): [prefix: string, pay: number] {
  if (/^(Senior|Lead|Staff)\b|Intern$|Manager$/.test(role.title)) return ["", 1];
  return random.pick(SENIORITY);
}

function weighted(random: Random, options: [string, number][]): string {
  const sum = options.reduce((s, [, w]) => s + w, 0);
  let roll = random.next() * sum;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[0]?.[0] ?? "";
}
