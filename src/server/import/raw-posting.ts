import { isWebAddress } from "@shared/schemas/postings";
import type { RawSalary } from "./normalize";

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
  format: "schema.org" | "greenhouse" | "lever";
  postings: ReadPosting[];
  /** Parts of the document that could not be read, each a skip. */
  problems: { posting: string; reason: string }[];
  /** The document lists all of its source's postings (Greenhouse and Lever answers). */
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
