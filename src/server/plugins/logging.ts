import { AppError } from "@shared/errors";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";

/** A single-use secret in a query string (the reset link's token) never reaches the log as it is. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

/** Fastify's request serializer, with secrets in the URL masked. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

export type SecurityEvent =
  | "register"
  | "login"
  | "logout"
  | "password_change"
  | "email_change"
  | "email_change_confirm"
  | "account_delete"
  | "password_reset_request"
  | "password_reset"
  | "session_end"
  | "sessions_end_others"
  | "two_factor_setup"
  | "two_factor_enable"
  | "two_factor_disable"
  | "login_second_factor"
  | "refused"
  | "user_block"
  | "conversation_report"
  | "stream_refused"
  | "password_reset_mail"
  | "email_verification_request"
  | "email_verify";

const logged = new WeakSet<FastifyRequest>();

/** Whether this request has logged a security event already (the error handler then adds none). */
export function hasSecurityEvent(request: FastifyRequest): boolean {
  return logged.has(request);
}

/**
 * One log line per security event: `security` names it, `outcome` says how it went. The request's
 * logger already carries the request id and, once signed in, the user id.
 */
export function securityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  outcome: "success" | "failure",
  fields: Record<string, unknown> = {},
): void {
  logged.add(request);
  const line = { security: event, outcome, ...fields };
  if (outcome === "failure") request.log.warn(line, "security event");
  else request.log.info(line, "security event");
}

/** A security event of work done after the request (a queued task), on the app's logger. */
export function taskSecurityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  outcome: "success" | "failure",
  fields: Record<string, unknown> = {},
): void {
  const line = { security: event, outcome, ...fields };
  if (outcome === "failure") log.warn(line, "security event");
  else log.info(line, "security event");
}

/**
 * Runs a step that checks a credential and logs its outcome, with `fields` either way and
 * `resultFields(result)` on success; a failure is re-thrown unchanged.
 */
export async function audited<T>(
  request: FastifyRequest,
  event: SecurityEvent,
  work: () => Promise<T>,
  fields: Record<string, unknown> = {},
  resultFields: (result: T) => Record<string, unknown> = () => ({}),
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const reason = error instanceof AppError ? error.code : "error";
    securityEvent(request, event, "failure", { ...fields, reason });
    throw error;
  }
  securityEvent(request, event, "success", { ...fields, ...resultFields(result) });
  return result;
}
