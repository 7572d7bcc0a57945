import { z } from "zod";
import { TakeHomeMethodologySchema } from "./take-home-methodology";

/** A country named on the methodology page. */
const CountryNameSchema = z.object({ code: z.string(), name: z.string() });

/** A published indicator behind a metric, and the countries whose figure it gives. */
const MethodologyPublishedSchema = z.object({
  /** The indicator in its publisher's words. */
  indicator: z.string(),
  /** The publisher's code for it (e.g. "SL.EMP.TOTL.SP.ZS"); null when unknown. */
  code: z.string().nullable(),
  /** Short form of publisher and title. */
  source: z.string(),
  publisher: z.string(),
  title: z.string(),
  /** Year of the edition the figures were read in. */
  editionYear: z.number().int(),
  /** The years (or survey windows) the figures describe, oldest first; empty when not stated. */
  dataYears: z.array(z.string()),
  url: z.string().nullable(),
  unit: z.string(),
  /** How the published figure becomes the score, in words. */
  method: z.string(),
  /** What the figure tells a person, and what it does not; null when the data files do not say. */
  tells: z.string().nullable(),
  doesNotTell: z.string().nullable(),
  /** Caveats about the publication and how it was read. */
  notes: z.string().nullable(),
  countries: z.array(CountryNameSchema),
});

/** A Borderless estimate standing in where no published figure could be verified. */
const MethodologyEstimateSchema = z.object({
  /** How the value was chosen and scored, starting "Borderless estimate: …" (or editorial text). */
  method: z.string(),
  /** The year the estimate was made. */
  editionYear: z.number().int(),
  countries: z.array(CountryNameSchema),
});

/** One metric (a country score, or a figure such as the price level): the anchor is its key. */
const MethodologyMetricSchema = z.object({
  /** The camelCase key the API answers the figure under (employmentOpportunity, priceLevel …). */
  metric: z.string(),
  published: z.array(MethodologyPublishedSchema),
  estimates: z.array(MethodologyEstimateSchema),
  /** Countries no publication we read has a figure for, and that carry no estimate: "Not published". */
  missing: z.array(CountryNameSchema),
});

/** How pay is converted, made yearly and judged for what it buys. */
export const PayMethodologySchema = z.object({
  conversion: z.object({
    summary: z.array(z.string()),
    source: z.string(),
    url: z.string(),
    /** The day of the rates in use (YYYY-MM-DD). */
    date: z.string(),
    currencies: z.array(z.string()),
    derived: z.array(z.object({ currency: z.string(), derivation: z.string() })),
  }),
  hours: z.object({
    summary: z.array(z.string()),
    source: z.object({ publisher: z.string(), title: z.string(), url: z.string() }),
    countries: z.array(
      z.object({
        country: z.string(),
        weeklyHours: z.number(),
        dataYear: z.string(),
        readAt: z.string(),
        note: z.string(),
      }),
    ),
  }),
  ppp: z.object({ summary: z.array(z.string()) }),
});
export type PayMethodology = z.infer<typeof PayMethodologySchema>;

/** A government register of sponsoring employers as stored: who publishes it, and which snapshot. */
const MethodologyRegisterSchema = z.object({
  /** 'uk-sponsors', 'us-h1b', 'ca-lmia' or 'nl-ind'. */
  id: z.string(),
  name: z.string(),
  /** ISO code of its country. */
  country: z.string(),
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  licence: z.string(),
  /** The date the publisher published the stored snapshot. */
  asOf: z.string(),
  employers: z.number().int(),
  /** Where the stored file was read. */
  readAt: z.string(),
});

/** Where the list of cities comes from: GeoNames, credited as its licence asks. */
const MethodologyCitiesSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  licence: z.string(),
  /** The date of the GeoNames dump read. */
  asOf: z.string(),
  readAt: z.string(),
  /** How many cities the list gave. */
  cities: z.number().int(),
});

/** GET /api/methodology: how every figure the app shows is measured (pay and take-home too), the registers behind "registered sponsor", and where the cities come from. */
export const MethodologySchema = z.object({
  metrics: z.array(MethodologyMetricSchema),
  cities: MethodologyCitiesSchema,
  registers: z.array(MethodologyRegisterSchema),
  pay: PayMethodologySchema,
  takeHome: TakeHomeMethodologySchema,
});
export type MethodologyRegister = z.infer<typeof MethodologyRegisterSchema>;
export type MethodologyCities = z.infer<typeof MethodologyCitiesSchema>;
export type Methodology = z.infer<typeof MethodologySchema>;
export type MethodologyMetric = z.infer<typeof MethodologyMetricSchema>;
export type MethodologyPublished = z.infer<typeof MethodologyPublishedSchema>;
