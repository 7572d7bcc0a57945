import fc from "fast-check";
import type { ApiParameter, ApiRoute, JsonSchema } from "./api-routes";

/*
 * Generators for hostile HTTP requests, driven by a route's OpenAPI description. A generated
 * request is a plan (plain data, printable when a property fails); `materialize` turns it into
 * what `app.inject` sends, resolving references to rows that exist at that moment.
 */

/**
 * Rows the fuzz can point at; `me` is the signed-in account (replaced when a request ends it),
 * `myName` its username.
 */
export type Pool =
  | "me"
  | "myName"
  | "user"
  | "job"
  | "country"
  | "company"
  | "offering"
  | "ownOffering"
  | "request"
  | "ownRequest"
  | "message";
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

const ref = (pool: Pool) => fc.nat({ max: 1_000 }).map((n) => new Ref(pool, n));
const raw = (text: string) => new RawJson(text);

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

// ---------------------------------------------------------------------------------------------
// Text and values

/** Strings that have broken parsers, databases and renderers somewhere. */
export const NASTY_TEXT: readonly string[] = [
  "",
  " ",
  "   padded   ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "a\ud83d",
  "\ud83d\ude00",
  "👩‍👩‍👧‍👦",
  "\u202eevil\u202c",
  "\ufeffbom",
  "ｆｕｌｌｗｉｄｔｈ",
  "\u0085\u2028\u2029",
  "line\nbreak",
  "tab\tbed",
  "\r\n",
  "\u0001\u001f\u007f",
  "' or 1=1 --",
  '" or ""="',
  "'; drop table users; --",
  "1; select pg_sleep(0) --",
  "%",
  "_",
  "\\",
  "%_%",
  "\\%",
  "'",
  "''",
  "$1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a lookup-injection probe, meant literally
  "${jndi:ldap://x}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "99999999999999999999999999999",
  "-1",
  "2147483648",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "[object Object]",
  "demo",
  " DEMO ",
  "demo@borderless.example",
  "@",
  "a@b",
  "a@b.c",
  "x".repeat(101),
  "x".repeat(1_001),
  "y".repeat(5_001),
  "é".repeat(60),
  "😀".repeat(30),
];

const WORDS = [
  "Berlin",
  "engineer",
  "Zürich",
  "東京",
  "São Paulo",
  "naïve",
  "O'Brien",
  "data_science",
  "50%",
  "C++",
  "C#",
  "Node.js",
  "remote",
  "visa",
  "Müller",
  "Ørsted",
  "Łódź",
  "🙂",
];

/** Readable text a person could type: words (some with quotes, %, _ and non-Latin letters). */
export const wordsText = (min = 1, max = 4) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(" "));

/** Any code points, lone surrogates included (built once: a full-Unicode string arbitrary is costly to create). */
const binaryText = fc.string({ unit: "binary", maxLength: 40 });

export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: binaryText },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 2, arbitrary: wordsText() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(wordsText(), fc.constantFrom(...NASTY_TEXT), wordsText())
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
);

const oddNumbers = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -0,
  1e-300,
  raw("1e309"),
  raw("-1e309"),
  raw("1.0"),
  raw("1E2"),
  raw("-0"),
  raw("0.0000001"),
  raw("123456789012345678901234567890"),
);

export const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: anyText },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: oddNumbers },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
);

const ODD_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "",
  " ",
  "id",
  "userId",
  "isAdmin",
  "role",
  "passwordHash",
  "password_hash",
  "createdAt",
  "$where",
  "a.b",
  "[0]",
  "\u0000",
  "é",
];
const anyKey = fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, objects with hostile keys included. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    anyScalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(anyKey, tie("value")), { maxLength: 4 })
      .map((entries) => entries.reduce<Record<string, unknown>>((o, [k, v]) => withOwn(o, k, v), {})),
  ),
})).value;

