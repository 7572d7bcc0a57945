import type { SponsorRecordEntry } from "@shared/schemas/sponsors";
import { eq, sql } from "drizzle-orm";
import { companies, jobs } from "../db/schema/jobs";
import { countries } from "../db/schema/places";
import { registerEmployers, sponsorRegisters } from "../db/schema/registers";
import type { Db } from "../db/types";
import {
  buildEmployerIndex,
  type EmployerIndex,
  type EmployerMatch,
  matchEmployer,
} from "./employer-matching";
import { employerLooseKey, employerNameKey } from "./employer-names";
import { isRegisterId, REGISTERS, type RegisterId } from "./register-catalogue";
import type { RegisterEmployer } from "./register-formats";

/** A register to match companies against: its entries, snapshot date and country. */
export interface RegisterToMatch {
  register: RegisterId;
  asOf: string;
  /** Our id of the register's country; null while the countries table lacks it (nothing matches). */
  countryId: number | null;
  index: EmployerIndex<RegisterEmployer>;
}

/** The register line a match makes. */
export function recordEntry(
  register: RegisterId,
  asOf: string,
  found: EmployerMatch<RegisterEmployer>,
): SponsorRecordEntry {
  const info = REGISTERS[register];
  const e = found.employer;
  return {
    register,
    registerName: info.name,
    country: info.countryCode,
    matchedName: e.name,
    match: found.match,
    route: e.routes.length > 0 ? e.routes.join(", ") : null,
    rating: e.rating,
    town: e.town,
    fiscalYear: e.fiscalYear,
    approvals: e.approvals,
    asOf,
    sourceUrl: info.url,
  };
}

/** The id of the register's country in our countries table; null while that country is not there. */
export async function registerCountryId(db: Db, register: RegisterId): Promise<number | null> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, REGISTERS[register].countryCode))
    .limit(1);
  return row?.id ?? null;
}

interface CompanyToMatch {
  id: number;
  name: string;
  location: string;
  record: SponsorRecordEntry[];
  countryIds: number[];
  /** The countries it is in: its own and its jobs'. */
  presentIn: number[];
}

async function companiesToMatch(db: Db, ids: readonly number[] | null): Promise<CompanyToMatch[]> {
  const only = ids === null ? sql`` : sql`and c.id = any(${sql.param([...ids])}::int[])`;
  const result = (await db.execute(sql`select c.id, c.name, c.location, c.sponsor_record,
      c.sponsor_country_ids,
      array(select distinct j.country_id from ${jobs} j where j.company_id = c.id and j.country_id is not null)
        || case when c.country_id is null then '{}'::int[] else array[c.country_id] end as present_in
    from ${companies} c where not c.is_demo ${only}`)) as unknown as {
    rows: Array<{
      id: number;
      name: string;
      location: string;
      sponsor_record: SponsorRecordEntry[] | string;
      sponsor_country_ids: number[] | string;
      present_in: number[] | string;
    }>;
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    location: r.location,
    record: typeof r.sponsor_record === "string" ? JSON.parse(r.sponsor_record) : r.sponsor_record,
    countryIds: intArray(r.sponsor_country_ids),
    presentIn: intArray(r.present_in),
  }));
}

/** An int[] as either driver hands it back (an array, or PostgreSQL's `{1,2}` text). */
function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, "")
    .split(",")
    .filter((v) => v !== "")
    .map(Number);
}

/**
 * Matches companies (all but the demo ones, or those given) against the registers given: each
 * company's lines from those registers are replaced by what matches now, within the register's
 * country only (a company is in a country when it or one of its jobs is). Where a company's
 * register countries change, so do its jobs' registered-sponsor flags. Returns how many of the
 * companies are on the first register given.
 */
