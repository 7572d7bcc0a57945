import { companyNameKey } from "@shared/domain/company-name";
import { isWebAddress } from "@shared/schemas/postings";
import { sql } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";
import { countries } from "../db/schema/places";
import type { Db } from "../db/types";
import { accountAsName, type BoardApiRequest, type BoardLink } from "./board-links";
import { loadKnownCities } from "./known-cities";
import { normalizePosting } from "./normalize-posting";
import type { ReadPosting } from "./raw-posting";
import { readDocument } from "./read-document";
import { storePostings } from "./store";

/** The source of every job a person brought in by pasting a link or a posting's text. */
export const LINK_SOURCE = "link";

const NO_ADDRESS = "https://example.invalid/";

/** What one person's pasted address is filed under: one job per person and address. */
export function linkKey(ownerId: number, url: string): string {
  return `${ownerId} ${url}`;
}

/**
 * The first posting of a fetched page (schema.org JobPosting JSON-LD, in the page's scripts, an
 * @graph or an array), read in the parse worker within the document limits; or why none was found.
 */
export async function readLinkedPage(
  content: string,
  timeoutMs: number,
): Promise<{ posting: ReadPosting } | { error: string }> {
  const parsed = await readDocument(content, { origin: "the page" }, timeoutMs);
  if ("error" in parsed) return { error: parsed.error };
  if (parsed.format !== "schema.org") {
    return { error: `the address answers a ${parsed.format} list of postings, not one posting's page` };
  }
  const [posting] = parsed.postings;
  if (!posting) {
    const why = parsed.problems.map((p) => p.reason).join("; ");
    return { error: `the page's job posting could not be read${why ? ` (${why})` : ""}` };
  }
  return { posting };
}

/**
 * The one posting a board's API answered for a pasted link (read in the parse worker, in that
 * board's format, within the document limits), or why it was not there. A board that names no
 * company (Lever, Ashby; Greenhouse without `company_name`) is named after its account.
 */
export async function readBoardPosting(
  content: string,
  link: BoardLink,
  request: BoardApiRequest,
  timeoutMs: number,
): Promise<{ posting: ReadPosting } | { error: string }> {
  const parsed = await readDocument(
    content,
    { format: request.format, pick: request.pick, origin: `https://${link.host}/` },
    timeoutMs,
  );
  if ("error" in parsed) return { error: parsed.error };
  const [posting] = parsed.postings;
  if (!posting) return { error: `the ${link.board} answer does not list the posting ${link.posting}` };
  if (!posting.company?.name?.trim()) {
    const name = accountAsName(link.account);
    return { posting: { ...posting, company: { name }, source: `${link.board}:${companyNameKey(name)}` } };
  }
  return { posting };
}

/** A posting from the words a person pasted: the same reading as an imported posting's text. */
export function pastedPosting(input: {
  title: string;
  company: string;
  location: string;
  text: string;
  url?: string | undefined;
}): ReadPosting {
  return {
    label: input.title,
    title: input.title,
    // The text becomes the plain text a job page shows, paragraphs kept.
    description: input.text,
    employmentTypes: [],
    company: { name: input.company },
    places: [{ text: input.location }],
    skills: [],
    applyUrl: input.url,
    source: LINK_SOURCE,
  };
}

/**
 * Stores a posting as a job private to `ownerId` (normalised, visa-classified, matched against the
 * sponsor registers like any imported posting) and answers its id, or why it cannot be stored.
 * Run it inside the caller's transaction.
 */
export async function storePrivatePosting(
  db: Db,
  posting: ReadPosting,
  options: { ownerId: number; url: string | undefined; now: Date },
): Promise<{ jobId: number } | { reason: string }> {
  const places = {
    countries: await db
      .select({ id: countries.id, code: countries.code, name: countries.name })
      .from(countries),
    cities: await loadKnownCities(db, [posting]),
  };
  const externalId = options.url ? linkKey(options.ownerId, options.url) : undefined;
  // Where to apply: the posting's own address, else the page's, when it is one a job may link to.
  const applyUrl = [posting.applyUrl, options.url].find((u) => u !== undefined && isWebAddress(u));
  // Text pasted without its address has nowhere to apply: checked with a stand-in, stored empty.
  const raw: ReadPosting = {
    ...posting,
    applyUrl: applyUrl ?? NO_ADDRESS,
    source: LINK_SOURCE,
    externalId,
  };
  const result = normalizePosting(raw, places, options.now);
  if ("reason" in result) return { reason: result.reason };
  if (!applyUrl) result.posting.input.applyUrl = "";
  await storePostings(db, [result.posting], { now: options.now, ownerId: options.ownerId });
  // The row just written: by its address, or the person's newest when the text came without one.
  const found = (await db.execute(
    externalId
      ? sql`select id from ${jobs} where source = ${LINK_SOURCE} and external_id = ${externalId}`
      : sql`select id from ${jobs} where owner_id = ${options.ownerId} order by id desc limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const id = found.rows[0]?.id;
  if (id === undefined) return { reason: "the job could not be stored" };
  return { jobId: Number(id) };
}
