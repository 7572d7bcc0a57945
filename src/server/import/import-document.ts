import { companyNameKey } from "@shared/domain/company-name";
import { countries } from "../db/schema/places";
import { loadKnownCities } from "./known-cities";
import { type NormalizedPosting, normalizePosting } from "./normalize-posting";
import { AGGREGATOR_FORMATS } from "./raw-posting";
import { readDocument } from "./read-document";
import { storePostings } from "./store";
import type { ImportDocument, ImportSkip } from "./types";

/**
 * Reads one document (a file's or a feed's content; no file access here) and stores its postings
 * in one transaction. A document that cannot be read is one skip and changes nothing; a posting
 * that cannot be stored is a skip with its reason. A database failure rolls the whole document
 * back and is thrown.
 */
export const importDocument: ImportDocument = async (db, content, options) => {
  const now = options.now ?? new Date();
  const parsed = await readDocument(content, {
    company: options.company,
    format: options.format,
    origin: options.origin,
  });
  if ("error" in parsed) {
    return {
      imported: 0,
      updated: 0,
      closed: 0,
      skipped: 1,
      skips: [{ posting: "document", reason: parsed.error }],
      unreadable: parsed.error,
    };
  }
  const skips: ImportSkip[] = [...parsed.problems];
  if (options.source) for (const posting of parsed.postings) posting.source = options.source;
  return db.transaction(async (tx) => {
    const places = {
      countries: await tx
        .select({ id: countries.id, code: countries.code, name: countries.name })
        .from(countries),
      cities: await loadKnownCities(tx, parsed.postings),
    };
    const ready: NormalizedPosting[] = [];
    for (const raw of parsed.postings) {
      const result = normalizePosting(raw, places, now);
      if ("reason" in result) skips.push({ posting: raw.label, reason: result.reason });
      else ready.push(result.posting);
    }
    // An aggregator's answer is a page of many companies' postings: it never closes what it leaves out.
    const full = (options.full ?? parsed.full) && !AGGREGATOR_FORMATS.has(parsed.format);
    // A full listing closes what it no longer lists, but never on behalf of a company it could not name.
    const boardSource =
      options.source ??
      (parsed.format !== "schema.org" && options.company
        ? `${parsed.format}:${companyNameKey(options.company)}`
        : undefined);
    const sources = [
      ...new Set([...parsed.postings.map((p) => p.source), ...(boardSource ? [boardSource] : [])]),
    ].filter((s) => !s.endsWith(":unknown"));
    const listed =
      full && sources.length > 0
        ? {
            sources,
            externalIds: parsed.postings
              .map((p) => p.externalId)
              .filter((id): id is string => id !== undefined),
          }
        : undefined;
    const stored = await storePostings(tx, ready, { now, listed });
    skips.push(...stored.skips);
    return {
      imported: stored.imported,
      updated: stored.updated,
      closed: stored.closed,
      skipped: skips.length,
      skips,
    };
  });
};
