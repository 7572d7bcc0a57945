import { companyNameKey } from "@shared/domain/company-name";
import { decodeEntities } from "./html-text";
import { asArray, everyHas, isObject, type RawPosting, str } from "./raw-posting";

/** An Arbeitnow job board answer (`/api/job-board-api`): `{"data": [...]}` whose jobs carry a slug and url. */
export function isArbeitnowPage(value: unknown): value is { data: unknown[] } {
  return (
    isObject(value) &&
    Array.isArray(value.data) &&
    value.data.length > 0 &&
    everyHas(value.data, "slug") &&
    everyHas(value.data, "url")
  );
}

/** One Arbeitnow job read into the common shape: an aggregator's, so it names its own company. */
export function readArbeitnowJob(job: unknown, position: number): RawPosting {
  const node = isObject(job) ? job : {};
  const title = str(node.title);
  const company = str(node.company_name);
  const description = str(node.description) ?? "";
  const created = typeof node.created_at === "number" ? node.created_at * 1000 : undefined;
  return {
    label: title ?? `job ${position}`,
    title,
    // Some descriptions come escaped ("&lt;p&gt;"): one decode gives their HTML.
    descriptionHtml: description.includes("<") ? description : decodeEntities(description),
    postedAt: created,
    employmentTypes: asArray(node.job_types).filter((t): t is string => typeof t === "string"),
    workplace: node.remote === true ? "remote" : undefined,
    company: company ? { name: company } : undefined,
    places: [{ text: str(node.location) }],
    externalId: str(node.slug) ?? str(node.url),
    applyUrl: str(node.url),
    source: `arbeitnow:${company ? companyNameKey(company) : "unknown"}`,
  };
}
