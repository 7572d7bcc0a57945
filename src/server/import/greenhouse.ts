import { companyNameKey } from "@shared/domain/company-name";
import { decodeEntities } from "./html-text";
import { asArray, isObject, type RawPosting, str } from "./raw-posting";

/** A Greenhouse job board answer: `{"jobs": [...]}` whose jobs carry an absolute_url or an id. */
export function isGreenhouseBoard(value: unknown): value is { jobs: unknown[] } {
  return (
    isObject(value) &&
    Array.isArray(value.jobs) &&
    value.jobs.every((job) => isObject(job) && (job.absolute_url !== undefined || job.id !== undefined))
  );
}

/** One Greenhouse job (board API, `?content=true`) read into the common shape; the company is `--company`, else the job's `company_name`. */
export function readGreenhouseJob(job: unknown, position: number, company: string | undefined): RawPosting {
  const node = isObject(job) ? job : {};
  const title = str(node.title);
  const name = company ?? str(node.company_name);
  const location = isObject(node.location) ? str(node.location.name) : undefined;
  const offices = asArray(node.offices).filter(isObject);
  const officeLocation = offices.map((o) => str(o.location) ?? str(o.name)).find(Boolean);
  const metadata = asArray(node.metadata).filter(isObject);
  const employment = metadata
    .filter((m) => /employment|commitment|job type/i.test(str(m.name) ?? ""))
    .map((m) => str(m.value))
    .filter((v): v is string => v !== undefined);
  return {
    label: title ?? `job ${position}`,
    title,
    // Greenhouse escapes the description's HTML ("&lt;p&gt;"): one decode gives the HTML.
    descriptionHtml: decodeEntities(str(node.content) ?? ""),
    postedAt: node.updated_at,
    employmentTypes: employment,
    company: name ? { name } : undefined,
    places: [{ text: location ?? officeLocation }],
    externalId: str(node.id) ?? str(node.absolute_url),
    applyUrl: str(node.absolute_url),
    source: `greenhouse:${name ? companyNameKey(name) : "unknown"}`,
  };
}
