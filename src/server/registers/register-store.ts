import { eq, inArray, sql } from "drizzle-orm";
import { registerEmployers, sponsorRegisters } from "../db/schema/registers";
import type { Db } from "../db/types";
import { buildEmployerIndex } from "./employer-matching";
import { employerLooseKey, employerNameAliases, employerNameKey } from "./employer-names";
import { matchCompanies, registerCountryId } from "./match-companies";
import { REGISTERS, type RegisterId } from "./register-catalogue";
import type { ParsedRegister, RegisterEmployer } from "./register-formats";

const BATCH = 5_000;

/**
 * Employers as one `insert … select … from jsonb_to_recordset(…)`: the batch travels as one JSON
 * text, which costs far less to send and read than a parameter (or an array) per column.
 */
function insertEmployers(register: RegisterId, employers: readonly RegisterEmployer[]) {
  const rows = employers.map((e) => ({
    name: e.name,
    name_keys: [
      ...new Set(
        employerNameAliases(e.name)
          .map(employerNameKey)
          .filter((k) => k !== ""),
      ),
    ],
    loose_keys: [employerLooseKey(e.name)].filter((k) => k !== ""),
    town: e.town,
    region: e.region,
    routes: e.routes,
    rating: e.rating,
    fiscal_year: e.fiscalYear,
    approvals: e.approvals,
    figures: e.figures,
  }));
  return sql`insert into ${registerEmployers}
      (register_id, name, name_keys, loose_keys, town, region, routes, rating, fiscal_year, approvals, figures)
    select ${register}, t.name, t.name_keys, t.loose_keys, t.town, t.region, t.routes, t.rating, t.fiscal_year,
      t.approvals, t.figures
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(name text, name_keys text[], loose_keys text[],
      town text, region text, routes text[], rating text, fiscal_year int, approvals int, figures jsonb)`;
}

export interface StoredRegister {
  employers: number;
  /** Companies on this register after the import. */
  matched: number;
}

/** What storeRegister says as it goes, for a progress display or plain lines. */
export interface StoreEvents {
  /** After each batch: employers stored so far, of all. */
  stored?: (done: number, total: number) => void;
  /** The employers are stored; matching the companies starts. */
  matching?: () => void;
}

/**
 * Replaces a register's employers with a file's, in one transaction, and matches every company
 * again: each company's register lines, its register countries and its jobs' registered-sponsor
 * flags follow. Nothing changes if any step fails.
 */
export async function storeRegister(
  db: Db,
  register: RegisterId,
  parsed: ParsedRegister,
  meta: { asOf: string; readAt: string },
  events: StoreEvents = {},
): Promise<StoredRegister> {
  return db.transaction(async (tx) => {
    await tx
      .insert(sponsorRegisters)
      .values({ id: register, asOf: meta.asOf, employers: parsed.employers.length, readAt: meta.readAt })
      .onConflictDoUpdate({
        target: sponsorRegisters.id,
        set: {
          asOf: meta.asOf,
          employers: parsed.employers.length,
          readAt: meta.readAt,
          importedAt: sql`now()`,
        },
      });
    await tx.delete(registerEmployers).where(eq(registerEmployers.registerId, register));
    for (let i = 0; i < parsed.employers.length; i += BATCH) {
      await tx.execute(insertEmployers(register, parsed.employers.slice(i, i + BATCH)));
      events.stored?.(Math.min(i + BATCH, parsed.employers.length), parsed.employers.length);
    }
    events.matching?.();
    const toMatch = {
      register,
      asOf: meta.asOf,
      countryId: await registerCountryId(tx, register),
      index: buildEmployerIndex(parsed.employers),
    };
    const matched = await matchCompanies(tx, [toMatch], null);
    return { employers: parsed.employers.length, matched };
  });
}

/** The registers stored now, with the date of each snapshot. */
export async function storedRegisters(db: Db): Promise<Map<RegisterId, string>> {
  const rows = await db
    .select({ id: sponsorRegisters.id, asOf: sponsorRegisters.asOf })
    .from(sponsorRegisters);
  return new Map(rows.map((r) => [r.id as RegisterId, r.asOf]));
}

/** Every register's snapshot date, for the methodology page. */
export async function registerSnapshots(
  db: Db,
): Promise<Array<{ id: string; asOf: string; employers: number; readAt: string }>> {
  return db
    .select({
      id: sponsorRegisters.id,
      asOf: sponsorRegisters.asOf,
      employers: sponsorRegisters.employers,
      readAt: sponsorRegisters.readAt,
    })
    .from(sponsorRegisters)
    .where(inArray(sponsorRegisters.id, Object.keys(REGISTERS)));
}
