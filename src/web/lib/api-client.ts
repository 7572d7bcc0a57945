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
export async function api<T>(
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
