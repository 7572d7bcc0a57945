import type { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/domain/job-limits";
import type { SalaryPeriod } from "@shared/schemas/postings";

type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
type WorkType = (typeof WORK_TYPES)[number];

const EMPLOYMENT_BY_CODE: Record<string, EmploymentType> = {
  FULL_TIME: "Full-time",
  FULLTIME: "Full-time",
  PERMANENT: "Full-time",
  PART_TIME: "Part-time",
  PARTTIME: "Part-time",
  CONTRACTOR: "Contract",
  CONTRACT: "Contract",
  TEMPORARY: "Contract",
  TEMP: "Contract",
  PER_DIEM: "Contract",
  FREELANCE: "Contract",
  INTERN: "Internship",
  INTERNSHIP: "Internship",
};

/**
 * schema.org employmentType codes (FULL_TIME …) or a Lever commitment ("Full-time", "Contractor",
 * "Internship") as one of our employment types: the first one recognised; Full-time when none is
 * (VOLUNTEER, OTHER or nothing stated).
 */
export function normalizeEmploymentType(values: readonly string[]): EmploymentType {
  for (const value of values) {
    const code = value
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, "_");
    const found = EMPLOYMENT_BY_CODE[code] ?? EMPLOYMENT_BY_CODE[code.replace(/_/g, "")];
    if (found) return found;
    if (/INTERN/.test(code)) return "Internship";
    if (/CONTRACT|TEMP|FREELANCE/.test(code)) return "Contract";
    if (/PART/.test(code)) return "Part-time";
    if (/FULL|PERMANENT/.test(code)) return "Full-time";
  }
  return "Full-time";
}

/**
 * Remote for schema.org TELECOMMUTE, Lever's "remote", or "Remote" in the location; Hybrid for
 * Lever's "hybrid" or "hybrid" in the location; otherwise On-site. A stated workplace type wins
 * over the location's words.
 */
export function normalizeWorkType(hint: string | undefined, locationText: string): WorkType {
  const stated = hint?.trim().toLowerCase();
  if (stated === "telecommute" || stated === "remote") return "Remote";
  if (stated === "hybrid") return "Hybrid";
  if (stated === "onsite" || stated === "on-site") return "On-site";
  if (/\bremote\b/i.test(locationText)) return "Remote";
  if (/\bhybrid\b/i.test(locationText)) return "Hybrid";
  return "On-site";
}

/** Well above any yearly pay in any currency, and within the database's integer column. */
const MAX_YEARLY_PAY = 2_000_000_000;

const YEARLY_FACTOR: Record<SalaryPeriod, number> = { HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 };

/** schema.org unitText or a Lever interval ("per-hour-wage", "per-year-salary") as a period. */
export function normalizeSalaryPeriod(value: string | undefined): SalaryPeriod | undefined {
  const text = value?.trim().toUpperCase() ?? "";
  if (!text) return undefined;
  if (/HOUR/.test(text)) return "HOUR";
  if (/DAY|DAILY/.test(text)) return "DAY";
  if (/WEEK/.test(text)) return "WEEK";
  if (/MONTH/.test(text)) return "MONTH";
  if (/YEAR|ANNUAL|ANNUM/.test(text)) return "YEAR";
  return undefined;
}

export interface RawSalary {
  min?: number;
  max?: number;
  currency?: string;
  period?: SalaryPeriod;
}

export interface NormalizedSalary {
  /** As the posting stated them, per salaryPeriod. */
  payMin: number | null;
  payMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  salaryText: string | null;
}

const NO_SALARY: NormalizedSalary = {
  payMin: null,
  payMax: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  salaryText: null,
};

/**
 * Pay as stored: min and max as whole yearly amounts (hour × 2080, day × 260, week × 52,
 * month × 12), the period and currency as stated, and the text as the posting put it
 * ("45–60 USD per hour"). Pay without a currency, or without any figure, is left out; a period not
 * stated is taken as yearly; figures beyond any real pay are left out too.
 */
export function normalizeSalary(raw: RawSalary | undefined): NormalizedSalary {
  if (!raw) return NO_SALARY;
  const currency = raw.currency?.trim().toUpperCase();
  const valid = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n >= 0 ? n : undefined);
  let min = valid(raw.min);
  let max = valid(raw.max);
  if ((min === undefined && max === undefined) || !currency || !/^[A-Z]{3}$/.test(currency)) return NO_SALARY;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const period = raw.period ?? "YEAR";
  const factor = YEARLY_FACTOR[period];
  const yearly = (n: number | undefined) => (n === undefined ? null : Math.round(n * factor));
  // Figures no salary reaches are a posting's mistake (or a cents amount); they would not fit the column.
  if ((yearly(max ?? min) ?? 0) > MAX_YEARLY_PAY) return NO_SALARY;
  const figures =
    min !== undefined && max !== undefined && min !== max
      ? `${formatAmount(min)}–${formatAmount(max)}`
      : formatAmount((min ?? max) as number);
  return {
    payMin: min ?? max ?? null,
    payMax: max ?? min ?? null,
    salaryMin: yearly(min ?? max),
    salaryMax: yearly(max ?? min),
    salaryCurrency: currency,
    salaryPeriod: period,
    salaryText: `${figures} ${currency} per ${period.toLowerCase()}`,
  };
}

function formatAmount(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/** A number from a JSON value that may be a number or a numeric string ("45.00"). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.replace(/[,\s]/g, ""));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * The key that makes one job of the same posting found twice (two sources, or a re-post):
 * `<companyId>|<title lowercased, punctuation and spaces collapsed>|<city id, or city, or 'remote'>`.
 */
export function dedupeKey(
  companyId: number,
  title: string,
  place: { cityId: number | null; city: string | null },
): string {
  const normalTitle = title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
  const where = place.cityId !== null ? String(place.cityId) : place.city?.trim().toLowerCase() || "remote";
  return `${companyId}|${normalTitle}|${where}`;
}

/** A date the posting gave (ISO text or epoch milliseconds), or undefined when it is not one. */
export function parseDate(value: unknown): Date | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  if (typeof value === "string" && !value.trim()) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
