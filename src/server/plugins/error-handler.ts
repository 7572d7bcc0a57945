import { AppError, type ErrorBody } from "@shared/errors";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { App } from "../types";
import { hasSecurityEvent, securityEvent } from "./logging";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** One place turns every failure into `{ code, message, fieldErrors? }`; a 5xx never shows internals. */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // Refused access: a cross-site or forbidden request, too many requests, or a change without a session
    // (unless the route logged the event itself, as sign-in does).
    const refused = status === 403 || status === 429 || (status === 401 && !SAFE_METHODS.has(request.method));
    if (refused && !hasSecurityEvent(request)) {
      securityEvent(request, "refused", "failure", {
        status,
        code: body.code,
        route: request.routeOptions.url,
      });
    }
    if (status === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    // Busy (hashing slots taken, a statement cut off): worth another try shortly.
    if (status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", "5");
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      code: "not_found",
      message: `No API endpoint at ${request.method} ${request.url.split("?")[0]}`,
    };
    return reply.status(404).send(body);
  });
}

/**
 * Errors Fastify raises before any route or hook runs (a path with broken %-escapes, a path
 * segment longer than the router takes), answered in the same shape as every other error.
 * Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs for these, so the request id header (plugins/request-id.ts) is set here.
  reply.header("x-request-id", request.id);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    // Like any other path id that cannot be one: it names nothing.
    reply.status(404).send({ code: "not_found", message: "Not found" } satisfies ErrorBody);
    return;
  }
  if (error.code === "FST_ERR_BAD_URL") {
    const body: ErrorBody = {
      code: "bad_request",
      message: "The address is not valid: it has a broken %-escape.",
    };
    reply.status(400).send(body);
    return;
  }
  const { status, body } = toErrorBody(error);
  reply.status(status).send(body);
}

function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // An id in the path that is not a positive integer names nothing: that is "not found".
    if (error.validationContext === "params") {
      return { status: 404, body: { code: "not_found", message: "Not found" } };
    }
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
      const message = issue.message ?? "Invalid value";
      fieldErrors[key] = [...(fieldErrors[key] ?? []), message];
    }
    const first = error.validation[0];
    const firstKey = first?.instancePath.replace(/^\//, "");
    const message = first?.message ?? "The request is not valid";
    return {
      status: 400,
      body: {
        code: "validation",
        message: first && !/^[A-Z]/.test(message) && firstKey ? `${firstKey}: ${message}` : message,
        fieldErrors,
      },
    };
  }
  if (databaseErrorCode(error) === QUERY_CANCELED) {
    return {
      status: 503,
      body: {
        code: "unavailable",
        message: "This took too long and was stopped. Please try again in a moment, or narrow your search.",
      },
    };
  }
  if (isResponseSerializationError(error)) {
    return {
      status: 500,
      body: { code: "internal", message: "Something went wrong on our side. Please try again." },
    };
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: clientCode(status, error), message: clientMessage(status, error) } };
  }
  if (status === 503) {
    return {
      status,
      body: { code: "unavailable", message: "The service is starting or busy. Please try again shortly." },
    };
  }
  return {
    status: 500,
    body: { code: "internal", message: "Something went wrong on our side. Please try again." },
  };
}

/** PostgreSQL's code for a statement cancelled by statement_timeout (or by an operator). */
const QUERY_CANCELED = "57014";

/** The SQLSTATE of a database error, which the query builder may wrap in errors of its own. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function clientCode(status: number, error: FastifyError): ErrorBody["code"] {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  return error.code === "FST_ERR_VALIDATION" ? "validation" : "bad_request";
}

function clientMessage(status: number, error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request body is not valid JSON.";
    default:
      break;
  }
  if (error.message?.includes("JSON")) return "The request body is not valid JSON.";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (status === 413) return "The request body is too large.";
  if (status === 415) return "This content type is not accepted here.";
  return "The request is not valid.";
}
