import { companyNameKey } from "@shared/domain/company-name";
import { initials } from "@shared/domain/initials";
import { buildJobSearchText } from "@shared/domain/job-search-text";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type JobColumn, type JobInsert, jobColumnArrays, unnestJobInsert } from "../db/job-columns";
import { companies, jobs } from "../db/schema/jobs";
import type { Db } from "../db/types";
import { matchNewCompanies } from "../registers/match-companies";
import { dedupeKey } from "./normalize";
import type { NormalizedPosting } from "./normalize-posting";
import type { ImportSkip } from "./types";

/** Rows per statement: large enough to amortise each round trip, small enough for one parameter list. */
const BATCH = 2000;
/** Closed for these reasons, a job listed again opens again. An employer's own closing stands. */
const REOPENABLE = sql`('removed', 'stale', 'expired')`;

const DATA_COLUMNS = [
  "title",
  "companyId",
  "countryId",
  "cityId",
  "location",
  "employmentType",
  "workType",
  "visaStatus",
  "visaEvidence",
  "salaryText",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "payMin",
  "payMax",
  "postedAt",
  "skills",
  "description",
  "applyUrl",
  "searchText",
  "dedupeKey",
  "validThrough",
] as const satisfies readonly JobColumn[];
const INSERT_COLUMNS = [
  ...DATA_COLUMNS,
  "source",
  "externalId",
  "refreshedAt",
  "closedAt",
  "closedReason",
  "ownerId",
] as const satisfies readonly JobColumn[];

export interface StoreResult {
  imported: number;
  updated: number;
  closed: number;
  skips: ImportSkip[];
}

interface Prepared {
  posting: NormalizedPosting;
  row: JobInsert;
  expired: boolean;
}

/**
 * Writes a document's postings: companies found by name key or created, jobs updated when their
 * (source, external id) or, among open jobs, their dedupe key is known, inserted otherwise; with
 * `listed`, every open job of those sources whose external id is not listed is closed ('removed').
 * Set-based: a handful of statements per 2,000 postings. Run it inside the document's transaction.
 */
export async function storePostings(
  db: Db,
  postings: readonly NormalizedPosting[],
  options: {
    now: Date;
    listed?: { sources: string[]; externalIds: string[] };
    /**
     * The person the postings are private to (a pasted link or text): stored closed, reason
     * 'private', so nothing that lists open jobs shows them, and never merged with another job.
     */
    ownerId?: number;
  },
): Promise<StoreResult> {
  const { now } = options;
  const ownerId = options.ownerId ?? null;
  const skips: ImportSkip[] = [];
  const companyIds = await companyIdsFor(db, postings, ownerId === null);
  const prepared: Prepared[] = postings.map((posting) => {
    const companyId = companyIds.get(companyNameKey(posting.company.name)) as number;
    const expired = posting.validThrough !== null && posting.validThrough < now;
    const { input } = posting;
    return {
      posting,
      expired,
      row: {
        title: input.title,
        companyId,
        countryId: posting.countryId,
        cityId: posting.cityId,
        location: posting.location,
        employmentType: input.employmentType,
        workType: input.workType,
        visaStatus: input.visa.status,
        visaEvidence: input.visa.evidence,
        salaryText: posting.salaryText,
        salaryMin: input.salaryMin,
        salaryMax: input.salaryMax,
        salaryCurrency: input.salaryCurrency,
        salaryPeriod: input.salaryPeriod,
        payMin: posting.payMin,
        payMax: posting.payMax,
        postedAt: posting.postedAt,
        skills: input.skills,
        description: input.description,
        applyUrl: input.applyUrl,
        searchText: buildJobSearchText(input.title, posting.company.name, input.skills),
        dedupeKey: dedupeKey(companyId, input.title, { cityId: posting.cityId, city: input.city }),
        validThrough: posting.validThrough,
        source: posting.source,
        externalId: posting.externalId,
        refreshedAt: now,
        closedAt: ownerId !== null || expired ? now : null,
        closedReason: ownerId !== null ? "private" : expired ? "expired" : null,
        ownerId,
      },
    };
  });

  const bySourceId = await existingBySourceId(db, prepared);
  // A private job is one person's copy: it never takes the place of a listed job, nor the reverse.
  const byDedupe = ownerId === null ? await openByDedupeKey(db, prepared) : new Map<string, number>();
  const updates: (Prepared & { id: number })[] = [];
  const inserts: Prepared[] = [];
  const taken = new Set<number>();
  const newKeys = new Set<string>();
  for (const item of prepared) {
    const { row } = item;
    const id = bySourceId.get(`${row.source}\n${row.externalId}`) ?? byDedupe.get(row.dedupeKey as string);
    if (id !== undefined) {
      if (taken.has(id)) {
        skips.push({ posting: item.posting.label, reason: "listed twice in this document" });
        continue;
      }
      taken.add(id);
      updates.push({ ...item, id });
    } else {
      const key = row.externalId ? `id\n${row.source}\n${row.externalId}` : `key\n${row.dedupeKey}`;
      if (newKeys.has(key) || newKeys.has(`key\n${row.dedupeKey}`)) {
        skips.push({ posting: item.posting.label, reason: "listed twice in this document" });
        continue;
      }
      newKeys.add(key);
      newKeys.add(`key\n${row.dedupeKey}`);
      inserts.push(item);
    }
  }

  for (let i = 0; i < inserts.length; i += BATCH) {
    await db.execute(
      unnestJobInsert(
        inserts.slice(i, i + BATCH).map((p) => p.row),
        INSERT_COLUMNS,
      ),
    );
  }
  for (let i = 0; i < updates.length; i += BATCH) {
    await db.execute(updateStatement(updates.slice(i, i + BATCH), now));
  }
  let closed = 0;
  if (options.listed && options.listed.sources.length > 0) {
    const result = (await db.execute(sql`update ${jobs}
      set closed_at = ${now.toISOString()}::timestamptz, closed_reason = 'removed'
      where source = any(${sql.param(options.listed.sources)}::text[])
        and closed_at is null
        and (external_id is null or not (external_id = any(${sql.param(options.listed.externalIds)}::text[])))
      returning id`)) as unknown as { rows: unknown[] };
    closed = result.rows.length;
  }
  // The document's companies against the sponsor registers of the countries their jobs are in.
  await matchNewCompanies(db, [...new Set(companyIds.values())]);
  return { imported: inserts.length, updated: updates.length, closed, skips };
}

