import { annualAmount, DEFAULT_WEEKLY_HOURS, payPeriod } from "@shared/domain/pay";
import { AppError } from "@shared/errors";
import type { Pay } from "@shared/schemas/pay";
import type { Db } from "../../db/types";
import { loadUsualHours } from "../../pay/pay-reference";
import { crossRate, currentRates, type RatesTable } from "./exchange-rates.service";

/** What a job's row holds of its pay. */
export interface PayColumns {
  payMin: number | null;
  payMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
}

let usualHours: ReadonlyMap<string, number> | undefined;

/**
 * The usual weekly hours of full-time employment in a country (Eurostat, data/reference/working-hours.csv),
 * or the ILO's forty-hour week where none is published. The file is read once, on first use.
 */
export function weeklyHoursIn(countryCode: string | null | undefined): number {
  usualHours ??= new Map(loadUsualHours().map((row) => [row.country, row.weeklyHours]));
  return (countryCode ? usualHours.get(countryCode) : undefined) ?? DEFAULT_WEEKLY_HOURS;
}

/**
 * A job's pay: as stated, and yearly with its country's usual hours; null when it states none. A
 * row from before stated pay was kept has only the yearly figures, which stand as yearly pay.
 */
export function payOf(row: PayColumns, countryCode: string | null | undefined): Pay | null {
  if (!row.salaryCurrency) return null;
  const stated = row.payMin !== null || row.payMax !== null;
  if (!stated && row.salaryMin === null && row.salaryMax === null) return null;
  const period = stated ? payPeriod(row.salaryPeriod) : "year";
  const min = stated ? row.payMin : row.salaryMin;
  const max = stated ? row.payMax : row.salaryMax;
  const hours = weeklyHoursIn(countryCode);
  return {
    currency: row.salaryCurrency,
    min,
    max,
    period,
    annualMin: min === null ? null : annualAmount(min, period, hours),
    annualMax: max === null ? null : annualAmount(max, period, hours),
    converted: null,
  };
}

/** The currency to convert into and the rates to do it with; null shows pay as posted. */
export interface PayTarget {
  currency: string;
  rates: RatesTable;
}

/**
 * `?currency=` when given (a currency we hold no rate for is a 400), else the person's "Show pay
 * in" setting (ignored if its rate has gone), else none.
 */
export async function payTarget(
  db: Db,
  requested: string | undefined,
  setting: string | null | undefined,
): Promise<PayTarget | null> {
  const currency = requested ?? setting ?? null;
  if (!currency) return null;
  const rates = await currentRates(db);
  if (!rates.byCurrency.has(currency)) {
    if (requested === undefined) return null;
    throw new AppError(
      "bad_request",
      `We hold no exchange rate for ${currency}. Choose one of: ${[...rates.byCurrency.keys()].sort().join(", ")}`,
    );
  }
  return { currency, rates };
}

/** The pay with its yearly figures in the target currency at the rates' day; unchanged without a rate. */
export function convertPay(pay: Pay | null, target: PayTarget | null): Pay | null {
  if (!pay || !target) return pay;
  const rate = crossRate(target.rates, pay.currency, target.currency);
  if (rate === null || !target.rates.date) return pay;
  const convert = (n: number | null) => (n === null ? null : Math.round(n * rate));
  return {
    ...pay,
    converted: {
      currency: target.currency,
      annualMin: convert(pay.annualMin),
      annualMax: convert(pay.annualMax),
      rate: Number(rate.toPrecision(6)),
      rateDate: target.rates.date,
    },
  };
}
