import { isIPv6 } from "node:net";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";
import type { App } from "../types";

/**
 * Whose allowance a request spends when it is counted per address: an IPv4 address, or an IPv6
 * client's /64, the block one subscriber gets (anyone holding one can use any of its 2^64 addresses).
 */
export function addressKey(request: FastifyRequest): string {
  const ip = request.ip;
  if (!isIPv6(ip)) return ip;
  // A scoped address (fe80::1%eth0) names the same address on a link; the zone is not part of it.
  const address = ipaddr.IPv6.parse(ip.split("%")[0] ?? ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
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
