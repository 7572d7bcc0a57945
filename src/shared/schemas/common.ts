import { z } from "zod";

/** A path id: a positive integer (anything else is answered 404 by the error handler). */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A data year as published: one year ("2024") or a survey window ("2017-2022"). */
const DataYearSchema = z.string().regex(/^\d{4}(-\d{4})?$/);

const MetricSourceFields = {
  /** Short form of publisher and title, e.g. "World Bank WDI (ILO modelled estimates)". */
  source: z.string(),
  /** Edition year of the publication (or the year of our estimate). */
  year: z.number().int(),
  /** What the figure really measures, in the publisher's words where there is one. */
  indicator: z.string(),
  /** How the score was derived from the figure. */
  method: z.string(),
  /**
   * What the figure describes: a city location carries its country's figures (level "country")
   * because no verified city-level figures exist.
   */
  level: z.enum(["country", "city"]),
};

/** A figure read in a publication: who published it, where, and the value as they state it. */
const PublishedMetricSourceSchema = z.object({
  ...MetricSourceFields,
  estimate: z.literal(false),
  missing: z.literal(false).optional(),
  publisher: z.string(),
  title: z.string(),
  /** The year (or survey window) the figure describes; null when the publication does not say. */
  dataYear: DataYearSchema.nullable(),
  url: z.string().nullable(),
  value: z.number(),
  unit: z.string(),
  /**
   * Where the figure was read: file and commit (with its row) or page. Given with one country
   * (`GET /api/countries/{id}`), left out of lists to keep them small.
   */
  readAt: z.string().optional(),
});

/** Our own estimate or editorial text: no publisher stands behind it, and `method` says how it was made. */
const EstimatedMetricSourceSchema = z.object({
  ...MetricSourceFields,
  estimate: z.literal(true),
  missing: z.literal(false).optional(),
  publisher: z.null(),
  title: z.null(),
  dataYear: z.null(),
  url: z.null(),
  /** The estimated figure in the unit of the indicator it stands in for; null for editorial text. */
  value: z.number().nullable(),
  unit: z.string().nullable(),
});

/**
 * No publisher we read has this figure for the country, and we made no estimate: the score holds
 * the specification's neutral default (50, or 5 of 10) so formulas keep working, and the source
 * says so. `source`, `publisher`, `title` and `url` name the publication that was looked in.
 */
const MissingMetricSourceSchema = z.object({
  ...MetricSourceFields,
  estimate: z.literal(false),
  missing: z.literal(true),
  publisher: z.string(),
  title: z.string(),
  dataYear: z.null(),
  url: z.string().nullable(),
  value: z.null(),
  unit: z.string(),
});

export const MetricSourceSchema = z.union([
  PublishedMetricSourceSchema,
  EstimatedMetricSourceSchema,
  MissingMetricSourceSchema,
]);
export type MetricSource = z.infer<typeof MetricSourceSchema>;
/** Where each figure comes from, keyed by the metric's camelCase name. */
export const MetricSourcesSchema = z.record(z.string(), MetricSourceSchema);
export type MetricSources = z.infer<typeof MetricSourcesSchema>;

/** A published figure that is not a score (price level, exchange rate), with where it comes from. */
export const PublishedFigureSchema = z.object({
  value: z.number(),
  unit: z.string(),
  /** The year the figure describes. */
  year: z.number().int(),
  source: z.string(),
  indicator: z.string(),
  publisher: z.string(),
  url: z.string().nullable(),
});
export type PublishedFigure = z.infer<typeof PublishedFigureSchema>;

/** Marks the fictional demo content (DEMO_DATA): its companies, people, referral offerings and jobs. */
export const IsDemoSchema = z.boolean();

/** Spec defaults are 'all' or empty for "no filter". */
export const ALL = "all";

export function paginated<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The most items a list answer skips to: deep offsets cost a long walk and nobody pages that far. */
export const MAX_OFFSET = 100_000;

/**
 * A window on a list answered as an array: at most `limit` items after skipping `offset` (the
 * answer's order is fixed, so windows line up). A client asks for one more than it shows to learn
 * whether more follow.
 */
export function listWindow(defaultLimit: number, maxLimit: number) {
  const limitMessage = `Limit must be a whole number from 1 to ${maxLimit}`;
  const offsetMessage = `Offset must be a whole number from 0 to ${MAX_OFFSET.toLocaleString("en-US")}`;
  return z.object({
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: offsetMessage })
      .int(offsetMessage)
      .min(0, offsetMessage)
      .max(MAX_OFFSET, offsetMessage)
      .default(0),
  });
}
export type ListWindow = { limit: number; offset: number };