/** Objects that would pollute a prototype if merged naively. */
const pollution = fc.constantFrom<unknown>(
  withOwn({}, "__proto__", { polluted: "yes" }),
  { constructor: { prototype: { polluted: "yes" } } },
  { prototype: { polluted: "yes" } },
  withOwn({ a: 1 }, "__proto__", withOwn({}, "__proto__", { polluted: "yes" })),
  [withOwn({}, "__proto__", { polluted: "yes" })],
);

// ---------------------------------------------------------------------------------------------
// Valid values from a JSON schema, with hints for the fields that name rows or secrets

/** A valid-looking value for a field, by its name; undefined leaves it to the schema. */
export type Hints = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

export interface HintContext {
  /** The signed-in fuzz account's password (so password checks are passed now and then). */
  password: string;
  /** Usernames and emails that exist (so uniqueness checks and sign-ins are reached). */
  usernames: readonly string[];
  emails: readonly string[];
}

const EMPLOYMENT = ["Full-time", "Part-time", "Contract", "Internship", "all", ""];
const WORK = ["Remote", "On-site", "Hybrid", "all", ""];

export function defaultHints(ctx: HintContext): Hints {
  const email = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.nat())
        .map(([a, n]) => `${a}${n}@example.test`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ctx.emails, ...ctx.emails.map((e) => e.toUpperCase())) },
  );
  const password = fc.oneof(
    { weight: 2, arbitrary: fc.constant(ctx.password) },
    { weight: 1, arbitrary: fc.string({ minLength: 6, maxLength: 20 }) },
  );
  const user = fc.oneof({ weight: 3, arbitrary: ref("user") }, { weight: 1, arbitrary: ref("me") });
  const made = new Map<string, fc.Arbitrary<unknown> | undefined>();
  return (name) => {
    if (!made.has(name)) made.set(name, hint(name));
    return made.get(name);
  };
  function hint(name: string): fc.Arbitrary<unknown> | undefined {
    switch (name) {
      case "email":
        return email;
      case "username":
        return fc.oneof(
          { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{3,20}$/) },
          { weight: 1, arbitrary: fc.constantFrom(...ctx.usernames) },
          { weight: 2, arbitrary: ref("myName") },
        );
      case "password":
      case "currentPassword":
      case "newPassword":
        return password;
      case "fullName":
        return wordsText(2, 3);
      case "profession":
      case "preferredJobTitle":
      case "preferredLocation":
      case "q":
        return wordsText(1, 3);
      case "description":
        return wordsText(3, 8).map((t) => `Happy to refer: ${t}`);
      case "content":
      case "message":
        return wordsText(1, 12);
      case "phoneNumber":
        return fc.constantFrom("+1 555 0100", "(030) 1234-567", "+44 20 7946 0958");
      case "receiverId":
      case "withUserId":
      case "userId":
        return user;
      case "senderId":
        return fc.oneof({ weight: 3, arbitrary: ref("me") }, { weight: 1, arbitrary: ref("user") });
      case "offeringId":
        return fc.oneof(ref("offering"), ref("ownOffering"));
      case "companyId":
        return ref("company");
      case "country":
        return fc.oneof(ref("country"), fc.constantFrom("all", ""));
      case "employmentType":
        return fc.constantFrom(...EMPLOYMENT);
      case "workType":
        return fc.constantFrom(...WORK);
      case "beforeId":
        return ref("message");
      default:
        return undefined;
    }
  }
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = typeof schema.minimum === "number" ? schema.minimum : -1_000;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + 1;
  const max = typeof schema.maximum === "number" ? schema.maximum : 1_000;
  return { min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) };
}

