import fc from "fast-check";

/*
 * Generators for hostile HTTP requests, driven by a route's OpenAPI description. A generated
 * request is a plan (plain data, printable when a property fails); `materialize` turns it into
 * what `app.inject` sends, resolving references to rows that exist at that moment. This file
 * holds what a plan is made of.
 */

/**
 * Rows the fuzz can point at; `me` is the signed-in account (replaced when a request ends it),
 * `myName` its username.
 */
export type Pool =
  | "me"
  | "myName"
  | "user"
  /** People the signed-in account has a conversation with (a referral request joins them). */
  | "contact"
  | "job"
  | "country"
  | "company"
  /** The company page the signed-in account manages, and the job it posted there. */
  | "ownCompany"
  | "ownJob"
  | "offering"
  | "ownOffering"
  | "request"
  | "ownRequest"
  /** Referrals the signed-in account asked for that are Referred and wait for its confirmation. */
  | "toConfirm"
  | "message"
  /** Messages of the signed-in account's that carry a document (so downloading it can succeed). */
  | "attached"
  /** The signed-in account's saved searches, and the jobs it applied to. */
  | "ownSavedSearch"
  | "appliedJob"
  /** The signed-in account's notifications, and anyone's. */
  | "ownNotification"
  | "notification";
export type Pools = Record<Pool, ReadonlyArray<number | string>>;

/** An id taken from a pool when the request is sent. */
export class Ref {
  constructor(
    readonly pool: Pool,
    readonly pick: number,
  ) {}
  toString(): string {
    return `<${this.pool}#${this.pick}>`;
  }
}

/** JSON text written as is (numbers JSON.stringify cannot produce, such as 1e309). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const ref = (pool: Pool) => fc.nat({ max: 1_000 }).map((n) => new Ref(pool, n));
export const raw = (text: string) => new RawJson(text);

/** An object with an own property of any name, `__proto__` included (a literal would set the prototype). */
export function withOwn(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(target)) Object.defineProperty(copy, k, ownValue(target[k]));
  Object.defineProperty(copy, key, ownValue(value));
  return copy;
}
function ownValue(value: unknown): PropertyDescriptor {
  return { value, enumerable: true, writable: true, configurable: true };
}

/** Verbatim URL text, or an id resolved when sent. */
export type UrlText = string | Ref;

export interface QueryPart {
  key: string;
  value: UrlText;
  /** Written as generated (malformed escapes included) instead of percent-encoded. */
  verbatim: boolean;
}

export type TextEdit =
  | "truncate"
  | "trailingComma"
  | "bom"
  | "singleQuotes"
  | "comment"
  | "duplicateKey"
  | "nan"
  | "unquotedKeys"
  | "doubled"
  | "prefix"
  | "badEscape";

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  content: FileContent;
}
export type FileContent =
  | { kind: "text"; text: string }
  | { kind: "bytes"; bytes: number[] }
  | { kind: "pdf"; text: string }
  | { kind: "docx" }
  | { kind: "repeat"; char: string; size: number };

export type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "edited"; value: unknown; edit: TextEdit; at: number }
  | { kind: "raw"; text: string }
  | { kind: "bytes"; bytes: number[] }
  | { kind: "nested"; depth: number; open: string; close: string }
  | { kind: "huge"; value: unknown; field: string | null; size: number; char: string }
  | { kind: "hugeArray"; value: unknown; field: string; length: number }
  | { kind: "multipart"; boundary: string; parts: MultipartPart[]; truncateAt: number | null };

export type Auth = "me" | "visitor" | "forged" | "garbage";

export interface RequestPlan {
  method: string;
  path: Record<string, UrlText>;
  query: QueryPart[];
  body: BodyPlan;
  /** "default" picks the type that matches the body; null sends none. */
  contentType: string | null;
  auth: Auth;
  headers: Record<string, string>;
}
