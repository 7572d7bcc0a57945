import { companyNameKey } from "@shared/domain/company-name";
import { isObject, type RawPosting, str } from "./raw-posting";

/** A Workable jobs answer (widget/accounts): `{"name", "jobs": [...]}` whose jobs carry a shortcode. */
export function isWorkableAccount(value: unknown): value is { name?: unknown; jobs: unknown[] } {
  return (
    isObject(value) &&
    Array.isArray(value.jobs) &&
    value.jobs.length > 0 &&
    value.jobs.every((job) => isObject(job) && str(job.shortcode) !== undefined)
  );
}

/** One Workable job read into the common shape; the company is `--company`, else the account's name. */
export function readWorkableJob(job: unknown, position: number, company: string | undefined): RawPosting {
  const node = isObject(job) ? job : {};
  const title = str(node.title);
  return {
    label: title ?? `job ${position}`,
    title,
    descriptionHtml: str(node.description) ?? "",
    postedAt: str(node.published_on) ?? str(node.created_at),
    employmentTypes: str(node.employment_type) ? [str(node.employment_type) as string] : [],
    workplace: node.telecommuting === true ? "remote" : undefined,
    company: company ? { name: company } : undefined,
    places: [{ city: str(node.city), region: str(node.state), country: str(node.country) }],
    externalId: str(node.shortcode),
    applyUrl: str(node.application_url) ?? str(node.url) ?? str(node.shortlink),
    source: `workable:${company ? companyNameKey(company) : "unknown"}`,
  };
}
