import { companyNameKey } from "@shared/domain/company-name";
import { resolveCountry } from "./countries";
import { asArray, everyHas, isObject, type RawPlace, type RawPosting, str, textAsHtml } from "./raw-posting";

/** An Ashby job board answer (posting-api/job-board): `{"jobs": [...]}` whose jobs carry a jobUrl. */
export function isAshbyBoard(value: unknown): value is { jobs: unknown[] } {
  return (
    isObject(value) && Array.isArray(value.jobs) && value.jobs.length > 0 && everyHas(value.jobs, "jobUrl")
  );
}

/**
 * The job's address when its country is a country ("European Union" is not); else, for a job not
 * remote, its location's text.
 */
function ashbyPlace(node: Record<string, unknown>, remote: boolean): RawPlace {
  const address =
    isObject(node.address) && isObject(node.address.postalAddress) ? node.address.postalAddress : {};
  const country = str(address.addressCountry);
  if (country && resolveCountry(country, [])) {
    return { city: str(address.addressLocality), region: str(address.addressRegion), country };
  }
  return remote ? {} : { text: str(node.location) };
}

/** One Ashby job (public posting API) read into the common shape. */
export function readAshbyJob(job: unknown, position: number, company: string | undefined): RawPosting {
  const node = isObject(job) ? job : {};
  const title = str(node.title);
  const workplace = str(node.workplaceType) ?? (node.isRemote === true ? "remote" : undefined);
  const plain = str(node.descriptionPlain);
  return {
    label: title ?? `job ${position}`,
    title,
    descriptionHtml: str(node.descriptionHtml) ?? (plain ? textAsHtml(plain) : ""),
    postedAt: node.publishedAt,
    employmentTypes: asArray(node.employmentType).filter((t): t is string => typeof t === "string"),
    workplace,
    company: company ? { name: company } : undefined,
    places: [ashbyPlace(node, workplace?.toLowerCase() === "remote")],
    externalId: str(node.id) ?? str(node.jobUrl),
    applyUrl: str(node.applyUrl) ?? str(node.jobUrl),
    source: `ashby:${company ? companyNameKey(company) : "unknown"}`,
  };
}
