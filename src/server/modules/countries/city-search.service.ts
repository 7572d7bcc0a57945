import { cityKey } from "@shared/domain/city-key";
import { AppError } from "@shared/errors";
import type { CitySearchResult } from "@shared/schemas/countries";
import type { Db } from "../../db/types";
import { findCountryId, searchCityNames } from "./city-search.repository";

export const CITY_SEARCH_DEFAULT_LIMIT = 10;
const UNKNOWN_COUNTRY = "Unknown country: give its id or its two-letter ISO code (PL)";

/**
 * GET /api/cities: cities whose name or an alternate name starts with `q` (accents, case and
 * punctuation aside), largest first; `country` (our id or ISO alpha-2; empty or "all": any) keeps
 * one country's. A country we do not have is a 400, not an empty list: the client asked for
 * something that cannot exist.
 */
export async function searchCities(
  db: Db,
  query: { q: string; country?: string; limit?: number },
): Promise<CitySearchResult[]> {
  const key = cityKey(query.q);
  if (!key)
    throw new AppError("validation", "Type a city name to search for", {
      q: ["Type a city name to search for"],
    });
  const country = query.country?.trim() ?? "";
  let countryId: number | undefined;
  if (country !== "" && country.toLowerCase() !== "all") {
    countryId = await findCountryId(db, country);
    if (countryId === undefined)
      throw new AppError("validation", UNKNOWN_COUNTRY, { country: [UNKNOWN_COUNTRY] });
  }
  return searchCityNames(db, key, { countryId, limit: query.limit ?? CITY_SEARCH_DEFAULT_LIMIT });
}