/**
 * The id of each posting's company by name key: an existing company, or one created now. A page a
 * person created receives imported jobs only when it is verified (a manager's verified address at
 * its website's domain): otherwise anyone could claim a company's jobs by naming a page after it
 * before its feed is imported. Such an unverified namesake is passed over, and the import keeps (or
 * makes) a company of its own. A company made for one person's pasted job is unlisted (`listed`);
 * a public import lists the companies it writes to.
 */
async function companyIdsFor(
  db: Db,
  postings: readonly NormalizedPosting[],
  listed: boolean,
): Promise<Map<string, number>> {
  const wanted = new Map<string, NormalizedPosting>();
  for (const p of postings) {
    const key = companyNameKey(p.company.name);
    if (!wanted.has(key)) wanted.set(key, p);
  }
  const ids = new Map<string, number>();
  if (wanted.size === 0) return ids;
  // Companies stored without a name key (before keys existed) are compared by their name's key.
  const found = (await db.execute(sql`select id, name, name_key, verified from ${companies}
    where name_key = any(${sql.param([...wanted.keys()])}::text[]) or name_key = ''
    order by verified desc nulls last, id`)) as unknown as {
    rows: { id: number; name: string; name_key: string; verified: boolean | null }[];
  };
  for (const row of found.rows) {
    const key = row.name_key || companyNameKey(row.name);
    if (row.verified !== false && wanted.has(key) && !ids.has(key)) ids.set(key, Number(row.id));
  }
  const missing = [...wanted].filter(([key]) => !ids.has(key));
  if (missing.length > 0) {
    const created = await db
      .insert(companies)
      .values(
        missing.map(([key, p]) => ({
          name: p.company.name,
          nameKey: key,
          logo: initials(p.company.name, 2) || "?",
          website: p.company.website,
          logoUrl: p.company.logoUrl,
          location: p.location,
          countryId: p.countryId,
          isDemo: false,
          listed,
        })),
      )
      .returning({ id: companies.id, nameKey: companies.nameKey });
    for (const row of created) ids.set(row.nameKey, row.id);
  }
  if (listed) {
    await db
      .update(companies)
      .set({ listed: true })
      .where(and(inArray(companies.id, [...ids.values()]), eq(companies.listed, false)));
  }
  return ids;
}

async function existingBySourceId(db: Db, prepared: readonly Prepared[]): Promise<Map<string, number>> {
  const keyed = prepared.filter((p) => p.row.externalId);
  const map = new Map<string, number>();
  for (let i = 0; i < keyed.length; i += BATCH) {
    const batch = keyed.slice(i, i + BATCH);
    const result = (await db.execute(sql`select j.id, j.source, j.external_id from ${jobs} j
      join unnest(${sql.param(batch.map((p) => p.row.source))}::text[], ${sql.param(batch.map((p) => p.row.externalId))}::text[])
        as t(source, external_id)
        on j.source = t.source and j.external_id = t.external_id`)) as unknown as {
      rows: { id: number; source: string; external_id: string }[];
    };
    for (const row of result.rows) map.set(`${row.source}\n${row.external_id}`, Number(row.id));
  }
  return map;
}

async function openByDedupeKey(db: Db, prepared: readonly Prepared[]): Promise<Map<string, number>> {
  const keys = [...new Set(prepared.map((p) => p.row.dedupeKey as string))];
  const map = new Map<string, number>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const result = (await db.execute(sql`select min(id) as id, dedupe_key from ${jobs}
      where closed_at is null and dedupe_key = any(${sql.param(keys.slice(i, i + BATCH))}::text[])
      group by dedupe_key`)) as unknown as { rows: { id: number; dedupe_key: string }[] };
    for (const row of result.rows) map.set(row.dedupe_key, Number(row.id));
  }
  return map;
}

function updateStatement(items: readonly (Prepared & { id: number })[], now: Date): SQL {
  const columns = jobColumnArrays(
    items.map((item) => item.row),
    DATA_COLUMNS,
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  const sets = columns.map((c) => sql`${c.name} = ${c.value}`);
  return sql`update ${jobs} set ${sql.join(sets, sql`, `)},
      refreshed_at = ${at},
      closed_at = case
        when ${jobs.closedReason} = 'employer' then ${jobs.closedAt}
        when t.expired then coalesce(${jobs.closedAt}, ${at})
        when ${jobs.closedReason} in ${REOPENABLE} then null
        else ${jobs.closedAt} end,
      closed_reason = case
        when ${jobs.closedReason} = 'employer' then ${jobs.closedReason}
        when t.expired then 'expired'
        when ${jobs.closedReason} in ${REOPENABLE} then null
        else ${jobs.closedReason} end
    from unnest(${sql.param(items.map((item) => item.id))}::integer[], ${sql.param(items.map((item) => item.expired))}::boolean[], ${sql.join(
      columns.map((c) => c.array),
      sql`, `,
    )}) as t(id, expired, ${sql.join(
      columns.map((c) => c.name),
      sql`, `,
    )})
    where ${jobs.id} = t.id`;
}
