import type { z } from "zod";

/**
 * One HTTP endpoint as the browser and the server both see it: method, path, and the schemas of its
 * params, query, body and answers. The server registers its route from it (src/server/http/route.ts),
 * so the OpenAPI document is generated from the same schemas; the web app builds the URL, the cache
 * key and a parsed answer from it (src/web/lib/api-client.ts). Documentation (summary, description,
 * tags) stays with the server's route, so it is not shipped to browsers.
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The full path, `:name` for a parameter, e.g. `/api/companies/:id`. */
  path: `/api/${string}`;
  /** Unique and stable: the OpenAPI operationId, for generated clients. */
  operationId: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status; the web app parses the 2xx ones. */
  responses: Readonly<Record<number, z.ZodType>>;
}

/** Declares an endpoint; the literal types are kept, so requests and handlers are typed from it. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type SuccessStatus = 200 | 201 | 202 | 204;
/** The schemas of the answers the web app reads: every 2xx the endpoint declares. */
export type SuccessSchema<E extends Endpoint> = E extends Endpoint
  ? { [S in keyof E["responses"]]: S extends SuccessStatus ? E["responses"][S] : never }[keyof E["responses"]]
  : never;

/** What a successful call answers, parsed: any of its 2xx answers (sign-in answers 200 or 202). */
export type Answer<E extends Endpoint> = [SuccessSchema<E>] extends [never]
  ? undefined
  : SuccessSchema<E> extends z.ZodType
    ? z.output<SuccessSchema<E>>
    : undefined;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<K extends string, S> = [S] extends [z.ZodType]
  ? { [P in K]: InputOf<S> }
  : { [P in K]?: undefined };

/** What a caller gives: the params, query and body the endpoint declares (each as its schema's input). */
export type Input<E extends Endpoint> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]>;

/**
 * The schemas of the answers the web app parses: each distinct 2xx the endpoint declares, lowest
 * status first (sign-in declares two: the person, or a challenge for the authenticator code).
 */
export function successSchemas(definition: Endpoint): z.ZodType[] {
  const schemas = Object.entries(definition.responses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, schema]) => schema);
  return [...new Set(schemas)];
}

/**
 * A successful answer, parsed with the first of the endpoint's 2xx schemas it matches; when it
 * matches none, the first schema's error is thrown. (Zod's own union would do the same, but this
 * module is loaded with the app's first screen, which must not wait for Zod.)
 */
export function parseAnswer(definition: Endpoint, answer: unknown): unknown {
  const schemas = successSchemas(definition);
  const first = schemas[0];
  if (!first || schemas.length === 1) return first ? first.parse(answer) : answer;
  for (const schema of schemas) {
    const result = schema.safeParse(answer);
    if (result.success) return result.data;
  }
  return first.parse(answer);
}

type Values = Readonly<Record<string, unknown>> | undefined;

function segmentsOf(path: string): string[] {
  return path.slice("/api/".length).split("/");
}

/** `:name` segments replaced by the params' values (URL-encoded). A missing param is an error. */
function fillPath(definition: Pick<Endpoint, "path">, params: Values): string {
  return definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${definition.path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from a query object: empty, null and undefined values left out, arrays repeated. */
export function queryString(query: Values): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === "") continue;
      search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The address a request to the endpoint goes to, e.g. `/api/companies/5?q=x`. */
export function pathOf(
  definition: Pick<Endpoint, "path">,
  input: { params?: Values; query?: Values } = {},
): string {
  return fillPath(definition, input.params) + queryString(input.query);
}

/**
 * The cache key of an answer: `/api/<first segment>`, then the path's other segments with the
 * params' values, then the query when there is one — e.g. `["/api/countries", 5, "jobs"]`. Keys of
 * one resource share their first element, so invalidating `["/api/countries"]` refreshes them all.
 */
export function keyOf(
  definition: Pick<Endpoint, "path">,
  input: { params?: Values; query?: Values } = {},
): readonly unknown[] {
  const [first, ...rest] = segmentsOf(definition.path);
  const key: unknown[] = [`/api/${first}`];
  for (const segment of rest) key.push(segment.startsWith(":") ? input.params?.[segment.slice(1)] : segment);
  const query = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined));
  if (Object.keys(query).length > 0) key.push(query);
  return key;
}

/** Whether a cache key (see keyOf) is one of the endpoint's answers, whatever its params and query. */
export function isKeyOf(definition: Pick<Endpoint, "path">, key: readonly unknown[]): boolean {
  const [first, ...rest] = segmentsOf(definition.path);
  if (key[0] !== `/api/${first}`) return false;
  if (key.length !== rest.length + 1 && key.length !== rest.length + 2) return false;
  const extra = key[rest.length + 1];
  if (key.length === rest.length + 2 && (typeof extra !== "object" || extra === null)) return false;
  return rest.every((segment, i) =>
    segment.startsWith(":") ? typeof key[i + 1] !== "object" : key[i + 1] === segment,
  );
}
