import { companyNameKey } from "@shared/domain/company-name";
import { resolveCountry } from "./countries";
import { isObject, type RawPosting, str } from "./raw-posting";

/** A Remotive answer (`/api/remote-jobs`): `{"jobs": [...]}` whose jobs carry candidate_required_location. */
export function isRemotiveJobs(value: unknown): value is { jobs: unknown[] } {
  return (
    isObject(value) &&
    Array.isArray(value.jobs) &&
    value.jobs.length > 0 &&
    value.jobs.every((job) => isObject(job) && "candidate_required_location" in job)
  );
}

function utc(date: string | undefined): string | undefined {
  return date && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(date) ? `${date}Z` : date;
}

/**
 * One Remotive job read into the common shape: remote by the board's nature, placed in a country
 * only when the required location is one country ("USA"); a region or a list ("Europe", "USA,
 * Canada") places it nowhere.
 */
export function readRemotiveJob(job: unknown, position: number): RawPosting {
  const node = isObject(job) ? job : {};
  const title = str(node.title);
  const company = str(node.company_name);
  const required = str(node.candidate_required_location);
  const country = required && resolveCountry(required, []) ? required : undefined;
  return {
    label: title ?? `job ${position}`,
    title,
    descriptionHtml: str(node.description) ?? "",
    // Stated without a zone ("2026-09-21T12:55:11"): read as UTC, not as this machine's time.
    postedAt: utc(str(node.publication_date)),
    employmentTypes: str(node.job_type) ? [str(node.job_type) as string] : [],
    workplace: "remote",
    company: company ? { name: company, logoUrl: str(node.company_logo) } : undefined,
    places: [country ? { country } : {}],
    externalId: str(node.id) ?? str(node.url),
    applyUrl: str(node.url),
    source: `remotive:${company ? companyNameKey(company) : "unknown"}`,
  };
}