/** A value the schema accepts (mostly: refinements outside JSON Schema are for the hints). */
export function validValue(schema: JsonSchema, hints: Hints, name = ""): fc.Arbitrary<unknown> {
  const hinted = name ? hints(name, schema) : undefined;
  const base = fromSchema(schema, hints);
  const value = hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: base }) : base;
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function fromSchema(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validValue(s, hints)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "string": {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return fc
          .stringMatching(pattern)
          .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER));
      }
      return fc.oneof(
        wordsText().filter((s) => s.length >= minLength && s.length <= maxLength),
        fc.string({ minLength, maxLength }),
      );
    }
    case "integer": {
      const { min, max } = integerBounds(schema);
      const small = fc.integer({
        min: Math.max(min, Math.min(0, max)),
        max: Math.min(max, Math.max(min, 0) + 50),
      });
      return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
    }
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case "boolean":
      return fc.boolean();
    case "array": {
      const item = schema.items ? validValue(schema.items, hints) : anyScalar;
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)) });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] = validValue(property, hints, key);
      const required = (schema.required ?? []).filter((k) => k in properties);
      return fc.record(record, { requiredKeys: required }).map((value) => sameConfirmation(value));
    }
    default:
      return anyJson;
  }
}

/** A confirmation field usually repeats the password it confirms (a refinement JSON Schema lacks). */
function sameConfirmation(value: Record<string, unknown>): Record<string, unknown> {
  if (!("confirmPassword" in value)) return value;
  const confirmed = value.newPassword ?? value.password;
  return typeof confirmed === "string" && confirmed.length % 5 !== 0
    ? { ...value, confirmPassword: confirmed }
    : value;
}

// ---------------------------------------------------------------------------------------------
// Request plans

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

const PATH_NASTY = [
  "0",
  "-1",
  "-0",
  "1.5",
  "1e3",
  "1e309",
  "-1e309",
  "0x10",
  "+1",
  "%201",
  "1%20",
  "01",
  "2147483647",
  "2147483648",
  "9007199254740993",
  "9".repeat(40),
  "9".repeat(250),
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "%00",
  "1%00",
  "%2e%2e",
  "..%2F..%2Fetc%2Fpasswd",
  "..%5C..%5Cwin.ini",
  "..",
  ".",
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  encodeURIComponent("١٢٣"),
  encodeURIComponent("😀"),
  encodeURIComponent("' or 1=1 --"),
  "%27",
  "1;drop",
  "resume.",
  "RESUME",
  "cover-letter%00",
  "cover_letter",
  "all",
  "CA",
  "ca",
  "canada",
  "United%20Kingdom",
];

/** The pool a path id names, from the collection before it (`/api/jobs/:id` → jobs). */
const PATH_POOLS: Record<string, Pool[]> = {
  jobs: ["job"],
  countries: ["country"],
  referrers: ["ownOffering", "offering"],
  "referral-requests": ["ownRequest", "request"],
  users: ["me", "user"],
  messages: ["message"],
};

/** Any text, percent-encoded. */
const encodedText = binaryText.map(encodeUrlText);

function validPathValue(route: ApiRoute, param: ApiParameter): fc.Arbitrary<UrlText> {
  const segments = route.path.split("/");
  const collection = segments[segments.indexOf(`:${param.name}`) - 1] ?? "";
  const pools = PATH_POOLS[collection];
  if (param.schema.enum?.length) return fc.constantFrom(...param.schema.enum.map(String));
  if (pools) return fc.oneof(...pools.map((p) => ref(p)));
  return fc.integer({ min: 1, max: 200 }).map(String);
}

function pathValue(route: ApiRoute, param: ApiParameter): fc.Arbitrary<UrlText> {
  return fc.oneof(
    { weight: 6, arbitrary: validPathValue(route, param) },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_NASTY) },
    { weight: 1, arbitrary: encodedText },
    { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String) },
  );
}

const QUERY_NASTY = [
  "",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "+",
  "1e309",
  "-1",
  "0",
  "1.5",
  "0x10",
  "NaN",
  "true",
  "all",
  "ALL",
  "1,2",
  "[]",
  "{}",
  "%27%20or%201%3D1%20--",
  "%25",
  "_",
  "%5C",
];

