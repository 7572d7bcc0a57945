import { AppError } from "@shared/errors";
import { parseRouteId } from "@shared/routes";
import type { CityLocation, Country } from "@shared/schemas/countries";
import type { Db } from "../../db/client";
import { toCityLocation } from "./city-locations.repository";
import { type CountryWithJobCount, findCountry, listCities, listCountries } from "./countries.repository";

const NOT_FOUND = "Country not found";

export async function getCountries(db: Db): Promise<Country[]> {
  const rows = await listCountries(db);
  return rows.map(toCountry);
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
  };
}
