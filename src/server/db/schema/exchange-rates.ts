import { date, doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The euro reference rates in use: one row per currency, as the last `npm run rates:import` (or
 * data/reference/exchange-rates.csv at start, when newer) left them. Pay is converted through the
 * euro: amount ÷ perEuro(from) × perEuro(to).
 */
export const exchangeRates = pgTable("exchange_rates", {
  /** ISO 4217 code; EUR itself is a row with perEuro 1. */
  currency: text("currency").primaryKey(),
  /** Units of the currency one euro buys, as published (or derived, see `derivation`). */
  perEuro: doublePrecision("per_euro").notNull(),
  /** The day the ECB published the rate for. */
  rateDate: date("rate_date", { mode: "string" }).notNull(),
  /** Who published it: the ECB, or for a derived rate the peg's authority. */
  source: text("source").notNull(),
  /** Null for a published rate; for one derived from an official peg, how (peg × the ECB's USD rate). */
  derivation: text("derivation"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
