import swagger, { type SwaggerTransform, type SwaggerTransformObject } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ERROR_STATUS } from "@shared/errors";
import type { FastifySchema } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { App } from "../types";
import { isSignedInRoute, SESSION_COOKIES } from "./session";

/** The security scheme of the session cookie, by its name in the document. */
const SESSION_SCHEME = "session";

/** The component schema of every error answer (src/shared/errors.ts). */
const ERROR_BODY_SCHEMA = {
  type: "object",
  description: "Every error answer: a code, a message written for a person, and the fields at fault.",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: Object.keys(ERROR_STATUS) },
    message: { type: "string" },
    fieldErrors: {
      type: "object",
      description: "The messages for each field that did not validate, by the field's path.",
      additionalProperties: { type: "array", items: { type: "string" } },
    },
  },
};

/** What each documented error answer means, whatever the route. */
const ERROR_ANSWERS: Record<number, string> = {
  400: "The request is not valid: a field, the query or the address (see fieldErrors), or a host name this server does not answer for.",
  401: "No session: sign in first.",
  403: "Refused: a state change from another site, or something the session's person may not do.",
  404: "Nothing by that id, or not the person's.",
  429: "Too many requests: wait the Retry-After header's seconds and try again.",
};

/** Where a route's error answers wait between the route's transform and the document's. */
const ERRORS_KEY = "x-error-answers";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type JsonSchema = Record<string, unknown>;
type RouteSchema = Record<string, unknown>;

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable union (which Zod writes as
 * `{ nullable: true, anyOf: [...] }`) becomes a union of nullable members, and a bare
 * `{ nullable: true }` (any value) loses the word. Applied through the whole schema.
 */
export function typedNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typedNullables);
  if (typeof node !== "object" || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = typedNullables(value);
  if (out.nullable !== true || "type" in out) return out;
  delete out.nullable;
  for (const union of ["anyOf", "oneOf"] as const) {
    const members = out[union];
    if (!Array.isArray(members)) continue;
    const typed = (members as JsonSchema[]).map((m) => ("type" in m ? { ...m, nullable: true } : m));
    if (typed.some((m) => !("type" in m))) typed.push({ type: "string", nullable: true, enum: [null] });
    out[union] = typed;
  }
  return out;
}

/**
 * A readable, stable operation id from the method and the path: GET /api/jobs/:id/save is
 * `getJobsByIdSave`, DELETE /api/blocks/:userId is `deleteBlocksByUserId`. The /api prefix is left out;
 * a route outside it names its own (`schema.operationId`) when the path alone would repeat one.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(":")
        ? ["by", ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const capitalised = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method.toLowerCase() + capitalised.join("");
}

/**
 * One route's part of the document: Zod schemas as JSON Schema (nullable unions typed), an
 * operation id, the session cookie where the route needs a session (`security: []` where it does
 * not), and the error answers the route can give, added with the shared error schema by documentErrors.
 */
const documentRoute: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  if (!transformed.schema || (transformed.schema as RouteSchema).hide) return transformed;
  const schema = typedNullables(transformed.schema) as FastifySchema & RouteSchema;
  const { route, url } = input;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "GET";
  const signedIn = isSignedInRoute(route);
  const config = (route.config ?? {}) as { rateLimit?: unknown; tokenAuthenticated?: boolean };
  const hasParams = schema.params !== undefined || url.includes(":");

  const errors = [400];
  if (signedIn) errors.push(401);
  if (!SAFE_METHODS.has(method) && !config.tokenAuthenticated) errors.push(403);
  if (hasParams) errors.push(404);
  if (config.rateLimit) errors.push(429);

  return {
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdFor(method, route.url ?? url),
      security: schema.security ?? (signedIn ? [{ [SESSION_SCHEME]: [] }] : []),
      [ERRORS_KEY]: errors,
    },
    url: transformed.url,
  };
};

interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, unknown>; [key: string]: unknown }>>;
}

/** The whole document: the error body as a shared schema, and each operation's error answers by it. */
const documentErrors: SwaggerTransformObject = (documentObject) => {
  if (!("openapiObject" in documentObject)) return documentObject.swaggerObject;
  const doc = documentObject.openapiObject as OpenApiDocument;
  doc.components = doc.components ?? {};
  doc.components.schemas = { ...doc.components.schemas, ErrorBody: ERROR_BODY_SCHEMA };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const errors = operation[ERRORS_KEY];
      delete operation[ERRORS_KEY];
      if (!Array.isArray(errors)) continue;
      const responses = { ...operation.responses };
      for (const status of errors as number[]) {
        responses[status] ??= {
          description: ERROR_ANSWERS[status] ?? "Error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
        };
      }
      operation.responses = responses;
    }
  }
  return doc as ReturnType<SwaggerTransformObject>;
};

/** OpenAPI generated from the routes' Zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(
  async (app: App) => {
    const https = app.config.publicUrl.startsWith("https:");
    const [plainCookie, hostCookie] = SESSION_COOKIES;
    await app.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Borderless API",
          version: "1.0.0",
          description: "Jobs abroad, countries, referrals.",
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: "apiKey",
              in: "cookie",
              name: https ? hostCookie : plainCookie,
              description: `The session cookie that signing in sets (${hostCookie} over HTTPS, ${plainCookie} over plain HTTP).`,
            },
          },
        },
      },
      transform: documentRoute satisfies SwaggerTransform,
      transformObject: documentErrors,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "docs" },
);