function queryValue(param: ApiParameter, hints: Hints): fc.Arbitrary<string | Ref> {
  return validValue(param.schema, hints, param.name).map((v) => (v instanceof Ref ? v : String(v)));
}

function queryPlan(route: ApiRoute, hints: Hints): fc.Arbitrary<QueryPart[]> {
  const declared = route.query;
  const names = declared.map((p) => p.name);
  const keyOf = names.length ? fc.constantFrom(...names) : fc.constant("q");
  const nasty = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_NASTY).map((v) => ({ value: v, verbatim: true })) },
    { weight: 3, arbitrary: anyText.map((v) => ({ value: v, verbatim: false })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(1_000, 8_000, 100_000), fc.constantFrom("a", "é", "%"))
        .map(([n, c]) => ({ value: c.repeat(n), verbatim: false })),
    },
  );
  // Each declared parameter present or not, with a valid or a hostile value.
  const declaredParts = fc
    .tuple(
      ...declared.map((p) =>
        fc.option(
          fc.oneof(
            {
              weight: 3,
              arbitrary: queryValue(p, hints).map((value) => ({ key: p.name, value, verbatim: false })),
            },
            { weight: 2, arbitrary: nasty.map((v) => ({ key: p.name, ...v })) },
          ),
          { nil: null, freq: 2 },
        ),
      ),
    )
    .map((parts) => parts.filter((part) => part !== null));
  const extraPart = fc.oneof(
    // the same key twice, or as an array
    fc
      .tuple(keyOf, fc.constantFrom("", "[]", "[0]", "[a]", ".x"), fc.constantFrom("1", "2", "x"))
      .map(([k, suffix, value]) => ({ key: `${k}${suffix}`, value, verbatim: false })),
    fc.constantFrom(
      { key: "__proto__[polluted]", value: "yes", verbatim: false },
      { key: "constructor[prototype][polluted]", value: "yes", verbatim: false },
      { key: "__proto__", value: "x", verbatim: false },
      { key: "", value: "x", verbatim: false },
      { key: "%zz", value: "%zz", verbatim: true },
      { key: "a", value: "1&&&b", verbatim: true },
    ),
    fc.tuple(anyKey, nasty).map(([key, v]) => ({ key, ...v })),
  );
  return fc
    .tuple(declaredParts, fc.array(extraPart, { maxLength: 3 }), fc.integer({ min: 0, max: 9 }))
    .map(([parts, extras, mode]) => (mode < 6 ? parts : [...parts, ...extras]));
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=iso-8859-1",
  "APPLICATION/JSON",
  "application/json;",
  "application/json, text/plain",
  "application/vnd.api+json",
  "application/jsonx",
  "text/json",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=fuzzboundary",
  "multipart/mixed; boundary=fuzzboundary",
  "application/xml",
  "application/octet-stream",
  "*/*",
  "",
  ";",
  "invalid",
];

const FILE_NAMES = [
  "resume.pdf",
  "resume.txt",
  "letter.docx",
  "CV.PDF",
  "../../etc/passwd.txt",
  "..\\..\\boot.txt",
  "/abs/path.txt",
  "a\u0000.txt",
  "ré sumé 😀.txt",
  `${"x".repeat(1_000)}.txt`,
  ".txt",
  "noext",
  "a.txt.exe",
  'quote".txt',
  "semi;colon.txt",
  "",
];

const fileContent: fc.Arbitrary<FileContent> = fc.oneof(
  { weight: 4, arbitrary: wordsText(1, 20).map((text) => ({ kind: "text" as const, text })) },
  { weight: 2, arbitrary: anyText.map((text) => ({ kind: "pdf" as const, text })) },
  { weight: 1, arbitrary: fc.constant({ kind: "docx" as const }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.nat({ max: 255 }), { maxLength: 64 })
      .map((bytes) => ({ kind: "bytes" as const, bytes })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "text" as const, text: "" }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(100_000, 1_100_000, 5 * 1024 * 1024 + 1)
      .map((size) => ({ kind: "repeat" as const, char: "a", size })),
  },
);

