/**
 * Pay as data: a posting's stated pay per its period, its yearly figures and their conversion into
 * another currency. Pure, so the server's answers and the pages' wording rest on one set of rules.
 */

export const PAY_PERIODS = ["year", "month", "week", "day", "hour"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** Weeks in a year, and working days in one (five a week). */
const WEEKS_PER_YEAR = 52;
const DAYS_PER_WEEK = 5;

/**
 * The weekly hours an hourly wage is taken to be paid for where no publisher gives a country's
 * usual full-time hours: the forty-hour week of the ILO's Forty-Hour Week Convention, 1935 (No. 47).
 */
export const DEFAULT_WEEKLY_HOURS = 40;

/** The period a posting's stated period (HOUR … YEAR) names; a posting without one is yearly. */
export function payPeriod(stated: string | null | undefined): PayPeriod {
  const period = (stated ?? "").toLowerCase();
  return (PAY_PERIODS as readonly string[]).includes(period) ? (period as PayPeriod) : "year";
}

/** How many of `period` make a year, for a country whose full-time week is `weeklyHours` long. */
export function periodsPerYear(period: PayPeriod, weeklyHours: number): number {
  switch (period) {
    case "hour":
      return weeklyHours * WEEKS_PER_YEAR;
    case "day":
      return DAYS_PER_WEEK * WEEKS_PER_YEAR;
    case "week":
      return WEEKS_PER_YEAR;
    case "month":
      return 12;
    default:
      return 1;
  }
}

/** A stated amount as a whole yearly amount. */
export function annualAmount(amount: number, period: PayPeriod, weeklyHours: number): number {
  return Math.round(amount * periodsPerYear(period, weeklyHours));
}

/**
 * An amount in `to` for one in `from`, through the euro reference rates (units per euro): the
 * ECB publishes every rate against the euro, so a cross rate is one rate over the other.
 */
export function convertThroughEuro(amount: number, fromPerEuro: number, toPerEuro: number): number {
  return (amount / fromPerEuro) * toPerEuro;
}

/** The midpoint of a range, or the one figure given; null when there is none. */
export function midpoint(min: number | null, max: number | null): number | null {
  if (min !== null && max !== null) return (min + max) / 2;
  return min ?? max;
}
