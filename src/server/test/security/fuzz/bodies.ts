import fc from "fast-check";
import type { ApiRoute } from "../api-routes";
import { type BodyPlan, type FileContent, type MultipartPart, type TextEdit, withOwn } from "./plan";
import { anyJson, anyKey, anyText, pollution, wordsText } from "./text";
import { type Hints, validValue } from "./valid-values";

/* Request bodies: JSON (valid, edited, huge, nested), raw text and bytes, multipart uploads, content types. */

export const CONTENT_TYPES = [
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

export function bodyPlan(route: ApiRoute, hints: Hints): fc.Arbitrary<BodyPlan> {
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
