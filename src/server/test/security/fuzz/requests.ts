import fc from "fast-check";
import type { ApiRoute } from "../api-routes";
import { bodyPlan, CONTENT_TYPES, validUpload } from "./bodies";
import { pathValue, queryPlan, queryValue, validPathValue } from "./params";
import type { Auth, BodyPlan, RequestPlan, UrlText } from "./plan";
import { type Hints, validValue } from "./valid-values";

/* Whole requests for one route: well-formed ones and ones with something wrong. */

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
