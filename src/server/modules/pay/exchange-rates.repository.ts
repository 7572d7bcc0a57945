import { eq } from "drizzle-orm";
import { type ExchangeRateRow, exchangeRates } from "../../db/schema/exchange-rates";
import { countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

export type StoredRate = Omit<ExchangeRateRow, "updatedAt">;

export function listRates(db: Db): Promise<StoredRate[]> {
  return db
    .select({
      currency: exchangeRates.currency,
      perEuro: exchangeRates.perEuro,
      rateDate: exchangeRates.rateDate,
      source: exchangeRates.source,
      derivation: exchangeRates.derivation,
    })
    .from(exchangeRates);
}

/** The rates in use become exactly `rates`, in one transaction: a reader sees the old day or the new. */
export async function replaceRates(db: Db, rates: readonly StoredRate[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(exchangeRates);
    if (rates.length > 0) await tx.insert(exchangeRates).values(rates.map((rate) => ({ ...rate })));
  });
}

/** A country's ISO code by its id; null when no country has the id. */
export async function countryCodeById(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, id))
    .limit(1);
  return row?.code ?? null;
}
