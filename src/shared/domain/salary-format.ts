/** Salary display rules of the specification's section 9, plus currency display for other countries. */

import { shortPublisher } from "./source-label";

/** USD → INR rate the specification fixes for the rupee/LPA display. */
export const INR_PER_USD = 83;
const RUPEES_PER_LAKH = 100_000;

export const SALARY_NOT_DISCLOSED = "Not disclosed";

/**
 * A salary shown in lakh rupees per annum: its numbers (thousands separators ignored) × 83 ÷ 100000,
 * one decimal, as a range '₹a - b LPA' or a single '₹a LPA'. Text already in rupees or LPA is kept,
 * and text without any number is shown as it is.
 */
export function formatRupeeLpa(salary: string | number): string {
  const text = String(salary);
  if (text.includes("₹") || text.includes("LPA")) return text;
  const numbers = (text.replace(/(\d),(?=\d{3})/g, "$1").match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const lpa = numbers.map((n) => ((n * INR_PER_USD) / RUPEES_PER_LAKH).toFixed(1));
  const [low, high] = lpa;
  if (low === undefined) return text;
  if (high === undefined) return `₹${low} LPA`;
  return `₹${low} - ${high} LPA`;
}

export interface SalaryFields {
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  /** The period the posting stated its pay in (HOUR, DAY, WEEK, MONTH, YEAR); min/max are yearly. */
  salaryPeriod?: string | null;
  country: { code: string } | null;
}

const PERIOD_WORDS: Record<string, string> = { HOUR: "hour", DAY: "day", WEEK: "week", MONTH: "month" };

/** Whether the posted salary text is a yearly figure (a posting without a period is taken as yearly). */
export function isYearlyPeriod(period: string | null | undefined): boolean {
  return !period || !(period.toUpperCase() in PERIOD_WORDS);
}

/**
 * For pay posted by the hour, day, week or month: how it was posted, since the figures shown are
 * yearly ('€30–40 per hour'); null for yearly pay.
 */
export function postedPayNote(job: SalaryFields): string | null {
  if (isYearlyPeriod(job.salaryPeriod)) return null;
  const word = PERIOD_WORDS[(job.salaryPeriod ?? "").toUpperCase()] ?? "";
  const text = job.salary?.trim();
  if (!text) return `per ${word}`;
  const mentionsPeriod = new RegExp(`\\b(?:${word}|${word}ly)\\b|/\\s*${word[0]}`, "i").test(text);
  return mentionsPeriod ? text : `${text} per ${word}`;
}

/**
 * The salary as a line: the yearly figure, and for pay posted by another period a note of how it
 * was posted ('€62,400 – €83,200 a year (posted as €30–40 per hour)').
 */
export function formatSalaryLine(job: SalaryFields): string {
  const shown = formatSalary(job);
  const posted = postedPayNote(job);
  if (!posted || shown === SALARY_NOT_DISCLOSED || shown === posted) return shown;
  return `${shown} a year (posted as ${posted})`;
}

/** One formatter per currency, made once: making an Intl.NumberFormat costs far more than using it. */
const currencyFormatters = new Map<string, Intl.NumberFormat | null>();

function currencyFormatter(currency: string): Intl.NumberFormat | null {
  let formatter = currencyFormatters.get(currency);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    } catch {
      formatter = null;
    }
    currencyFormatters.set(currency, formatter);
  }
  return formatter;
}

/** How a job's salary reads everywhere in the app. */
export function formatSalary(job: SalaryFields): string {
  const hasNumbers = job.salaryMin !== null || job.salaryMax !== null;
  if (job.country?.code === "IN") {
    // The posted text is converted only when it is yearly; otherwise the yearly numbers are.
    if (job.salary && isYearlyPeriod(job.salaryPeriod)) return formatRupeeLpa(job.salary);
    if (hasNumbers) return formatRupeeLpa([job.salaryMin, job.salaryMax].filter((n) => n !== null).join("-"));
    return SALARY_NOT_DISCLOSED;
  }
  const formatter = job.salaryCurrency ? currencyFormatter(job.salaryCurrency) : null;
  if (formatter && hasNumbers) {
    const { salaryMin: min, salaryMax: max } = job;
    if (min !== null && max !== null && min !== max)
      return `${formatter.format(min)} – ${formatter.format(max)}`;
    return formatter.format((min ?? max) as number);
  }
  // Without yearly figures, pay posted by another period reads as posted ('€30–40 per hour').
  if (!isYearlyPeriod(job.salaryPeriod)) return postedPayNote(job) ?? SALARY_NOT_DISCLOSED;
  return job.salary ?? SALARY_NOT_DISCLOSED;
}

/** A published exchange rate, as the country answer carries it. */
interface ExchangeRateFigure {
  value: number;
  year: number;
  publisher: string;
}

/**
 * What an LPA salary was converted at, beside the published rate for context: "at ₹83 per US$;
 * the 2024 average was ₹83.67, World Bank". The conversion itself keeps the fixed 83.
 */
export function rupeeRateNote(published: ExchangeRateFigure | null | undefined): string {
  const fixed = `at ₹${INR_PER_USD} per US$`;
  if (!published) return `${fixed} (a fixed rate)`;
  return `${fixed}; the ${published.year} average was ₹${published.value.toFixed(2)}, ${shortPublisher(published.publisher)}`;
}

/** Whether a job's salary is shown in lakh rupees per annum. */
export function isLpaSalary(job: SalaryFields): boolean {
  return job.country?.code === "IN" && formatSalary(job).endsWith("LPA");
}
