import { applyReferenceRates } from "../modules/pay/exchange-rates.service";
import { loadReferenceRates } from "../pay/pay-reference";
import { applyReferenceData } from "../reference/apply-reference";
import { applyGeoNamesCities, describeGeoNames } from "../reference/geonames-cities";
import { loadReferenceData } from "../reference/reference-files";
import type { ReferenceData } from "../reference/reference-rows";
import { describeChanges } from "../reference/reload";
import { seedDemoData } from "./seed/demo";
import type { Db } from "./types";

/**
 * What every start puts in a migrated database: the reference data (countries, cities and their
 * figures, from data/reference) always, and the fictional demo content only when `demoData` is on.
 * Returns what to log: what the reference data changed, and whether demo content was added.
 */
export async function loadStartData(
  db: Db,
  options: { demoData: boolean },
  reference: ReferenceData = loadReferenceData(),
): Promise<string[]> {
  const changes = await applyReferenceData(db, reference);
  // A fresh database gets every country and city: the summary says so without a line for each.
  const lines = describeChanges(
    changes.countriesAdded === reference.countries.length ? { ...changes, lines: [] } : changes,
  );
  const geoNames = describeGeoNames(await applyGeoNamesCities(db));
  if (geoNames) lines.push(geoNames);
  const rates = await applyReferenceRates(db, loadReferenceRates());
  if (rates) lines.push(rates);
  if (options.demoData && (await seedDemoData(db, new Date(), reference))) lines.push("demo data added");
  return lines;
}
