import { z } from "zod";

/** A path id: a positive integer (anything else is answered 404 by the error handler). */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const MetricSourceSchema = z.object({ source: z.string(), year: z.number().int() });
/** Where each figure comes from, keyed by the metric's camelCase name. */
export const MetricSourcesSchema = z.record(z.string(), MetricSourceSchema);

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
