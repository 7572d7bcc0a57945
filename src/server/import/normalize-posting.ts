import { cityKey } from "@shared/domain/city-key";
import {
  type JobPostingInput,
  JobPostingInputSchema,
  MAX_VISA_EVIDENCE_LENGTH,
} from "@shared/schemas/postings";
import { type KnownCountry, type ResolvedCountry, resolveCountry } from "./countries";
import { httpAddress } from "./html-text";
import {
  type NormalizedSalary,
  normalizeEmploymentType,
  normalizeSalary,
  normalizeWorkType,
  parseDate,
} from "./normalize";
import type { RawPlace, ReadPosting } from "./raw-posting";
import { cleanSkills, recognizeSkills } from "./skills";
import { classifyVisa } from "./visa-evidence";

export interface KnownCity {
  id: number;
  countryId: number;
  name: string;
}

/** A posting ready to store, but for its company id (the upsert finds or creates the company). */
export interface NormalizedPosting {
  label: string;
  input: JobPostingInput;
  company: { name: string; website: string | null; logoUrl: string | null };
  countryId: number | null;
  cityId: number | null;
  location: string;
  salaryText: string | null;
  /** The pay as stated, per the input's salaryPeriod. */
  payMin: number | null;
  payMax: number | null;
  postedAt: Date;
  validThrough: Date | null;
  source: string;
  externalId: string | null;
}

export type NormalizeResult = { posting: NormalizedPosting } | { reason: string };

interface Places {
  countries: readonly KnownCountry[];
  /** By "<country id>|<cityKey of a name>": the city of that name in that country (known-cities.ts). */
  cities: ReadonlyMap<string, KnownCity>;
}

function findCity(places: Places, countryId: number, name: string): KnownCity | undefined {
  return places.cities.get(`${countryId}|${cityKey(name)}`);
}

function resolvePlace(
  place: RawPlace | undefined,
  places: Places,
): { country?: ResolvedCountry; city?: string; error?: string } {
  if (!place) return {};
  if (place.country) {
    const country = resolveCountry(place.country, places.countries);
    if (!country) return { error: `unknown country "${place.country}"` };
    return { country, city: place.city ?? firstPart(place.text, country) };
  }
  // Free text ("Berlin, Germany", "London, England, United Kingdom", "Remote - US"): its last part
  // names the country when it is a country's name; a two-letter last part may be a state, not a country.
  const parts = (place.text ?? "")
    .split(/,|\s[-–|]\s/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  // "Krakow, PL": a two-letter last part is a country's code only when the place before it is a
  // city of that country ("Austin, TX" stays a city in a state).
  const byCode =
    last && last.length === 2 && parts.length > 1 ? resolveCountry(last, places.countries) : undefined;
  const country =
    last && last.length > 2
      ? resolveCountry(last, places.countries)
      : byCode?.id != null && parts[0] && findCity(places, byCode.id, parts[0])
        ? byCode
        : undefined;
  const city = place.city ?? (parts.length > 1 || !country ? parts[0] : undefined);
  return { country, city: city && /^remote$/i.test(city) ? undefined : city };
}

function firstPart(text: string | undefined, country: ResolvedCountry): string | undefined {
  const first = text?.split(/,|\s[-–|]\s/)[0]?.trim();
  return first && first.toLowerCase() !== country.name.toLowerCase() && !/^remote$/i.test(first)
    ? first
    : undefined;
}

/**
 * One posting as Borderless stores it: types, place, pay, plain-text description, skills and the
 * visa statement, checked by the same schema as the employer form. A posting that cannot be
 * stored comes back as the reason why.
 */
export function normalizePosting(raw: ReadPosting, places: Places, now: Date): NormalizeResult {
  if (!raw.title) return { reason: "no title" };
  const companyName = raw.company?.name?.trim();
  if (!companyName) {
    return {
      reason: raw.source.startsWith("schema.org:")
        ? "no hiring organization named"
        : "no company: name it with --company",
    };
  }
  const place = resolvePlace(raw.places[0], places);
  if (place.error) return { reason: place.error };
  const placeText = raw.places.map((p) => [p.text, p.city].filter(Boolean).join(" ")).join(" ");
  const workType = normalizeWorkType(raw.workplace, placeText);
  const country = place.country;
  const cityName = place.city?.trim() || null;
  // The city of that name (or alternate name) in the posting's country, the largest if several.
  const city = country?.id != null && cityName ? findCity(places, country.id, cityName) : undefined;
  const cityLabel = city?.name ?? cityName;
  const given = raw.places[0]?.text;
  const location =
    (country ? [cityLabel, country.name].filter(Boolean).join(", ") : (given ?? cityLabel)) ||
    (workType === "Remote" ? "Remote" : "Not stated");
  const { description } = raw;
  const visa = classifyVisa([description, raw.extraText].filter(Boolean).join("\n\n"));
  const salary: NormalizedSalary = normalizeSalary(raw.salary);
  const listed = cleanSkills(raw.skills ?? []);
  const skills = listed.length > 0 ? listed : recognizeSkills(`${raw.title}\n${description}`);
  const validThrough = parseDate(raw.validThrough) ?? null;
  const candidate = {
    title: raw.title,
    description,
    employmentType: normalizeEmploymentType(raw.employmentTypes),
    workType,
    countryCode: country?.code ?? null,
    city: cityLabel,
    salaryMin: salary.salaryMin,
    salaryMax: salary.salaryMax,
    salaryCurrency: salary.salaryCurrency,
    salaryPeriod: salary.salaryPeriod,
    skills,
    applyUrl: raw.applyUrl ?? "",
    validThrough: validThrough?.toISOString() ?? null,
    visa: {
      status: visa.status,
      evidence: visa.evidence?.replace(/^•\s*/, "").slice(0, MAX_VISA_EVIDENCE_LENGTH) ?? null,
    },
  };
  const parsed = JobPostingInputSchema.safeParse(candidate);
  if (!parsed.success) return { reason: parsed.error.issues[0]?.message ?? "not a valid posting" };
  return {
    posting: {
      label: raw.label,
      input: parsed.data,
      company: {
        name: companyName,
        // Shown as links and images: only http(s) addresses are kept.
        website: httpAddress(raw.company?.website),
        logoUrl: httpAddress(raw.company?.logoUrl),
      },
      countryId: country?.id ?? null,
      cityId: city?.id ?? null,
      location,
      salaryText: salary.salaryText,
      payMin: salary.payMin,
      payMax: salary.payMax,
      postedAt: parseDate(raw.postedAt) ?? now,
      validThrough,
      source: raw.source,
      externalId: raw.externalId ?? null,
    },
  };
}
