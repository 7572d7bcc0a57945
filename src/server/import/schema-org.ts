import { companyNameKey } from "@shared/domain/company-name";
import { normalizeSalaryPeriod, type RawSalary, toNumber } from "./normalize";
import { asArray, hostOf, isObject, type RawPlace, type RawPosting, str } from "./raw-posting";

function isJobPosting(node: Record<string, unknown>): boolean {
  return asArray(node["@type"]).some((t) => t === "JobPosting" || t === "schema:JobPosting");
}

/** Every JobPosting in a JSON-LD value: one object, an array, an @graph, or nested in any of them. */
export function findJobPostings(
  value: unknown,
  found: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (Array.isArray(value)) {
    for (const item of value) findJobPostings(item, found);
  } else if (isObject(value)) {
    if (isJobPosting(value)) found.push(value);
    else if (value["@graph"] !== undefined) findJobPostings(value["@graph"], found);
  }
  return found;
}

function textOf(value: unknown): string | undefined {
  if (isObject(value)) return str(value.name) ?? str(value.value) ?? str(value["@id"]);
  return str(value);
}

function readPlace(value: unknown): RawPlace | undefined {
  if (!isObject(value)) return str(value) ? { text: str(value) } : undefined;
  const address = isObject(value.address) ? value.address : undefined;
  if (!address) {
    // A Country or AdministrativeArea object, or a Place with only a name.
    const name = str(value.name);
    if (!name) return undefined;
    return asArray(value["@type"]).includes("Country") ? { country: name } : { text: name };
  }
  const place: RawPlace = {
    city: str(address.addressLocality),
    region: textOf(address.addressRegion),
    country: textOf(address.addressCountry),
  };
  if (!place.city && !place.country) place.text = str(value.name) ?? str(address.name);
  return place;
}

function readSalary(value: unknown): RawSalary | undefined {
  if (!isObject(value)) return undefined;
  const currency = str(value.currency);
  const amount = value.value;
  if (isObject(amount)) {
    const single = toNumber(amount.value);
    return {
      min: toNumber(amount.minValue) ?? single,
      max: toNumber(amount.maxValue) ?? single,
      currency: currency ?? str(amount.currency),
      period: normalizeSalaryPeriod(str(amount.unitText) ?? str(value.unitText)),
    };
  }
  const n = toNumber(amount);
  return { min: n, max: n, currency, period: normalizeSalaryPeriod(str(value.unitText)) };
}

/** One schema.org JobPosting read into the common shape. */
export function readJobPosting(node: Record<string, unknown>, position: number): RawPosting {
  const title = str(node.title) ?? str(node.name);
  const organization = node.hiringOrganization;
  const orgObject = isObject(organization) ? organization : undefined;
  const companyName = orgObject ? str(orgObject.name) : str(organization);
  const logo = orgObject
    ? isObject(orgObject.logo)
      ? str(orgObject.logo.url)
      : str(orgObject.logo)
    : undefined;
  const website = orgObject ? (str(asArray(orgObject.sameAs)[0]) ?? str(orgObject.url)) : undefined;
  const url = str(node.url);
  const directApply = typeof node.directApply === "string" ? str(node.directApply) : undefined;
  const places = asArray(node.jobLocation)
    .map(readPlace)
    .filter((p): p is RawPlace => p !== undefined);
  if (places.length === 0) {
    const requirement = readPlace(asArray(node.applicantLocationRequirements)[0]);
    if (requirement) places.push(requirement);
  }
  const identifier = isObject(node.identifier) ? str(node.identifier.value) : str(node.identifier);
  const host = hostOf(url);
  return {
    label: title ?? `posting ${position}`,
    title,
    descriptionHtml: str(node.description) ?? "",
    postedAt: node.datePosted,
    validThrough: node.validThrough,
    employmentTypes: asArray(node.employmentType).filter((t): t is string => typeof t === "string"),
    workplace: str(node.jobLocationType),
    company: { name: companyName, website, logoUrl: logo },
    places,
    salary: readSalary(node.baseSalary),
    skills: asArray(node.skills).flatMap((s) =>
      typeof s === "string" ? [s] : isObject(s) && str(s.name) ? [str(s.name) as string] : [],
    ),
    externalId: identifier ?? url,
    applyUrl: directApply && hostOf(directApply) ? directApply : url,
    source: `schema.org:${host ?? (companyName ? companyNameKey(companyName) : "unknown")}`,
  };
}
