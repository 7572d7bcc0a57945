import { z } from "zod";
import { PAY_PERIODS } from "../domain/pay";

/** An ISO 4217 code as a client may send it (any case); rates the server holds decide if it is known. */
export const CurrencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Currency must be a three-letter ISO 4217 code, such as USD, EUR or GBP")
  .transform((code) => code.toUpperCase());

/** Pay converted into the person's currency at a dated euro reference rate. */
export const ConvertedPaySchema = z.object({
  currency: z.string(),
  annualMin: z.number().int().nullable(),
  annualMax: z.number().int().nullable(),
  /** Units of `currency` for one unit of the posting's currency. */
  rate: z.number(),
  /** The day the reference rates were published for (YYYY-MM-DD). */
  rateDate: z.string(),
});
export type ConvertedPay = z.infer<typeof ConvertedPaySchema>;

/** A job's pay as its posting gave it, with yearly figures; null on a job when it gives no pay. */
export const PaySchema = z.object({
  /** ISO 4217, as posted (a posting paying in another currency than its country's keeps it). */
  currency: z.string(),
  /** As stated, per `period`. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.enum(PAY_PERIODS),
  /** Whole yearly amounts: hour × the country's usual weekly hours × 52, day × 260, week × 52, month × 12. */
  annualMin: z.number().int().nullable(),
  annualMax: z.number().int().nullable(),
  /** With `?currency=` or the person's "Show pay in" setting; null without one or without its rate. */
  converted: ConvertedPaySchema.nullable(),
});
export type Pay = z.infer<typeof PaySchema>;

/** One currency's euro reference rate. */
export const ExchangeRateSchema = z.object({
  currency: z.string(),
  perEuro: z.number(),
  /** Null for a rate the ECB published; for one derived from an official peg, how. */
  derivation: z.string().nullable(),
});

/** GET /api/exchange-rates: the rates pay is converted at, and their day. */
export const ExchangeRatesSchema = z.object({
  date: z.string(),
  source: z.string(),
  url: z.string(),
  rates: z.array(ExchangeRateSchema),
});
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/** ?currency= on a job endpoint. */
export const PayCurrencyQuerySchema = z.object({ currency: CurrencyCodeSchema.optional() });
