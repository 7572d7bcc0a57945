import fc from "fast-check";
import { raw, withOwn } from "./plan";

/* Strings (Unicode edge cases included), scalars and JSON values that have broken parsers before. */

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
export const binaryText = fc.string({ unit: "binary", maxLength: 40 });

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
export const anyKey = fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 12 }));

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
export const pollution = fc.constantFrom<unknown>(
  withOwn({}, "__proto__", { polluted: "yes" }),
  { constructor: { prototype: { polluted: "yes" } } },
  { prototype: { polluted: "yes" } },
  withOwn({ a: 1 }, "__proto__", withOwn({}, "__proto__", { polluted: "yes" })),
  [withOwn({}, "__proto__", { polluted: "yes" })],
);
