import { z } from "zod";

/*
 * The shape of one rules file, data/tax/<ISO>/<tax year>.json (decision 031). A file holds the
 * figures (`params`, each with the source it was read from) and the steps that combine them, in
 * order, as small expressions: the engine knows no country, so a new year or a new country is a
 * new file, never new code.
 */

const Text = z.string().trim().min(1, "is empty");
const Id = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a name of letters, digits and _");
const IsoDate = z.iso.date("must be a date like 2026-04-06");

/** One band of a progressive schedule: `rate` applies to the part of the amount above `from`. */
const BandSchema = z.object({ from: z.number().min(0), rate: z.number().min(-1).max(1) });
export type Band = z.infer<typeof BandSchema>;

const ParamSchema = z.object({
  /** A number, or the bands of a schedule (ascending `from`, the first from 0). */
  value: z.union([z.number(), z.array(BandSchema).min(1)], { error: "must be a number or a list of bands" }),
  /** The id of the official source, in the file's `sources`, that publishes the value. */
  source: Id,
  /** Where the value was read when that was not the official source itself (a page or repository). */
  readAt: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
});
export type Param = z.infer<typeof ParamSchema>;

export type Expr =
  | number
  | string
  | { add: Expr[] }
  | { sub: [Expr, Expr] }
  | { mul: Expr[] }
  | { div: [Expr, Expr] }
  | { min: Expr[] }
  | { max: Expr[] }
  | { bands: string; of: Expr }
  | { zones: { from: number | string; value: Expr }[]; of: Expr }
  | { round: Expr; step: number; mode: "down" | "up" | "nearest" }
  | { if: Condition; then: Expr; else: Expr };

export type Condition =
  | { gt: [Expr, Expr] }
  | { gte: [Expr, Expr] }
  | { lt: [Expr, Expr] }
  | { lte: [Expr, Expr] };

const ExprSchema: z.ZodType<Expr> = z.lazy(() =>
  z.union([
    z.number(),
    Id,
    z.strictObject({ add: z.array(ExprSchema).min(1) }),
    z.strictObject({ sub: z.tuple([ExprSchema, ExprSchema]) }),
    z.strictObject({ mul: z.array(ExprSchema).min(1) }),
    z.strictObject({ div: z.tuple([ExprSchema, ExprSchema]) }),
    z.strictObject({ min: z.array(ExprSchema).min(1) }),
    z.strictObject({ max: z.array(ExprSchema).min(1) }),
    z.strictObject({ bands: Id, of: ExprSchema }),
    z.strictObject({
      zones: z.array(z.strictObject({ from: z.union([z.number(), Id]), value: ExprSchema })).min(1),
      of: ExprSchema,
    }),
    z.strictObject({
      round: ExprSchema,
      step: z.number().positive(),
      mode: z.enum(["down", "up", "nearest"]),
    }),
    // biome-ignore lint/suspicious/noThenProperty: a rules file reads best as if / then / else; it is never awaited.
    z.strictObject({ if: ConditionSchema, then: ExprSchema, else: ExprSchema }),
  ]),
);

const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ gt: z.tuple([ExprSchema, ExprSchema]) }),
    z.strictObject({ gte: z.tuple([ExprSchema, ExprSchema]) }),
    z.strictObject({ lt: z.tuple([ExprSchema, ExprSchema]) }),
    z.strictObject({ lte: z.tuple([ExprSchema, ExprSchema]) }),
  ]),
);

const StepSchema = z.strictObject({
  /** Later steps refer to this step's amount by its id. */
  id: Id,
  /** A step with `line` is a deduction from pay the answer lists under `label`. */
  label: Text.optional(),
  line: z.enum(["incomeTax", "socialContributions"]).optional(),
  /** Only in these regions (codes of `regions`); absent: everywhere. */
  regions: z.array(Text).min(1).optional(),
  value: ExprSchema,
});

const RegionSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]{2,6}$/, "must be a short upper-case code"),
  name: Text,
  /** Figures that differ in this region, or that only it has. */
  params: z.record(Id, ParamSchema).default({}),
  assumptions: z.array(Text).default([]),
});

export const TaxRulesFileSchema = z.strictObject({
  $comment: z.string().optional(),
  country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code"),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code"),
  taxYear: z.string().regex(/^\d{4}(-\d{2})?$/, 'must be like "2026" or "2026-27"'),
  /** The first and last day of the tax year. */
  starts: IsoDate,
  ends: IsoDate,
  sources: z.record(Id, z.strictObject({ title: Text, url: z.url() })),
  params: z.record(Id, ParamSchema),
  regions: z.array(RegionSchema).default([]),
  /** The region used when none is asked for (the most common); null when the file has no regions. */
  defaultRegion: z.string().nullable(),
  steps: z.array(StepSchema).min(1),
  assumptions: z.array(Text).min(1),
  /** The published examples the rules were checked against, by the tests named. */
  verification: z.array(Text).min(1),
});
export type TaxRulesFile = z.infer<typeof TaxRulesFileSchema>;
