import type { EaseOfLivingPlace } from "@shared/domain/ease-of-living";
import { parseSalary } from "@shared/domain/ease-of-living";
import { isYearlyPeriod } from "@shared/domain/salary-format";
import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";

/**
 * The calculator's scores, all 0-100: the job's city where it has the figure, else the country's.
 * The country's standard of living is stored out of 10, so it is scaled to the formula's 0-100.
 */
export function calculatorPlace(job: Job, country: Country | undefined): EaseOfLivingPlace {
  const city = job.jobLocation;
  return {
    standardOfLiving: country ? country.standardOfLiving * 10 : null,
    culturalAcceptance: city?.culturalAcceptance ?? country?.culturalAcceptance ?? null,
    racism: city?.racism ?? country?.racism ?? null,
    culturalVibrancy: country?.culturalVibrancy ?? null,
    vegetarianFriendly: city?.vegetarianFriendly ?? country?.vegetarianFriendly ?? null,
    employmentOpportunity: city?.employmentOpportunity ?? country?.employmentOpportunity ?? null,
  };
}

/**
 * The salary the calculator starts from, in US dollars a year: the posted salary (a range is its
 * average) when it is in dollars or has no currency; "" when it is posted in another currency, as
 * we hold no exchange rates to convert it.
 */
export function calculatorSalary(job: Job): string {
  if (job.salaryCurrency && job.salaryCurrency !== "USD") return "";
  const fromNumbers =
    job.salaryMin !== null && job.salaryMax !== null
      ? (job.salaryMin + job.salaryMax) / 2
      : (job.salaryMin ?? job.salaryMax ?? null);
  // Posted text counts only when it is yearly; hourly or monthly pay uses the yearly figures.
  const value = job.salary && isYearlyPeriod(job.salaryPeriod) ? parseSalary(job.salary) : (fromNumbers ?? 0);
  return value > 0 ? String(Math.round(value)) : "";
}
