import { z } from "zod";
import { MetricSourcesSchema, PublishedFigureSchema } from "./common";

/**
 * A country as the API answers it: the specification's camelCase score names. Percentages are
 * 0-100; standardOfLiving and housingAvailability are 0-10; racism is "lower is better".
 */
export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** A short editorial label ("Tech Hub"); null where none was written (no source has one). */
  tag: z.string().nullable(),
  /** UN M49 region and subregion ("Europe", "Eastern Europe"); null where M49 has none (Antarctica, Taiwan). */
  region: z.string().nullable(),
  subregion: z.string().nullable(),
  image: z.string().nullable(),
  /** Flag colours, used to draw a local image when there is no (working) remote one; may be empty. */
  colors: z.array(z.string()),
  employmentOpportunity: z.number(),
  culturalAcceptance: z.number(),
  standardOfLiving: z.number(),
  housingAvailability: z.number(),
  vegetarianFriendly: z.number(),
  nonVegPercentage: z.number(),
  racism: z.number(),
  culturalVibrancy: z.number(),
  /** Editorial summary of staple foods; null where none was written. */
  stapleFood: z.string().nullable(),
  /** ISO 4217 code; empty where the country has no currency of its own (Antarctica). */
  currency: z.string(),
  /** Number of jobs in this country (real data, used for the Job Count sort and Compare). */
  jobCount: z.number().int(),
  sources: MetricSourcesSchema,
  /**
   * Price level ratio (PPP conversion factor to market exchange rate, United States = 1) and the
   * official exchange rate (local currency per US dollar). Every country of the reference data has
   * both; null for a country added outside it.
   */
  priceLevel: PublishedFigureSchema.nullable(),
  exchangeRate: PublishedFigureSchema.nullable(),
  /**
   * The World Bank's PPP conversion factor for private consumption (PA.NUS.PRVT.PP: local currency
   * units per international dollar), latest year if 2020 or later; null where none is published in
   * the country's currency of today.
   */
  pppFactor: PublishedFigureSchema.nullable(),
});
export type Country = z.infer<typeof CountrySchema>;

/**
 * A figure's source as a list of countries shows it: the short line `sourceLabel` writes (what it
 * measures, who published it and when, or that it is not published or our estimate) and the two
 * marks a list needs. The whole record is in `GET /api/countries` and `GET /api/countries/{id}`.
 */
export const MetricSourceSummarySchema = z.object({
  label: z.string(),
  estimate: z.boolean(),
  missing: z.boolean(),
});
export type MetricSourceSummary = z.infer<typeof MetricSourceSummarySchema>;

/**
 * `GET /api/country-summaries`: a country with its scores, each score's source in one line, and its
 * number of jobs, for lists, pickers, the map and the calculator; about a fifth of the full answer's
 * size (no staple-food text, price level, exchange rate or PPP factor).
 */
export const CountrySummarySchema = CountrySchema.omit({
  sources: true,
  stapleFood: true,
  priceLevel: true,
  exchangeRate: true,
  pppFactor: true,
}).extend({ sources: z.record(z.string(), MetricSourceSummarySchema) });
export type CountrySummary = z.infer<typeof CountrySummarySchema>;

export const CountrySummaryListSchema = z.array(CountrySummarySchema);

export const CountryRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  colors: z.array(z.string()),
});
export type CountryRef = z.infer<typeof CountryRefSchema>;

/**
 * Structured city location of a job (spec: jobLocation). A city written in our reference data has a
 * description and figures (its country's, each source marked level "country"); a city only GeoNames
 * lists has neither (null): no figures are invented for it, and the app shows its country's, labelled
 * so. `region` (first-level division), `population` and `timeZone` are GeoNames'; null where it has none.
 */
export const CityLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  employmentOpportunity: z.number().nullable(),
  culturalAcceptance: z.number().nullable(),
  housingAvailability: z.number().nullable(),
  racism: z.number().nullable(),
  vegetarianFriendly: z.number().nullable(),
  sources: MetricSourcesSchema.nullable(),
  region: z.string().nullable(),
  population: z.number().int().nullable(),
  timeZone: z.string().nullable(),
});
export type CityLocation = z.infer<typeof CityLocationSchema>;

export const CountryListSchema = z.array(CountrySchema);

/** `GET /api/countries?region=Europe`: only the countries of one UN M49 region. */
export const CountryListQuerySchema = z.object({
  region: z
    .string()
    .trim()
    .max(100, "A region name is at most 100 characters")
    .refine((v) => !v.includes("\u0000"), "A region name cannot contain a null character")
    .optional(),
});

/** The cities of one country that have a description and figures (cities.csv), by name. */
export const CityListSchema = z.array(CityLocationSchema);

/** A country path id as typed in the address bar; anything but a positive integer is "not found". */
export const CountryIdParamSchema = z.object({ id: z.string().max(200) });

const MAX_CITY_QUERY = 100;

/**
 * `GET /api/cities?q=krakow&country=PL`: cities whose name or an alternate name starts with `q`,
 * compared without accents, case or punctuation; largest first.
 */
export const CitySearchQuerySchema = z.object({
  q: z
    .string({ error: "Type a city name to search for" })
    .max(MAX_CITY_QUERY, `A city search is at most ${MAX_CITY_QUERY} characters`)
    .refine((v) => !v.includes("\u0000"), "A city search cannot contain a null character")
    .refine((v) => (v.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2, "Type at least two letters of a city name"),
  country: z
    .string()
    .trim()
    .max(100, "A country is its id or two-letter code")
    .refine((v) => !v.includes("\u0000"), "A country cannot contain a null character")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 20" })
    .int("limit must be a whole number from 1 to 20")
    .min(1, "limit must be a whole number from 1 to 20")
    .max(20, "limit must be a whole number from 1 to 20")
    .optional(),
});

/** One city a search found: GeoNames' facts about it, and its country. */
export const CitySearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whether the search text was one of the city's names whole ("krakow" for Kraków), not only its start. */
  exact: z.boolean(),
  country: CountryRefSchema,
  region: z.string().nullable(),
  population: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string().nullable(),
  /** Whether the city has a description and figures of its own record (else the country's apply). */
  hasFigures: z.boolean(),
});
export type CitySearchResult = z.infer<typeof CitySearchResultSchema>;

export const CitySearchListSchema = z.array(CitySearchResultSchema);
