import { countrySummary } from "@shared/domain/country-summary";
import type { Country, CountrySummary } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";

/** A country as the API answers it, with middling scores and no sources unless given. */
export function buildCountry(overrides: Partial<Country> = {}): Country {
  const name = overrides.name ?? "Testland";
  return {
    id: 1,
    name,
    code: name.slice(0, 2).toUpperCase(),
    tag: "",
    region: null,
    subregion: null,
    image: null,
    colors: [],
    employmentOpportunity: 50,
    culturalAcceptance: 50,
    standardOfLiving: 5,
    housingAvailability: 5,
    vegetarianFriendly: 50,
    nonVegPercentage: 50,
    racism: 50,
    culturalVibrancy: 50,
    stapleFood: "",
    currency: "EUR",
    jobCount: 0,
    sources: {},
    priceLevel: null,
    exchangeRate: null,
    pppFactor: null,
    ...overrides,
  };
}

/** A country as the list of summaries answers it: `buildCountry`'s, summed up as the server does. */
export function buildCountrySummary(overrides: Partial<Country> = {}): CountrySummary {
  return countrySummary(buildCountry(overrides));
}

/** A job as the API answers it: a real (not demo) posting with no location figures unless given. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    title: "Engineer",
    company: {
      id: 1,
      name: "Co",
      logo: "CO",
      description: null,
      website: null,
      isDemo: false,
      verified: null,
      listed: true,
    },
    countryId: null,
    country: null,
    location: "Anywhere",
    jobLocation: null,
    employmentType: "Full-time",
    workType: "Remote",
    visaSponsorship: false,
    visa: { status: "unknown", evidence: null },
    salary: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    pay: null,
    postedAt: new Date(0).toISOString(),
    skills: [],
    description: "",
    applyUrl: "https://example.test",
    source: "test",
    validThrough: null,
    closedAt: null,
    closedReason: null,
    saved: false,
    applied: false,
    match: null,
    sponsorRecord: [],
    isDemo: false,
    ...overrides,
  };
}
