import { z } from "zod";

/*
 * What take-home pay assumes and where every figure comes from, as data (decision 031): the server
 * builds it from the tax rules once; the methodology answer can carry it as it is.
 */

const SourceSchema = z.object({ title: z.string(), url: z.string() });

const TakeHomeRegionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The region used when none is asked for. */
  isDefault: z.boolean(),
  /** Assumptions of this region only, after the country's. */
  assumptions: z.array(z.string()),
});

const TakeHomeCountryMethodologySchema = z.object({
  country: z.string(),
  currency: z.string(),
  /** The tax year in force on the day the methodology was built (or the nearest held). */
  taxYear: z.string(),
  starts: z.string(),
  ends: z.string(),
  regions: z.array(TakeHomeRegionSchema),
  /** Assumptions that hold in every region. */
  assumptions: z.array(z.string()),
  /** How the rules were checked, and against what. */
  verification: z.array(z.string()),
  /** Every official source a figure of the year was read from. */
  sources: z.array(SourceSchema),
});

export const TakeHomeMethodologySchema = z.object({
  /** What take-home pay means and how it is computed, a paragraph each. */
  summary: z.array(z.string()),
  countries: z.array(TakeHomeCountryMethodologySchema),
});
export type TakeHomeMethodology = z.infer<typeof TakeHomeMethodologySchema>;
