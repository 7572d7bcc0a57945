import type { App } from "../../types";

/** The subset of JSON Schema that the Zod → OpenAPI transform writes for request schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface ApiParameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One operation of the API as its OpenAPI document describes it, with the path in Fastify's form. */
export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** `/api/jobs/:id` */
  path: string;
  /** `GET /api/jobs/:id` */
  key: string;
  pathParams: ApiParameter[];
  query: ApiParameter[];
  /** The JSON body schema, when the route reads one. */
  body: JsonSchema | undefined;
  summary: string;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Where the interactive documentation lives: static pages, not part of the API under test. */
export function isDocsPath(path: string): boolean {
  return path === "/api/docs" || path.startsWith("/api/docs/");
}

/** Every operation under /api in the app's OpenAPI document (the app must be ready). */
export function apiRoutesFromOpenApi(app: App): ApiRoute[] {
  const doc = app.swagger() as { paths?: Record<string, Partial<Record<string, OpenApiOperation>>> };
  const routes: ApiRoute[] = [];
  for (const [openApiPath, item] of Object.entries(doc.paths ?? {})) {
    const path = openApiPath.replace(/\{([^}]+)\}/g, ":$1");
    if (!path.startsWith("/api/") || isDocsPath(path)) continue;
    for (const lower of METHODS) {
      const operation = item[lower];
      if (!operation) continue;
      const method = lower.toUpperCase() as ApiRoute["method"];
      const parameters = operation.parameters ?? [];
      const pick = (where: string): ApiParameter[] =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: pick("path"),
        query: pick("query"),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        summary: operation.summary ?? "",
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Every method and path Fastify itself routes under /api (from its route tree), whatever the
 * OpenAPI document says: a route hidden from the document still shows up here. HEAD routes that
 * Fastify adds for each GET are left out; the documentation pages are too.
 */
export function servedApiRoutes(app: App): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const served = new Set<string>();
  for (const line of tree.split("\n")) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = Math.round(branch / 4);
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 4));
    if (!match) continue;
    const path = (depth > 0 ? (stack[depth - 1] ?? "") : "") + (match[1] ?? "");
    stack[depth] = path;
    stack.length = depth + 1;
    if (!path.startsWith("/api/") || isDocsPath(path)) continue;
    for (const method of (match[2] ?? "").split(",").map((m) => m.trim())) {
      if (method && method !== "-" && method !== "HEAD") served.add(`${method} ${path}`);
    }
  }
  return [...served].sort();
}