const multipartPart: fc.Arbitrary<MultipartPart> = fc.record({
  name: fc.oneof(
    { weight: 5, arbitrary: fc.constant("file") },
    { weight: 1, arbitrary: fc.constantFrom("resume", "", "__proto__", "file[]") },
  ),
  filename: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...FILE_NAMES) },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  contentType: fc.constantFrom("text/plain", "application/pdf", "application/x-msdownload", null),
  content: fileContent,
});

/** A file a person would upload: its name, type and content agree. */
const validUploadPart: fc.Arbitrary<MultipartPart> = fc
  .tuple(
    fc.constantFrom<[string, string, FileContent["kind"]]>(
      ["cv.txt", "text/plain", "text"],
      ["Lebenslauf Müller.pdf", "application/pdf", "pdf"],
      ["letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
    ),
    wordsText(1, 30),
  )
  .map(([[filename, contentType, kind], text]) => ({
    name: "file",
    filename,
    contentType,
    content: kind === "docx" ? { kind: "docx" as const } : { kind: kind as "text" | "pdf", text },
  }));

const BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
export const validUpload: fc.Arbitrary<BodyPlan> = validUploadPart.map((part) => ({
  kind: "multipart" as const,
  boundary: BOUNDARY,
  parts: [part],
  truncateAt: null,
}));

const multipartBody: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 1, arbitrary: validUpload },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("multipart" as const),
      boundary: fc.constantFrom("fuzzboundary", BOUNDARY, "x".repeat(70), "y".repeat(300)),
      parts: fc.array(fc.oneof(multipartPart, validUploadPart), { minLength: 0, maxLength: 8 }),
      truncateAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 8, nil: null }),
    }),
  },
);

const RAW_BODIES = [
  "",
  " ",
  "\n",
  "null",
  "true",
  "0",
  "-1",
  '"text"',
  "[]",
  "[{}]",
  "{}",
  "{",
  "}",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "\ufeff{}",
  "undefined",
  "NaN",
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  "a=1&b=2",
  "<xml/>",
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
  "1e309",
];

const INVALID_UTF8: number[][] = [
  [0xff, 0xfe, 0x00],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
  [0xef, 0xbb, 0xbf, 0x7b, 0x7d],
];

const HUGE_SIZES = [1_000, 65_536, 500_000, 1_000_000, 1_048_577, 1_200_000];

