import { companyNameKey } from "@shared/domain/company-name";
import { isObject, type RawPosting, str } from "./raw-posting";

/** Where a posting without its own links is shown: jobs.smartrecruiters.com/<company>/<posting id>. */
const PUBLIC_JOBS = "https://jobs.smartrecruiters.com";

/** The sections of a posting's `jobAd`, in the order the job page shows them. */
const SECTIONS = ["companyDescription", "jobDescription", "qualifications", "additionalInformation"];

/**
 * A SmartRecruiters postings list (Posting API `/v1/companies/<company>/postings`):
 * `{offset, limit, totalFound, content: [...]}` whose postings carry an id and a name.
 */
export function isSmartRecruitersList(
  value: unknown,
): value is { offset?: unknown; totalFound: number; content: unknown[] } {
  return (
    isObject(value) &&
    typeof value.totalFound === "number" &&
    Array.isArray(value.content) &&
    value.content.length > 0 &&
    value.content.every((p) => isObject(p) && str(p.id) !== undefined && str(p.name) !== undefined)
  );
}

/** One SmartRecruiters posting's own answer (`/postings/<id>`): a posting with its `jobAd` sections. */
export function isSmartRecruitersPosting(value: unknown): value is Record<string, unknown> {
  return (
    isObject(value) &&
    isObject(value.jobAd) &&
    isObject(value.jobAd.sections) &&
    str(value.id) !== undefined &&
    str(value.name) !== undefined
  );
}

/**
 * Whether a list answer holds the company's whole listing: its first page holds all `totalFound`
 * postings (a later page is never the whole). An empty answer is never whole: SmartRecruiters
 * answers one for a company it does not know, too.
 */
export function isWholeSmartRecruitersList(value: {
  offset?: unknown;
  totalFound: number;
  content: unknown[];
}): boolean {
  const offset = typeof value.offset === "number" ? value.offset : 0;
  return offset === 0 && value.content.length > 0 && value.content.length >= value.totalFound;
}

/** The posting's `jobAd` sections as HTML, each under its own title; empty for a list's posting. */
function sectionsHtml(node: Record<string, unknown>): string {
  const sections = isObject(node.jobAd) && isObject(node.jobAd.sections) ? node.jobAd.sections : {};
  return SECTIONS.map((key) => {
    const section = sections[key];
    if (!isObject(section)) return "";
    const text = str(section.text);
    if (!text) return "";
    const title = str(section.title);
    return `${title ? `<h3>${title.replace(/</g, "&lt;")}</h3>` : ""}${text}`;
  }).join("");
}

/** remote or hybrid as the posting's location flags it; otherwise its place's words decide. */
function workplaceOf(location: Record<string, unknown>): string | undefined {
  if (location.remote === true) return "remote";
  if (location.hybrid === true) return "hybrid";
  return undefined;
}

/**
 * One SmartRecruiters posting (a list's item, or a posting's own answer with its `jobAd`) read into
 * the common shape; the company is `--company`, else the posting's `company.name`.
 */
export function readSmartRecruitersPosting(
  posting: unknown,
  position: number,
  company: string | undefined,
): RawPosting {
  const node = isObject(posting) ? posting : {};
  const title = str(node.name);
  const owner = isObject(node.company) ? node.company : {};
  const name = company ?? str(owner.name);
  const location = isObject(node.location) ? node.location : {};
  const employment = isObject(node.typeOfEmployment) ? node.typeOfEmployment : {};
  const id = str(node.id);
  const identifier = str(owner.identifier);
  const shown = id && identifier ? `${PUBLIC_JOBS}/${encodeURIComponent(identifier)}/${id}` : undefined;
  return {
    label: title ?? `posting ${position}`,
    title,
    descriptionHtml: sectionsHtml(node),
    postedAt: str(node.releasedDate),
    employmentTypes: [str(employment.label), str(employment.id)].filter((t): t is string => t !== undefined),
    workplace: workplaceOf(location),
    company: name ? { name } : undefined,
    places: [
      {
        city: str(location.city),
        region: str(location.region),
        country: str(location.country),
        text: str(location.fullLocation),
      },
    ],
    externalId: id,
    applyUrl: str(node.applyUrl) ?? str(node.postingUrl) ?? shown,
    source: `smartrecruiters:${name ? companyNameKey(name) : "unknown"}`,
  };
}
