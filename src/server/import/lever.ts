import { companyNameKey } from "@shared/domain/company-name";
import { normalizeSalaryPeriod, toNumber } from "./normalize";
import { asArray, isObject, type RawPosting, str } from "./raw-posting";

/** A Lever postings answer: an array of postings, each with `text` and a hosted or apply link. */
export function isLeverPostings(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (p) =>
        isObject(p) && (p.hostedUrl !== undefined || p.applyUrl !== undefined) && p["@type"] === undefined,
    )
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One Lever posting (postings API, mode=json) read into the common shape. */
export function readLeverPosting(
  posting: unknown,
  position: number,
  company: string | undefined,
): RawPosting {
  const node = isObject(posting) ? posting : {};
  const title = str(node.text);
  const categories = isObject(node.categories) ? node.categories : {};
  const lists = asArray(node.lists)
    .filter(isObject)
    .map((list) => `<h3>${escapeHtml(str(list.text) ?? "")}</h3><ul>${str(list.content) ?? ""}</ul>`)
    .join("");
  const description =
    str(node.description) ??
    (str(node.descriptionPlain)
      ? escapeHtml(str(node.descriptionPlain) as string).replace(/\n/g, "<br>")
      : "");
  const salary = isObject(node.salaryRange) ? node.salaryRange : undefined;
  const location = str(categories.location);
  return {
    label: title ?? `posting ${position}`,
    title,
    descriptionHtml: `${description}${lists}${str(node.additional) ?? ""}`,
    extraText: str(node.additional) ? undefined : str(node.additionalPlain),
    postedAt: node.createdAt,
    employmentTypes: str(categories.commitment) ? [str(categories.commitment) as string] : [],
    workplace: str(node.workplaceType) === "unspecified" ? undefined : str(node.workplaceType),
    company: company ? { name: company } : undefined,
    places: [{ text: location, country: str(node.country) }],
    salary: salary
      ? {
          min: toNumber(salary.min),
          max: toNumber(salary.max),
          currency: str(salary.currency),
          period: normalizeSalaryPeriod(str(salary.interval)),
        }
      : undefined,
    externalId: str(node.id) ?? str(node.hostedUrl),
    applyUrl: str(node.applyUrl) ?? str(node.hostedUrl),
    source: `lever:${company ? companyNameKey(company) : "unknown"}`,
  };
}
