import { convertThroughEuro } from "@shared/domain/pay";
import type { ExchangeRates } from "@shared/schemas/pay";
import { cacheGeneration, invalidateCache } from "../../caches/invalidation";
import type { Db } from "../../db/types";
import { type EcbRates, parseEcbRates } from "../../pay/ecb-rates-file";
import type { CurrencyPeg, ReferenceRate } from "../../pay/pay-reference";
import { listRates, replaceRates, type StoredRate } from "./exchange-rates.repository";

export const ECB_SOURCE = "European Central Bank";
/** Where the ECB publishes the day's reference rates (also the file EXCHANGE_RATES_FEED may name). */
export const ECB_RATES_PAGE =
  "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html";

/** The rates in use, by currency, and the day they were published for. */
export interface RatesTable {
  date: string | null;
  byCurrency: ReadonlyMap<string, StoredRate>;
}

/** Units of `to` for one unit of `from` on the table's day; null when either has no rate. */
export function crossRate(table: RatesTable, from: string, to: string): number | null {
  const a = table.byCurrency.get(from);
  const b = table.byCurrency.get(to);
  return a && b ? convertThroughEuro(1, a.perEuro, b.perEuro) : null;
}

function tableOf(rows: readonly StoredRate[]): RatesTable {
  return {
    date: rows.reduce<string | null>(
      (day, row) => (day === null || row.rateDate > day ? row.rateDate : day),
      null,
    ),
    byCurrency: new Map(rows.map((row) => [row.currency, row])),
  };
}

/*
 * Read once and kept: every job answer converts with it, so no request reads the rates again until
 * an import changes them (here, or on another instance through caches/invalidation.ts).
 */
const cache = new WeakMap<Db, { generation: number; table: Promise<RatesTable> }>();

export function currentRates(db: Db): Promise<RatesTable> {
  const generation = cacheGeneration(db, "exchange-rates");
  const cached = cache.get(db);
  if (cached && cached.generation === generation) return cached.table;
  const table = listRates(db).then(tableOf);
  cache.set(db, { generation, table });
  table.catch(() => {
    if (cache.get(db)?.table === table) cache.delete(db);
  });
  return table;
}

/** The rates a published ECB day gives: the euro, every currency listed, and each pegged currency whose anchor is listed. */
export function ratesOfDay(ecb: EcbRates, pegs: readonly CurrencyPeg[]): StoredRate[] {
  const rows: StoredRate[] = [
    { currency: "EUR", perEuro: 1, rateDate: ecb.date, source: ECB_SOURCE, derivation: null },
  ];
  for (const [currency, perEuro] of ecb.rates) {
    rows.push({ currency, perEuro, rateDate: ecb.date, source: ECB_SOURCE, derivation: null });
  }
  for (const peg of pegs) {
    const anchor = ecb.rates.get(peg.anchor);
    if (anchor === undefined || ecb.rates.has(peg.currency)) continue;
    rows.push({
      currency: peg.currency,
      perEuro: Number((anchor * peg.perAnchor).toFixed(6)),
      rateDate: ecb.date,
      source: `${peg.authority} (peg) and ${ECB_SOURCE} (${peg.anchor} rate)`,
      derivation: `Derived from its official peg: ${peg.perAnchor} ${peg.currency} per ${peg.anchor} (${peg.authority}) × the ECB's ${anchor} ${peg.anchor} per euro`,
    });
  }
  return rows;
}

/**
 * `npm run rates:import` and a feed's daily fetch: the ECB's file (CSV or XML) in, the rates in use
 * replaced by its day's, every instance told. Throws RatesFileError for a file that is not one,
 * before anything changes.
 */
export async function importExchangeRates(
  db: Db,
  text: string,
  pegs: readonly CurrencyPeg[],
): Promise<{ currencies: number; date: string }> {
  const rows = ratesOfDay(parseEcbRates(text), pegs);
  await replaceRates(db, rows);
  await invalidateCache(db, "exchange-rates");
  const date = rows[0]?.rateDate ?? "";
  return { currencies: rows.length, date };
}

/**
 * At start: data/reference/exchange-rates.csv becomes the rates in use unless the database already
 * holds a day as recent (an import of a newer file outlives restarts). Returns a line to log, or null.
 */
export async function applyReferenceRates(
  db: Db,
  reference: readonly ReferenceRate[],
): Promise<string | null> {
  const day = reference[0]?.date;
  if (!day) return null;
  const held = tableOf(await listRates(db));
  if (held.date !== null && held.date >= day) return null;
  await replaceRates(
    db,
    reference.map((row) => ({
      currency: row.currency,
      perEuro: row.perEuro,
      rateDate: row.date,
      source: row.source,
      derivation: row.derivation || null,
    })),
  );
  await invalidateCache(db, "exchange-rates");
  return `exchange rates: ${reference.length} currencies as of ${day}`;
}

/** GET /api/exchange-rates. */
export async function exchangeRatesAnswer(db: Db): Promise<ExchangeRates> {
  const table = await currentRates(db);
  return {
    date: table.date ?? "",
    source: ECB_SOURCE,
    url: ECB_RATES_PAGE,
    rates: [...table.byCurrency.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((row) => ({ currency: row.currency, perEuro: row.perEuro, derivation: row.derivation })),
  };
}
