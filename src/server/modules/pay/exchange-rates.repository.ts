import { type ExchangeRateRow, exchangeRates } from "../../db/schema/exchange-rates";
import type { Db } from "../../db/client";

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
