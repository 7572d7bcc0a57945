import type { CompanyDetail as Company } from "@shared/schemas/companies";
import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";

/**
 * What a page says of itself to search engines and to sites that preview a shared link: its title
 * and description (Open Graph and Twitter card tags, no image, since no picture leaves this site),
 * and for an open job, schema.org JobPosting JSON-LD with every property Google for Jobs requires.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's address on this site. */
  url: string;
  /** schema.org JSON-LD, for an open job that is not demo content. */
  jsonLd?: Record<string, unknown>;
}

const DESCRIPTION_MAX = 200;

function summary(text: string | null | undefined, fallback: string): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return fallback;
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

const EMPLOYMENT_TYPE: Record<Job["employmentType"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/** The posting's stated pay: yearly figures, as Job.salaryMin/Max are. */
function baseSalary(job: Job): Record<string, unknown> | undefined {
  if (job.salaryCurrency === null || (job.salaryMin === null && job.salaryMax === null)) return undefined;
  const value: Record<string, unknown> = { "@type": "QuantitativeValue", unitText: "YEAR" };
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax) {
    value.minValue = job.salaryMin;
    value.maxValue = job.salaryMax;
  } else {
    value.value = job.salaryMin ?? job.salaryMax;
  }
  return { "@type": "MonetaryAmount", currency: job.salaryCurrency, value };
}

/** Where the job is: a place with a locality and country, or for a remote job who may apply. */
function place(job: Job): Record<string, unknown> {
  const countryCode = job.country?.code;
  if (job.workType === "Remote") {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: countryCode
        ? { "@type": "Country", name: job.country?.name }
        : { "@type": "AdministrativeArea", name: "Worldwide" },
    };
  }
  const locality = job.jobLocation?.name ?? job.location.split(",")[0]?.trim() ?? job.location;
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: locality,
        ...(countryCode ? { addressCountry: countryCode } : {}),
      },
    },
  };
}

/**
 * schema.org JobPosting for a job's page; none for a closed job (its page no longer advertises it)
 * or demo content (made up, so never offered to a search engine).
 */
export function jobPosting(job: Job, url: string, siteUrl: string): Record<string, unknown> | undefined {
  if (job.closedAt !== null || job.isDemo) return undefined;
  const salary = baseSalary(job);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description || job.title,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: String(job.id) },
    datePosted: job.postedAt.slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
    },
    ...place(job),
    ...(salary ? { baseSalary: salary } : {}),
    // Applying happens on the employer's own page (the job's apply link), not on this one.
    directApply: false,
    url,
    ...(job.applyUrl ? { sameAs: job.applyUrl } : {}),
    provider: { "@type": "Organization", name: "Borderless", sameAs: siteUrl },
  };
}

export function jobMeta(job: Job, siteUrl: string): PageMeta {
  const url = `${siteUrl}/jobs/${job.id}`;
  const where = job.workType === "Remote" ? "Remote" : job.location;
  const jsonLd = jobPosting(job, url, siteUrl);
  return {
    title: `${job.title} at ${job.company.name} · Borderless`,
    description: summary(job.description, `${job.title} at ${job.company.name}, ${where}.`),
    url,
    ...(jsonLd ? { jsonLd } : {}),
  };
}

export function companyMeta(
  company: Pick<Company, "id" | "name" | "description">,
  siteUrl: string,
): PageMeta {
  return {
    title: `${company.name} · Borderless`,
    description: summary(
      company.description,
      `Jobs at ${company.name}, and how they answer the visa question.`,
    ),
    url: `${siteUrl}/companies/${company.id}`,
  };
}

export function countryMeta(country: Pick<Country, "id" | "name">, siteUrl: string): PageMeta {
  return {
    title: `Working in ${country.name} · Borderless`,
    description: `Jobs, visas, pay after tax and life in ${country.name}: every figure with its source.`,
    url: `${siteUrl}/countries/${country.id}`,
  };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * The tags for a page's head. The JSON-LD is a data block the browser never runs (the page's
 * script policy does not apply to it); "<" is escaped so no text can close the element.
 */
export function metaTags(meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  const tags = [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Borderless">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ];
  if (meta.jsonLd) {
    const json = JSON.stringify(meta.jsonLd).replace(/</g, "\\u003c");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join("");
}
