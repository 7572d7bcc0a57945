import { companyNameKey } from "@shared/domain/company-name";
import { normalizeSalaryPeriod, toNumber } from "./normalize";
import { isObject, type RawPosting, str } from "./raw-posting";

/** A Recruitee offers answer (`/api/offers`): `{"offers": [...]}` whose offers carry a careers_url. */
export function isRecruiteeOffers(value: unknown): value is { offers: unknown[] } {
  return (
    isObject(value) &&
    Array.isArray(value.offers) &&
    value.offers.every((offer) => isObject(offer) && str(offer.careers_url) !== undefined)
  );
}

/** remote, hybrid or on_site, as the offer flags it. */
function workplaceOf(node: Record<string, unknown>): string | undefined {
  if (node.remote === true) return "remote";
  if (node.hybrid === true) return "hybrid";
  if (node.on_site === true) return "onsite";
  return undefined;
}

/** One Recruitee offer read into the common shape; the company is `--company`, else the offer's. */
export function readRecruiteeOffer(
  offer: unknown,
  position: number,
  company: string | undefined,
): RawPosting {
  const node = isObject(offer) ? offer : {};
  const title = str(node.title);
  const name = company ?? str(node.company_name);
  const salary = isObject(node.salary) ? node.salary : undefined;
  return {
    label: title ?? `offer ${position}`,
    title,
    descriptionHtml: `${str(node.description) ?? ""}${str(node.requirements) ?? ""}`,
    postedAt: str(node.published_at) ?? str(node.created_at),
    validThrough: node.close_at,
    employmentTypes: str(node.employment_type_code) ? [str(node.employment_type_code) as string] : [],
    workplace: workplaceOf(node),
    company: name ? { name } : undefined,
    places: [
      {
        city: str(node.city),
        region: str(node.state_name),
        country: str(node.country_code) ?? str(node.country),
        text: str(node.location),
      },
    ],
    salary: salary
      ? {
          min: toNumber(salary.min),
          max: toNumber(salary.max),
          currency: str(salary.currency),
          period: normalizeSalaryPeriod(str(salary.period)),
        }
      : undefined,
    externalId: str(node.id) ?? str(node.careers_url),
    applyUrl: str(node.careers_apply_url) ?? str(node.careers_url),
    source: `recruitee:${name ? companyNameKey(name) : "unknown"}`,
  };
}
