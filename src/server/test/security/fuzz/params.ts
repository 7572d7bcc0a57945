import fc from "fast-check";
import type { ApiParameter, ApiRoute } from "../api-routes";
import { encodeUrlText } from "./materialize";
import { type Pool, type QueryPart, Ref, ref, type UrlText } from "./plan";
import { anyKey, anyText, binaryText } from "./text";
import { type Hints, validValue } from "./valid-values";

/* Path parameters (ids) and query strings: valid ones and the ways they go wrong. */

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
  jobs: ["ownJob", "job"],
  companies: ["ownCompany", "company"],
  countries: ["country"],
  referrers: ["ownOffering", "offering"],
  "referral-requests": ["ownRequest", "request"],
  users: ["me", "user"],
  messages: ["message"],
  notifications: ["ownNotification", "notification"],
  conversations: ["contact", "user"],
  blocks: ["contact", "user"],
  applications: ["appliedJob", "job"],
  "saved-searches": ["ownSavedSearch"],
};

/** Any text, percent-encoded. */
const encodedText = binaryText.map(encodeUrlText);

export function validPathValue(route: ApiRoute, param: ApiParameter): fc.Arbitrary<UrlText> {
  const segments = route.path.split("/");
  const collection = segments[segments.indexOf(`:${param.name}`) - 1] ?? "";
  // Only the seeker's Referred requests can be confirmed: aim there, or success would be rare chance.
  const pools =
    collection === "referral-requests" && route.path.endsWith("/confirm")
      ? (["toConfirm", "ownRequest"] satisfies Pool[])
      : collection === "messages" && route.path.endsWith("/attachment")
        ? (["attached", "message"] satisfies Pool[])
        : PATH_POOLS[collection];
  if (param.schema.enum?.length) return fc.constantFrom(...param.schema.enum.map(String));
  // The first pool is the caller's own (their job, their offering): twice as likely, so requests
  // that may succeed only on one's own things do, besides those refused on somebody else's.
  if (pools) return fc.oneof(...pools.map((p, i) => ({ weight: i === 0 ? 2 : 1, arbitrary: ref(p) })));
  return fc.integer({ min: 1, max: 200 }).map(String);
}

export function pathValue(route: ApiRoute, param: ApiParameter): fc.Arbitrary<UrlText> {
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

export function queryValue(param: ApiParameter, hints: Hints): fc.Arbitrary<string | Ref> {
  return validValue(param.schema, hints, param.name).map((v) => (v instanceof Ref ? v : String(v)));
}

export function queryPlan(route: ApiRoute, hints: Hints): fc.Arbitrary<QueryPart[]> {
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
