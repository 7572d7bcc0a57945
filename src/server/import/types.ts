import type { Db } from "../db/types";
import type { DocumentFormat } from "./parse-document";

/** How one import run is told where its postings come from. */
export interface ImportOptions {
  /** The file name or URL the content came from (named in skip reasons, and tells HTML from JSON). */
  origin: string;
  /** The company for formats that do not name it (Greenhouse, Lever): `--company`, or a feed's company. */
  company?: string;
  /**
   * The source the postings are filed under ('greenhouse:acme', 'lever:acme',
   * 'schema.org:careers.example.com'); derived from the content and company when not given.
   */
  source?: string;
  /**
   * The content is the whole of its source's current postings: every open job of that source that
   * it no longer lists is closed (reason 'removed'). True for Greenhouse and Lever answers and feeds.
   */
  full?: boolean;
  /** The format the content must be (a feed's declared format); anything else leaves it unread. */
  format?: DocumentFormat;
  now?: Date;
}

export interface ImportSkip {
  /** What the posting was (its title or position in the file). */
  posting: string;
  reason: string;
}

export interface ImportSummary {
  imported: number;
  updated: number;
  closed: number;
  skipped: number;
  skips: ImportSkip[];
  /** Why the document as a whole could not be read; absent when it was read. */
  unreadable?: string;
}

/**
 * Imports one document (a file's or a feed's content) in one transaction: all of it or, when it
 * cannot be read at all, nothing (the summary then holds one skip with the reason).
 */
export type ImportDocument = (db: Db, content: string, options: ImportOptions) => Promise<ImportSummary>;
