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
  tag: z.string(),
  image: z.string().nullable(),
  /** Flag colours, used to draw a local image when there is no (working) remote one. */
  colors: z.array(z.string()),
  employmentOpportunity: z.number(),
  culturalAcceptance: z.number(),
  standardOfLiving: z.number(),
  housingAvailability: z.number(),
  vegetarianFriendly: z.number(),
  nonVegPercentage: z.number(),
  racism: z.number(),
  culturalVibrancy: z.number(),
  stapleFood: z.string(),
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
});
export type Country = z.infer<typeof CountrySchema>;

export const CountryRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  colors: z.array(z.string()),
});
export type CountryRef = z.infer<typeof CountryRefSchema>;

/** Structured city location of a job (spec: jobLocation). */
export const CityLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  employmentOpportunity: z.number(),
  culturalAcceptance: z.number(),
  housingAvailability: z.number(),
  racism: z.number(),
  vegetarianFriendly: z.number(),
  sources: MetricSourcesSchema,
});
export type CityLocation = z.infer<typeof CityLocationSchema>;

export const CountryListSchema = z.array(CountrySchema);

/** The cities of one country (the country page looks up its `city` query parameter among them). */
export const CityListSchema = z.array(CityLocationSchema);

/** A country path id as typed in the address bar; anything but a positive integer is "not found". */
export const CountryIdParamSchema = z.object({ id: z.string().max(200) });
