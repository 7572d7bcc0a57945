import fs from "node:fs";
import path from "node:path";
import { type VisaRoute, VisaRouteSchema } from "@shared/schemas/sponsors";
import { z } from "zod";
import { REFERENCE_DIR } from "../../reference/reference-files";

/** data/visas/routes.json, beside data/reference. */
export const VISA_ROUTES_FILE = path.join(path.dirname(REFERENCE_DIR), "visas", "routes.json");

const FileSchema = z.object({ routes: z.array(VisaRouteSchema) });

let kept: Map<string, VisaRoute[]> | null = null;

/**
 * Every country's routes by ISO code, read and checked once per process: the file is versioned
 * with the code and changes only with a new build.
 */
export function visaRoutesByCountry(file: string = VISA_ROUTES_FILE): Map<string, VisaRoute[]> {
  if (kept && file === VISA_ROUTES_FILE) return kept;
  const parsed = FileSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const byCountry = new Map<string, VisaRoute[]>();
  for (const route of parsed.data.routes) {
    const list = byCountry.get(route.country) ?? [];
    list.push(route);
    byCountry.set(route.country, list);
  }
  if (file === VISA_ROUTES_FILE) kept = byCountry;
  return byCountry;
}
