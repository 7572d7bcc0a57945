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
