import {
  type Answer,
  type Endpoint,
  type Input,
  isKeyOf,
  keyOf,
  parseAnswer,
  pathOf,
} from "@shared/api/endpoint";
import { type ErrorBody, isErrorBody } from "@shared/errors";

/** An API failure: `message` is the server's readable message, ready to show to a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, message: string, body: ErrorBody | null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  get fieldErrors(): Record<string, string[]> {
    return this.body?.fieldErrors ?? {};
  }
}

/**
 * Every call sends the session cookie; a JSON content type goes only with a body. A failure becomes
 * an ApiError carrying the server's message (or "status: text" when the body has none).
 */
async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = init.body !== undefined && !(init.body instanceof FormData);
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: hasBody ? { "content-type": "application/json" } : undefined,
    body: init.body instanceof FormData ? init.body : hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Options = { signal?: AbortSignal; formData?: FormData };
/** No argument needed when the endpoint takes no params, query or body. */
type Args<E extends Endpoint> =
  Record<never, never> extends Input<E>
    ? [input?: Input<E>, options?: Options]
    : [input: Input<E>, options?: Options];

/**
 * A call to an endpoint: the URL built from its path, params and query, the body sent as JSON (or
 * `options.formData` as a multipart upload), and the answer parsed with the endpoint's success
 * schema, so a page never holds an answer of the wrong shape.
 */
export async function request<E extends Endpoint>(
  definition: E,
  ...[input, options]: Args<E>
): Promise<Answer<E>> {
  knownEndpoints.add(definition);
  const values = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const answer = await api<unknown>(pathOf(definition, values), {
    method: definition.method,
    body: options?.formData ?? values.body,
    signal: options?.signal,
  });
  return (answer === undefined ? answer : parseAnswer(definition, answer)) as Answer<E>;
}

/** Every endpoint whose answers the app has cached or asked for: the cache's keys are read against them. */
const knownEndpoints = new Set<Endpoint>();

/** The cache key of an endpoint's answer (see keyOf): `["/api/companies", 5]`. */
export function queryKey<E extends Endpoint>(
  definition: E,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): readonly unknown[] {
  knownEndpoints.add(definition);
  return keyOf(definition, input);
}

/** The endpoints known to the app whose answers a cache key may hold. */
export function endpointsOfKey(key: readonly unknown[]): Endpoint[] {
  return [...knownEndpoints].filter((definition) => isKeyOf(definition, key));
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (isErrorBody(body)) return new ApiError(response.status, body.message, body);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, null);
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
