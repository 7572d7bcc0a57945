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

/** The most a gross may be (any currency): above it, a typing slip rather than a salary. */
export const MAX_GROSS = 1e12;

/** GET /api/take-home query. */
export const TakeHomeQuerySchema = z.object({
  country: z
    .string({ error: "Name the country: its id or its two-letter ISO code (country=DE)" })
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z]{2})$/, "Country must be a country id or a two-letter ISO code, such as DE")
    .transform((value) => value.toUpperCase()),
  gross: z.coerce
    .number({ error: "Gross must be the yearly pay before tax, a number such as 85000" })
    .min(0, "Gross pay cannot be negative")
    .max(MAX_GROSS, "Gross pay is too large to be a yearly salary"),
  currency: z
    .string({ error: "Name the gross's currency: currency=EUR (a three-letter ISO 4217 code)" })
    .pipe(CurrencyCodeSchema),
  region: z
    .string()
    .trim()
    .max(20, "Region must be a region code, such as SCT or CA")
    .regex(/^[A-Za-z0-9-]+$/, "Region must be a region code, such as SCT or CA")
    .optional(),
  year: z
    .string()
    .trim()
    .max(20, "Year must be a tax year, such as 2026 or 2026-27")
    .regex(/^[0-9][0-9/-]*$/, "Year must be a tax year, such as 2026 or 2026-27")
    .optional(),
});
export type TakeHomeQuery = z.infer<typeof TakeHomeQuerySchema>;

/** GET /api/take-home: a single employee's pay after income tax and compulsory contributions. */
export const TakeHomeSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  region: z.string().nullable(),
  regionName: z.string().nullable(),
  taxYear: z.string(),
  /** The country's currency: every amount below is in it. */
  currency: z.string(),
  gross: z.number(),
  incomeTax: z.number(),
  socialContributions: z.number(),
  net: z.number(),
  netMonthly: z.number(),
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  assumptions: z.array(z.string()),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  /** When the gross was given in another currency: what was given and the dated rate it was converted at. */
  conversion: z
    .object({ currency: z.string(), amount: z.number(), rate: z.number(), rateDate: z.string() })
    .nullable(),
});
export type TakeHomeAnswer = z.infer<typeof TakeHomeSchema>;