export async function matchCompanies(
  db: Db,
  registers: readonly RegisterToMatch[],
  ids: readonly number[] | null,
): Promise<number> {
  if (registers.length === 0) return 0;
  const codeIds = new Map(
    (await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]),
  );
  const replaced = new Set<string>(registers.map((r) => r.register));
  const changed: Array<{ id: number; record: SponsorRecordEntry[]; countryIds: number[] }> = [];
  let onFirst = 0;
  for (const company of await companiesToMatch(db, ids)) {
    const record = company.record.filter((e) => !replaced.has(e.register));
    for (const r of registers) {
      if (r.countryId === null || !company.presentIn.includes(r.countryId)) continue;
      const found = matchEmployer(r.index, company.name, company.location);
      if (!found) continue;
      record.push(recordEntry(r.register, r.asOf, found));
      if (r === registers[0]) onFirst++;
    }
    const countryIds = [
      ...new Set(record.flatMap((e) => (codeIds.has(e.country) ? [codeIds.get(e.country) as number] : []))),
    ].sort((a, b) => a - b);
    if (
      JSON.stringify(record) !== JSON.stringify(company.record) ||
      countryIds.join() !== company.countryIds.join()
    ) {
      changed.push({ id: company.id, record, countryIds });
    }
  }
  for (let i = 0; i < changed.length; i += 1_000) {
    const batch = changed.slice(i, i + 1_000);
    await db.execute(sql`update ${companies} c
      set sponsor_record = t.record::jsonb, sponsor_country_ids = t.country_ids::int[]
      from unnest(${sql.param(batch.map((c) => c.id))}::int[], ${sql.param(batch.map((c) => JSON.stringify(c.record)))}::text[],
        ${sql.param(batch.map((c) => `{${c.countryIds.join(",")}}`))}::text[]) as t(id, record, country_ids)
      where c.id = t.id`);
    await db.execute(sql`update ${jobs} j
      set registered_sponsor = coalesce(j.country_id = any(c.sponsor_country_ids), false)
      from ${companies} c
      where c.id = j.company_id and c.id = any(${sql.param(batch.map((c) => c.id))}::int[])
        and j.registered_sponsor is distinct from coalesce(j.country_id = any(c.sponsor_country_ids), false)`);
  }
  return onFirst;
}

/** A register's employers whose keys or loose keys are among those given. */
async function employersByKeys(
  db: Db,
  register: RegisterId,
  keys: readonly string[],
  looseKeys: readonly string[],
): Promise<RegisterEmployer[]> {
  const rows = await db
    .select()
    .from(registerEmployers)
    .where(
      sql`${registerEmployers.registerId} = ${register} and (${registerEmployers.nameKeys} && ${sql.param([...keys])}::text[] or ${registerEmployers.looseKeys} && ${sql.param([...looseKeys])}::text[])`,
    );
  return rows.map((r) => ({
    name: r.name,
    town: r.town,
    region: r.region,
    routes: r.routes,
    rating: r.rating,
    fiscalYear: r.fiscalYear,
    approvals: r.approvals,
    figures: r.figures,
  }));
}

/**
 * Matches companies just created or renamed against every stored register, reading only the
 * register entries their names could match (index lookups by key, whatever the registers' size).
 */
export async function matchNewCompanies(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const stored = await db
    .select({ id: sponsorRegisters.id, asOf: sponsorRegisters.asOf })
    .from(sponsorRegisters);
  if (stored.length === 0) return;
  const names = await db
    .select({ name: companies.name })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.param([...ids])}::int[]) and not ${companies.isDemo}`);
  const keys = [...new Set(names.map((n) => employerNameKey(n.name)).filter((k) => k !== ""))];
  if (keys.length === 0) return;
  const looseKeys = [...new Set(names.map((n) => employerLooseKey(n.name)))];
  const registers: RegisterToMatch[] = [];
  for (const row of stored) {
    if (!isRegisterId(row.id)) continue;
    registers.push({
      register: row.id,
      asOf: row.asOf,
      countryId: await registerCountryId(db, row.id),
      index: buildEmployerIndex(await employersByKeys(db, row.id, keys, looseKeys)),
    });
  }
  await matchCompanies(db, registers, ids);
}