function bodyPlan(route: ApiRoute, hints: Hints): fc.Arbitrary<BodyPlan> {
  const schema = route.body;
  const valid = schema ? validValue(schema, hints) : fc.constant({});
  const keys = Object.keys(schema?.properties ?? {});
  const key = fc.constantFrom(...(keys.length ? keys : ["field"]));
  const validObject = valid.map((v) =>
    v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {},
  );
  const json = (value: unknown): BodyPlan => ({ kind: "json", value });
  return fc.oneof(
    // as a well-behaved client sends it
    { weight: 14, arbitrary: valid.map(json) },
    // one field swapped for anything
    {
      weight: 22,
      arbitrary: fc.tuple(validObject, key, anyJson).map(([v, k, x]) => json(withOwn(v, k, x))),
    },
    // one field left out
    {
      weight: 4,
      arbitrary: fc.tuple(validObject, key).map(([v, k]) => {
        const { [k]: _, ...rest } = v;
        return json(rest);
      }),
    },
    // an extra field, hostile keys included
    {
      weight: 5,
      arbitrary: fc.tuple(validObject, anyKey, anyJson).map(([v, k, x]) => json(withOwn(v, k, x))),
    },
    // prototype pollution at the top level or nested in a field
    {
      weight: 6,
      arbitrary: fc.tuple(validObject, key, pollution, fc.boolean()).map(([v, k, p, nested]) => {
        if (nested || Array.isArray(p)) return json(withOwn(v, k, p));
        const keys = Object.keys(p as object);
        return json(keys.reduce((o, pk) => withOwn(o, pk, (p as Record<string, unknown>)[pk]), v));
      }),
    },
    // the wrong shape altogether
    { weight: 6, arbitrary: anyJson.map(json) },
    // broken JSON text
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom<TextEdit>(
            "truncate",
            "trailingComma",
            "bom",
            "singleQuotes",
            "comment",
            "duplicateKey",
            "nan",
            "unquotedKeys",
            "doubled",
            "prefix",
            "badEscape",
          ),
          fc.double({ min: 0, max: 1, noNaN: true }),
        )
        .map(([value, edit, at]) => ({ kind: "edited" as const, value, edit, at })),
    },
    { weight: 4, arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: "raw" as const, text })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...INVALID_UTF8).map((bytes) => ({ kind: "bytes" as const, bytes })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(100, 10_000, 200_000), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
        .map(([depth, [open = "[", close = "]"]]) => ({ kind: "nested" as const, depth, open, close })),
    },
    // very large text, up to past the body limit
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          validObject,
          fc.option(key, { freq: 4 }),
          fc.constantFrom(...HUGE_SIZES),
          fc.constantFrom("a", "é", "😀", "\u0000", "'"),
        )
        .map(([value, field, size, char]) => ({ kind: "huge" as const, value, field, size, char })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validObject, key, fc.constantFrom(1_000, 100_000))
        .map(([value, field, length]) => ({ kind: "hugeArray" as const, value, field, length })),
    },
    // a JSON route gets multipart now and then; a route without a JSON body (an upload) mostly
    { weight: schema ? 4 : 15, arbitrary: multipartBody },
    { weight: 4, arbitrary: fc.constant({ kind: "none" as const }) },
  );
}

const EXTRA_HEADERS: ReadonlyArray<Record<string, string>> = [
  { origin: "https://evil.example" },
  { origin: "null" },
  { origin: "not a url" },
  { origin: "http://localhost:80" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-origin" },
  { "x-forwarded-for": "203.0.113.7, 10.0.0.1" },
  { "x-forwarded-proto": "https" },
  { accept: "text/html" },
  { "accept-language": "zz-ZZ;q=x" },
  { "content-encoding": "gzip" },
  { "content-encoding": "deflate" },
  { "content-encoding": "br" },
  { "content-encoding": "x-unknown" },
  { "transfer-encoding": "chunked" },
  { "x-http-method-override": "DELETE" },
];

/**
 * Requests a well-behaved client sends: valid ids, the declared query, a valid body (or a file
 * for a route that takes no JSON), signed in. They carry the fuzz past authentication and
 * validation into the rules and the database, and change the state the hostile requests meet.
 */
export function wellFormedRequest(route: ApiRoute, hints: Hints): fc.Arbitrary<RequestPlan> {
  const pathParams: Record<string, fc.Arbitrary<UrlText>> = {};
  for (const p of route.pathParams) pathParams[p.name] = validPathValue(route, p);
  const query = fc
    .tuple(
      ...route.query.map((p) => {
        const part = queryValue(p, hints).map((value) => ({ key: p.name, value, verbatim: false }));
        return p.required ? part : fc.option(part, { nil: null, freq: 2 });
      }),
    )
    .map((parts) => parts.filter((part) => part !== null));
  const body: fc.Arbitrary<BodyPlan> = route.body
    ? validValue(route.body, hints).map((value) => ({ kind: "json" as const, value }))
    : route.method === "GET"
      ? fc.constant({ kind: "none" as const })
      : fc.oneof(fc.constant({ kind: "none" as const }), validUpload);
  return fc.record({
    method: fc.constant(route.method as string),
    path: fc.record(pathParams),
    query,
    body,
    contentType: fc.constant("default"),
    auth: fc.constant<Auth>("me"),
    headers: fc.constant({}),
  });
}

/** Every way of calling one route, as plans for `materialize`: one in five well-formed. */
export function requestArbitrary(route: ApiRoute, hints: Hints): fc.Arbitrary<RequestPlan> {
  return fc.oneof(
    { weight: 1, arbitrary: wellFormedRequest(route, hints) },
    { weight: 4, arbitrary: hostileRequest(route, hints) },
  );
}

/** Requests with something wrong in the path, query, body, content type, cookie or headers. */
export function hostileRequest(route: ApiRoute, hints: Hints): fc.Arbitrary<RequestPlan> {
  const pathParams: Record<string, fc.Arbitrary<UrlText>> = {};
  for (const p of route.pathParams) pathParams[p.name] = pathValue(route, p);
  const reads = route.method !== "GET";
  const method =
    route.method === "GET"
      ? fc.oneof({ weight: 6, arbitrary: fc.constant("GET") }, { weight: 1, arbitrary: fc.constant("HEAD") })
      : fc.constant(route.method);
  const body = reads
    ? bodyPlan(route, hints)
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant<BodyPlan>({ kind: "none" }) },
        { weight: 1, arbitrary: bodyPlan(route, hints) },
      );
  return fc.record({
    method,
    path: fc.record(pathParams),
    query: queryPlan(route, hints),
    body,
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant("default") },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    auth: fc.oneof(
      { weight: 14, arbitrary: fc.constant<Auth>("me") },
      { weight: 4, arbitrary: fc.constant<Auth>("visitor") },
      { weight: 1, arbitrary: fc.constantFrom<Auth>("forged", "garbage") },
    ),
    headers: fc.oneof(
      { weight: 12, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constantFrom(...EXTRA_HEADERS) },
    ),
  });
}

