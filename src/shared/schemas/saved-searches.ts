import { z } from "zod";
import { singleLine } from "./auth";
import { JobFiltersSchema, ListJobsQueryFields } from "./jobs";

export const SAVED_SEARCH_ALERTS = ["Daily", "Weekly", "Never"] as const;
export type SavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_NAME_MAX = 80;
/** The most saved searches one person keeps. */
export const SAVED_SEARCHES_MAX = 25;

const AlertsSchema = z.enum(SAVED_SEARCH_ALERTS, "Email alerts must be Daily, Weekly or Never");

const NameSchema = z
  .string("Name is required")
  .pipe(singleLine(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`))
  .refine((name) => name.length > 0, "Name is required");

/** Unpaired UTF-16 halves: JSON text carries them, but the database's JSON refuses them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

const field = ListJobsQueryFields.shape;
/** "No filter" the way the URL writes it: absent. A JSON client may also send null. */
const orNone = <T extends z.ZodTypeAny>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/**
 * A saved search's filters, by the rules of GET /api/jobs: the URL's own spelling
 * ({ country: "3", visa: "1" }) or the stored one ({ country: 3, visa: true }), kept in the stored
 * (normalised) form. Text the search ignores (control characters, runs of spaces) is dropped.
 */
export const SavedSearchFiltersInputSchema = z.strictObject({
  q: orNone(z.string())
    .pipe(field.q)
    .transform((q) =>
      q.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATE, "").replace(/\s+/g, " ").trim(),
    ),
  country: orNone(z.union([z.string(), z.number()]))
    .transform((v) => (v === undefined ? v : String(v)))
    .pipe(field.country),
  employmentType: orNone(z.string()).pipe(field.employmentType),
  workType: orNone(z.string()).pipe(field.workType),
  visa: orNone(z.union([z.string(), z.boolean()]))
    .transform((v) => (typeof v === "boolean" ? (v ? "1" : "0") : v))
    .pipe(field.visa),
  registeredSponsor: orNone(z.union([z.string(), z.boolean()]))
    .transform((v) => (typeof v === "boolean" ? (v ? "1" : "0") : v))
    .pipe(field.registeredSponsor),
});

/** A saved search's filters, as answered: the job search's own. */
export const SavedSearchFiltersSchema = JobFiltersSchema;
export type SavedSearchFilters = z.infer<typeof SavedSearchFiltersInputSchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: SavedSearchFiltersSchema,
  alerts: z.enum(SAVED_SEARCH_ALERTS),
  /** The /jobs address that runs the search. */
  url: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const CreateSavedSearchSchema = z.strictObject({
  name: NameSchema,
  filters: SavedSearchFiltersInputSchema,
  alerts: AlertsSchema.default("Daily"),
});
export type CreateSavedSearchInput = z.infer<typeof CreateSavedSearchSchema>;

export const UpdateSavedSearchSchema = z
  .strictObject({
    name: NameSchema.optional(),
    alerts: AlertsSchema.optional(),
    filters: SavedSearchFiltersInputSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), "Send at least one field to change");
export type UpdateSavedSearchInput = z.infer<typeof UpdateSavedSearchSchema>;
