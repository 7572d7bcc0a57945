import { isWebAddress } from "@shared/schemas/postings";
import type { RawSalary } from "./normalize";

/** The formats a document is read in. */
export const READ_FORMATS = [
  "greenhouse",
  "lever",
  "schema.org",
  "ashby",
  "workable",
  "recruitee",
  "arbeitnow",
  "remotive",
  "smartrecruiters",
  "personio",
] as const;
export type ReadFormat = (typeof READ_FORMATS)[number];

/** Job boards that list many companies' postings, a page at a time: never a full listing. */
export const AGGREGATOR_FORMATS: ReadonlySet<ReadFormat> = new Set(["arbeitnow", "remotive"]);

/** A place as a posting gave it, before it is resolved against our countries and cities. */
export interface RawPlace {
  city?: string;
  region?: string;
  /** A country field (code or name): a value that is neither makes the posting unusable. */
  country?: string;
  /** Free text such as "Berlin, Germany" or "Remote - Europe"; its last part may name a country. */
  text?: string;
}

/** One posting read from a document, in the words of its format but in one shape for all formats. */
export interface RawPosting {
  /** How skip lines name it: its title, or its position when it has none. */
  label: string;
  title?: string;
  descriptionHtml: string;
  /** Further plain text the posting carries (Lever's "additional"), read for visa statements. */
  extraText?: string;
  postedAt?: unknown;
  validThrough?: unknown;
  employmentTypes: string[];
  /** TELECOMMUTE, remote, hybrid, onsite … */
  workplace?: string;
  company?: { name?: string; website?: string; logoUrl?: string };
  places: RawPlace[];
  salary?: RawSalary;
  skills?: string[];
  externalId?: string;
  applyUrl?: string;
  /** Where the posting is filed: 'schema.org:careers.example.com', 'greenhouse:acme' … */
  source: string;
}

/** A posting as a document's reading hands it on: its description already the plain text a job page shows. */
export type ReadPosting = Omit<RawPosting, "descriptionHtml"> & { description: string };

export interface ParsedDocument {
  format: ReadFormat;
  postings: ReadPosting[];
  /** Parts of the document that could not be read, each a skip. */
  problems: { posting: string; reason: string }[];
  /**
   * The document lists all of its source's postings (the answers of one company's board: Greenhouse,
   * Lever, Ashby, Workable, Recruitee, Personio, a SmartRecruiters list that reaches its total);
   * never an aggregator's (Arbeitnow, Remotive).
   */
  full: boolean;
}

/** A JSON value's text, trimmed; undefined for anything but a non-empty string or a number. */
export function str(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text === "" ? undefined : text;
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The host of a web address, without "www."; undefined when it is not one. */
export function hostOf(address: string | undefined): string | undefined {
  if (!address || !isWebAddress(address)) return undefined;
  return new URL(address).hostname.replace(/^www\./, "").toLowerCase();
}

/** Plain text as HTML that shows it: characters escaped, line breaks kept. */
export function textAsHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>");
}

/** Every item of a list is an object carrying `key`: the mark of one board's answer. */
export function everyHas(list: unknown[], key: string): boolean {
  return list.every((item) => isObject(item) && item[key] !== undefined && item[key] !== null);
}
