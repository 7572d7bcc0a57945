import { COUNTRY_METRIC_KEYS, type CountryMetricKey } from "@shared/domain/country-fields";
import type { IndicatorTransform } from "@shared/domain/indicator-transforms";
import { z } from "zod";

// What each file of data/reference must hold, checked as it is read (reference-read.ts).

/** Fields that are not scores but published figures every country carries. */
/** The published figures that are not scores: kept as published, never estimated or transformed. */
export const FIGURE_FIELDS = ["priceLevel", "exchangeRate", "pppFactor"] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number];

export function isFigureField(field: string): field is FigureField {
  return (FIGURE_FIELDS as readonly string[]).includes(field);
}
export type Field = CountryMetricKey | FigureField;
const FIELDS: readonly Field[] = [...COUNTRY_METRIC_KEYS, ...FIGURE_FIELDS];

/** The range each score must fall in after its transform (the specification's units). */
export const SCORE_RANGE: Record<CountryMetricKey, [number, number]> = {
  employmentOpportunity: [0, 100],
  culturalAcceptance: [0, 100],
  standardOfLiving: [0, 10],
  housingAvailability: [0, 10],
  vegetarianFriendly: [0, 100],
  nonVegPercentage: [0, 100],
  racism: [0, 100],
  culturalVibrancy: [0, 100],
};

const Text = z.string().trim().min(1, "is empty");
const Year = z.number().int().min(1900).max(2100);

export const TransformSchema: z.ZodType<IndicatorTransform> = z.discriminatedUnion("id", [
  z.object({ id: z.literal("identity") }).strict(),
  z.object({ id: z.literal("multiply"), factor: z.number().positive() }).strict(),
  z
    .object({
      id: z.literal("min-max"),
      min: z.number(),
      max: z.number(),
      scale: z.union([z.literal(10), z.literal(100)]),
      invert: z.boolean().optional(),
    })
    .strict()
    .refine((t) => t.max > t.min, { message: "max must be above min", path: ["max"] }),
  z.object({ id: z.literal("complement"), of: z.union([z.literal(10), z.literal(100)]) }).strict(),
]);

export const UseSchema = z
  .object({
    field: z.enum(FIELDS as [Field, ...Field[]]),
    transform: TransformSchema,
    method: Text,
  })
  .strict();

export const PublishedIndicatorSchema = z
  .object({
    id: Text,
    estimate: z.literal(false),
    indicator: Text,
    code: Text,
    source: Text,
    publisher: Text,
    title: Text,
    editionYear: Year,
    url: z.url({ protocol: /^https$/ }).nullable(),
    unit: Text,
    /** Values outside this range are refused as typing errors. */
    range: z.tuple([z.number(), z.number()]),
    /** What the figure tells a person, and what it does not (the methodology page shows both). */
    tells: Text,
    doesNotTell: Text,
    notes: Text,
    uses: z.array(UseSchema).min(1),
  })
  .strict();

export const EstimateIndicatorSchema = z
  .object({
    id: Text,
    estimate: z.literal(true),
    /** The published indicator this estimate stands in for: its unit, range and transforms apply. */
    standsFor: Text,
    /** How the value was chosen; "median" is checked against the published figures on load. */
    basis: z.enum(["median", "midpoint", "bound"]),
    source: z.literal("Borderless estimate"),
    editionYear: Year,
    method: Text.refine(
      (m) => m.startsWith("Borderless estimate: "),
      'must start with "Borderless estimate: "',
    ),
  })
  .strict();

export const IndicatorsFileSchema = z
  .object({
    $comment: z.string().optional(),
    indicators: z.array(
      z.discriminatedUnion("estimate", [PublishedIndicatorSchema, EstimateIndicatorSchema]),
    ),
    editorial: z.array(
      z
        .object({
          field: z.literal("stapleFood"),
          source: Text,
          indicator: Text,
          editionYear: Year,
          method: Text,
        })
        .strict(),
    ),
  })
  .strict();

export type PublishedIndicator = z.infer<typeof PublishedIndicatorSchema>;
export type EstimateIndicator = z.infer<typeof EstimateIndicatorSchema>;

const CountryCode = z.string().regex(/^[A-Z]{2}$/, "is not an ISO 3166-1 alpha-2 code");
const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, "is not an ISO 4217 currency code");

/** An optional text column: empty means "none written" (null). */
const Optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v));

export const CountryRowSchema = z.object({
  code: CountryCode,
  name: Text,
  tag: Optional,
  /** Empty only for a place with no currency of its own (Antarctica). */
  currency: z.union([CurrencyCode, z.literal("")]),
  colors: z
    .string()
    .regex(/^(#[0-9A-F]{6}( #[0-9A-F]{6})+)?$/, "must be empty or two or more colours like #B22234 #FFFFFF"),
  stapleFood: Optional,
  /** Empty: the country's own currency. */
  salaryCurrency: z.union([CurrencyCode, z.literal("")]),
  region: Optional,
  subregion: Optional,
});

export const CityRowSchema = z.object({ country: CountryCode, name: Text, description: Text });

export const FigureRowSchema = z.object({
  indicator: Text,
  country: CountryCode,
  value: z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "is not a number")
    .transform(Number),
  dataYear: z.string().regex(/^(\d{4}(-\d{4})?)?$/, 'must be a year, a range like "2017-2022", or empty'),
  readAt: z.string(),
  note: z.string(),
});