// ---------------------------------------------------------------------------------------------
// From plan to request

export interface Materialized {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

export interface Session {
  /** The `cookie` header value of the signed-in fuzz account. */
  cookie: string;
}

/**
 * Percent-encodes text as a client would; a lone surrogate has no UTF-8 form, so it goes as U+FFFD
 * (the raw bytes of one are sent verbatim elsewhere, as %ED%A0%80).
 */
export function encodeUrlText(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, "\ufffd"));
}

function resolve(value: UrlText, pools: Pools): string {
  return value instanceof Ref ? String(pick(value, pools)) : value;
}

function pick(r: Ref, pools: Pools): number | string {
  const pool = pools[r.pool];
  // an empty pool names nothing: an id that cannot exist
  return pool[r.pick % pool.length] ?? 2_147_483_000 + (r.pick % 600);
}

/** Replaces refs by ids and raw JSON by markers, keeping own `__proto__` keys. */
function resolveJson(value: unknown, pools: Pools, raws: string[]): unknown {
  if (value instanceof Ref) return pick(value, pools);
  if (value instanceof RawJson) {
    raws.push(value.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  }
  if (Array.isArray(value)) return value.map((v) => resolveJson(v, pools, raws));
  if (value && typeof value === "object") {
    let out: Record<string, unknown> = {};
    for (const k of Object.keys(value))
      out = withOwn(out, k, resolveJson((value as Record<string, unknown>)[k], pools, raws));
    return out;
  }
  return value;
}

export function jsonText(value: unknown, pools: Pools): string {
  const raws: string[] = [];
  const text = JSON.stringify(resolveJson(value, pools, raws)) ?? "null";
  // JSON.stringify writes \u0001 as an escape: the marker cannot collide with generated text
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] ?? "null");
}

function editJson(text: string, edit: TextEdit, at: number): string {
  switch (edit) {
    case "truncate":
      return text.slice(0, Math.floor(text.length * at));
    case "trailingComma":
      return text.replace(/([}\]])$/, ",$1");
    case "bom":
      return `\ufeff${text}`;
    case "singleQuotes":
      return text.replaceAll('"', "'");
    case "comment":
      return `/* ${at} */${text}`;
    case "duplicateKey":
      return text.replace(/^\{"([^"]*)":/, '{"$1":{"dup":true},"$1":');
    case "nan":
      return text.replace(/:(-?\d[\d.eE+-]*|"[^"]*")/, ":NaN");
    case "unquotedKeys":
      return text.replace(/"(\w+)":/g, "$1:");
    case "doubled":
      return text + text;
    case "prefix":
      return `)]}',\n${text}`;
    case "badEscape":
      return text.replace(/"([^"]*)"/, '"$1\\q"');
  }
}

