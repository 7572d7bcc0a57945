import type { Endpoint } from "@shared/api/endpoint";

/** What only the server's documentation says of a route: shown in the OpenAPI document. */
export interface RouteDocs {
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Answers besides the definition's (a 409 with its own body, a 302); documentation only. */
  extraResponses?: Readonly<Record<number, unknown>>;
}

type Schema<E extends Endpoint, K extends "params" | "query" | "body"> = E[K] extends undefined
  ? undefined
  : E[K];
interface Parts<E extends Endpoint> {
  params: Schema<E, "params">;
  querystring: Schema<E, "query">;
  body: Schema<E, "body">;
}

/**
 * The method, URL and schemas of a route, from its endpoint definition: spread into `app.route`.
 * URLs are relative to the API prefix the modules are registered under (`/api`).
 *
 *   app.route({ ...routeOf(companies.get, { tags, summary }), handler: async (request) => … });
 */
export function routeOf<const E extends Endpoint>(definition: E, docs: RouteDocs) {
  // Only the parts the endpoint has: Fastify warns of a schema key that holds nothing.
  const parts = {
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
  } as Parts<E>;
  return {
    method: definition.method,
    url: definition.path.slice("/api".length),
    schema: {
      tags: [...docs.tags],
      summary: docs.summary,
      ...(docs.description ? { description: docs.description } : {}),
      operationId: definition.operationId,
      response: { ...docs.extraResponses, ...definition.responses } as E["responses"],
      ...parts,
    },
  };
}
