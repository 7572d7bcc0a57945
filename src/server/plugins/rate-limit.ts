import { isIPv6 } from "node:net";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { App } from "../types";

/** The eight 16-bit groups of an IPv6 address, whatever its spelling (::, an embedded IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Whose allowance a request spends when it is counted per address: an IPv4 address, or an IPv6
 * client's /64, the block one subscriber gets (anyone holding one can use any of its 2^64 addresses).
 */
export function addressKey(request: FastifyRequest): string {
  const ip = request.ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:65535";
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 255]).join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The signed-in person's allowance, or the address's for a visitor. */
export function personOrAddressKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : addressKey(request);
}

/**
 * A route's rate limit (the limiter itself is registered by the security plugin): `n` requests a
 * minute, counted per client address (addressKey) unless `keyGenerator` says otherwise.
 * RATE_LIMIT_SCALE multiplies the allowance (end-to-end runs sign many people up from one address).
 */
export function perMinute(
  app: App,
  n: number,
  keyGenerator: RateLimitOptions["keyGenerator"] = addressKey,
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: { max: Math.ceil(n * app.config.rateLimitScale), timeWindow: "1 minute", keyGenerator },
  };
}

/** Like perMinute, for actions a person does a few times a day (creating a page, posting a job). */
export function perHour(
  app: App,
  n: number,
  keyGenerator: RateLimitOptions["keyGenerator"] = addressKey,
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: { max: Math.ceil(n * app.config.rateLimitScale), timeWindow: "1 hour", keyGenerator },
  };
}

/**
 * Like perMinute, for a route people read at their own pace (the job search, a company's page): a
 * limit on volume, not a guard of anything secret. With a shared store its hits are counted beside
 * the request rather than before it, so a search does not wait for a round trip to the counter
 * (rate-limit/shared-store.ts; docs/decisions/016-shared-rate-limits.md).
 */
export function readsPerMinute(
  app: App,
  n: number,
  keyGenerator: RateLimitOptions["keyGenerator"] = addressKey,
): { rateLimit: RateLimitOptions & { countedBeside: true } } {
  return { rateLimit: { ...perMinute(app, n, keyGenerator).rateLimit, countedBeside: true } };
}