function fileBytes(content: FileContent): Buffer {
  switch (content.kind) {
    case "text":
      return Buffer.from(content.text);
    case "bytes":
      return Buffer.from(content.bytes);
    case "pdf":
      return Buffer.from(`%PDF-1.4\n${content.text}\n%%EOF`);
    case "docx":
      return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....word/document.xml....")]);
    case "repeat":
      return Buffer.alloc(content.size, content.char);
  }
}

function multipartPayload(plan: Extract<BodyPlan, { kind: "multipart" }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of plan.parts) {
    const filename = part.filename === null ? "" : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    chunks.push(
      Buffer.from(
        `--${plan.boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
    );
    chunks.push(fileBytes(part.content), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${plan.boundary}--\r\n`));
  const all = Buffer.concat(chunks);
  return plan.truncateAt === null ? all : all.subarray(0, Math.floor(all.length * plan.truncateAt));
}

function bodyPayload(
  body: BodyPlan,
  pools: Pools,
): { payload: string | Buffer | undefined; type: string | null } {
  const JSON_TYPE = "application/json";
  switch (body.kind) {
    case "none":
      return { payload: undefined, type: null };
    case "json":
      return { payload: jsonText(body.value, pools), type: JSON_TYPE };
    case "edited":
      return { payload: editJson(jsonText(body.value, pools), body.edit, body.at), type: JSON_TYPE };
    case "raw":
      return { payload: body.text, type: JSON_TYPE };
    case "bytes":
      return { payload: Buffer.from(body.bytes), type: JSON_TYPE };
    case "nested":
      return { payload: body.open.repeat(body.depth) + body.close.repeat(body.depth), type: JSON_TYPE };
    case "huge": {
      const big = body.char.repeat(body.size);
      const value = body.field === null ? big : { ...(body.value as object), [body.field]: big };
      return { payload: jsonText(value, pools), type: JSON_TYPE };
    }
    case "hugeArray": {
      const value = {
        ...(body.value as object),
        [body.field]: Array.from({ length: body.length }, () => "a"),
      };
      return { payload: jsonText(value, pools), type: JSON_TYPE };
    }
    case "multipart":
      return { payload: multipartPayload(body), type: `multipart/form-data; boundary=${body.boundary}` };
  }
}

/** The request a plan stands for, with ids from the pools and the fuzz account's cookie. */
export function materialize(
  route: ApiRoute,
  plan: RequestPlan,
  pools: Pools,
  session: Session,
): Materialized {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = plan.path[name];
    return value === undefined ? "" : resolve(value, pools);
  });
  const query = plan.query
    .map(({ key, value, verbatim }) => {
      const v = resolve(value, pools);
      return verbatim ? `${key}=${v}` : `${encodeUrlText(key)}=${encodeUrlText(v)}`;
    })
    .join("&");
  const { payload, type } = bodyPayload(plan.body, pools);
  const headers: Record<string, string> = { ...plan.headers };
  const contentType = plan.contentType === "default" ? type : plan.contentType;
  if (contentType !== null) headers["content-type"] = contentType;
  switch (plan.auth) {
    case "me":
      headers.cookie = session.cookie;
      break;
    case "forged":
      headers.cookie = "borderless_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.forged-signature";
      break;
    case "garbage":
      headers.cookie = "borderless_session=%zz%00; =; ;;borderless_session";
      break;
    case "visitor":
      break;
  }
  return { method: plan.method, url: query ? `${path}?${query}` : path, headers, payload };
}
