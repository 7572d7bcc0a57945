import type { SalaryCheck, SponsorRecordEntry, Threshold, VisaCheck, VisaRoute } from "../schemas/sponsors";
import type { VisaStatus } from "./job-limits";

/** What the check reads of a job. */
export interface VisaCheckJob {
  visaStatus: VisaStatus;
  visaEvidence: string | null;
  /** Yearly amounts (the posting's own period is converted on import). */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  /** The register lines of the job's own country. */
  sponsorRecord: readonly SponsorRecordEntry[];
}

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${amount.toLocaleString("en-GB")} ${currency}`;
  }
}

const PER_YEAR: Record<Threshold["period"], number | null> = { year: 1, month: 12, hour: null };

/** The job's yearly salary against one route's floor, with the reason in words. */
export function checkSalary(route: VisaRoute, job: VisaCheckJob): SalaryCheck {
  const base = {
    routeId: route.id,
    routeName: route.name,
    threshold: route.threshold,
    sourceUrl: route.officialUrl,
  };
  const floor = route.threshold;
  if (floor === null) {
    return {
      ...base,
      meets: null,
      reason: `The ${route.name}'s salary floor is not verified here yet; see the official page.`,
    };
  }
  const salary = job.salaryMin ?? job.salaryMax;
  if (salary === null) return { ...base, meets: null, reason: "The posting does not state a salary." };
  if (job.salaryCurrency === null) {
    return { ...base, meets: null, reason: "The posting does not say which currency its salary is in." };
  }
  if (job.salaryCurrency !== floor.currency) {
    return {
      ...base,
      meets: null,
      reason: `The salary is in ${job.salaryCurrency} and the floor in ${floor.currency}; no conversion is made here.`,
    };
  }
  const times = PER_YEAR[floor.period];
  if (times === null) {
    return { ...base, meets: null, reason: "The floor is hourly and the posting's hours are not known." };
  }
  const yearly = floor.amount * times;
  const lower = route.lowerThreshold ? `; ${route.lowerThreshold}` : "";
  if (salary >= yearly) {
    return {
      ...base,
      meets: true,
      reason: `${money(salary, floor.currency)} meets the ${money(yearly, floor.currency)} general threshold.`,
    };
  }
  return {
    ...base,
    meets: false,
    reason: `${money(salary, floor.currency)} is below the ${money(yearly, floor.currency)} general threshold${lower}.`,
  };
}

/** One register line in a sentence: "On the UK register of licensed sponsors — Skilled Worker, …, as of 2021-11-02". */
export function describeRecordEntry(entry: SponsorRecordEntry): string {
  const details = [entry.route, entry.rating].filter((d): d is string => d !== null && d !== "");
  if (entry.approvals !== null && entry.fiscalYear !== null) {
    details.push(
      `${entry.approvals.toLocaleString("en-US")} petitions approved in fiscal year ${entry.fiscalYear}`,
    );
  }
  const named = entry.match === "likely" ? ` (listed as “${entry.matchedName}”)` : "";
  return `On the ${entry.registerName}${named} — ${[...details, `as of ${entry.asOf}`].join(", ")}`;
}

/**
 * The three answers side by side: what the posting says, whether a register of the job's country
 * lists the employer (`registerNames`: the registers Borderless reads for that country), and the
 * salary against each route's floor.
 */
export function buildVisaCheck(
  job: VisaCheckJob,
  routes: readonly VisaRoute[],
  registerNames: readonly string[],
): VisaCheck {
  const onRegister = job.sponsorRecord.length > 0;
  let summary: string;
  if (onRegister) summary = job.sponsorRecord.map(describeRecordEntry).join(". ");
  else if (registerNames.length > 0) summary = `Not found on the ${registerNames.join(" or the ")}.`;
  else summary = "Borderless reads no government sponsor register for this country yet.";
  return {
    posting: { answer: job.visaStatus, evidence: job.visaEvidence },
    employer: { onRegister, summary },
    salary: routes.map((route) => checkSalary(route, job)),
  };
}
