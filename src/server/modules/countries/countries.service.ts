import { countrySummary } from "@shared/domain/country-summary";
import { AppError } from "@shared/errors";
import { parseRouteId } from "@shared/routes";
import type { CityLocation, Country, CountrySummary } from "@shared/schemas/countries";
import { cacheGeneration } from "../../caches/invalidation";
import type { Db } from "../../db/types";
import { toCityLocation } from "./city-locations.repository";
import {
  type CountryWithJobCount,
  countryListVersion,
  findCountry,
  listCities,
  listCountries,
} from "./countries.repository";

const NOT_FOUND = "Country not found";

/** Every country, or those of one UN M49 region. */
export async function getCountries(db: Db, region?: string): Promise<Country[]> {
  const rows = await listCountries(db, region || undefined);
  return rows.map((row) => withoutReadAt(toCountry(row)));
}

/** Every country (or one region's) as lists show them: scores, each source in one line, jobs. */
export async function getCountrySummaries(db: Db, region?: string): Promise<CountrySummary[]> {
  const rows = await listCountries(db, region || undefined);
  return rows.map((row) => countrySummary(toCountry(row)));
}

/**
 * The version of the data both country lists are built from: the reference data (reloaded here or
 * by any instance, caches/invalidation.ts) and the countries' rows and job counts. A kept list
 * (http/kept-answers.ts) is built again when it changes.
 */
export async function countryListsVersion(db: Db): Promise<string> {
  return `${cacheGeneration(db, "reference")};${await countryListVersion(db)}`;
}

/** A list leaves out where each figure was read (a long text a figure); one country gives it. */
function withoutReadAt(country: Country): Country {
  const sources: Country["sources"] = {};
  for (const [key, source] of Object.entries(country.sources)) {
    if ("readAt" in source) {
      const { readAt: _readAt, ...rest } = source;
      sources[key] = rest;
    } else sources[key] = source;
  }
  return { ...country, sources };
}

/** A country by its path id; an id that is not a positive integer names no country. */
export async function getCountry(db: Db, rawId: string): Promise<Country> {
  const row = await findCountryOrThrow(db, rawId);
  return toCountry(row);
}

export async function getCountryCities(db: Db, rawId: string): Promise<CityLocation[]> {
  const country = await findCountryOrThrow(db, rawId);
  const rows = await listCities(db, country.id);
  return rows.map(toCityLocation);
}

async function findCountryOrThrow(db: Db, rawId: string): Promise<CountryWithJobCount> {
  const id = parseRouteId(rawId);
  const row = id === null ? null : await findCountry(db, id);
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

function toCountry(row: CountryWithJobCount): Country {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    tag: row.tag,
    region: row.region,
    subregion: row.subregion,
    image: row.image,
    colors: row.colors,
    employmentOpportunity: row.employmentOpportunity,
    culturalAcceptance: row.culturalAcceptance,
    standardOfLiving: row.standardOfLiving,
    housingAvailability: row.housingAvailability,
    vegetarianFriendly: row.vegetarianFriendly,
    nonVegPercentage: row.nonVegPercentage,
    racism: row.racism,
    culturalVibrancy: row.culturalVibrancy,
    stapleFood: row.stapleFood,
    currency: row.currency,
    jobCount: Number(row.jobCount),
    sources: row.sources,
    priceLevel: row.priceLevel ?? null,
    exchangeRate: row.exchangeRate ?? null,
    pppFactor: row.pppFactor ?? null,
  };
}
