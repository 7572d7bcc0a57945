import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTestApp, type TestApp } from "../app";

/**
 * Which address a request counts against (OWASP ASVS 5.0 V4.1.3, V15.3.4): only a configured proxy
 * may name the client in X-Forwarded-For, and an IPv6 client is one /64, the block a single
 * subscriber gets. Measured with the password-reset limit (5 a minute per address).
 */

const RESET_MAX = 5;

function reset(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    remoteAddress,
    headers: {
      "content-type": "application/json",
      ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
    },
    payload: JSON.stringify({ email: "someone@example.test" }),
  });
}

/** Spends one address's allowance (each call of `send` may vary anything but the address counted). */
async function spend(send: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < RESET_MAX; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe("TRUST_PROXY", () => {
  it("refuses true, which would let every client name its own address", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: .*hop count.*\(TRUST_PROXY=1\).*addresses.*\(TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1\)/,
    );
  });

  it("takes a hop count or the proxies' addresses; unset trusts nothing", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1,fd00::/32" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/32",
    ]);
  });

  it("refuses ranges wider than /8 or /32, which would let most clients name their own address", () => {
    for (const value of [
      "0.0.0.0/1,128.0.0.0/1,::/1,8000::/1",
      "0.0.0.0/0",
      "::/0",
      "10.0.0.0/7",
      "fd00::/8",
      "::ffff:0.0.0.0/96",
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /^Invalid settings: TRUST_PROXY: ".*" is wider than \/(8|32): clients in that range could name their own address/,
      );
    }
  });

  it("refuses what is neither a count nor addresses", () => {
    for (const value of ["yes", "-1", "1.5", "10.0.0.0/33", "10.0.0.300", "proxy.example", "10.0.0.1,,"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .*hop count/);
    }
  });
});

describe("behind one proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts the address the proxy saw, whatever the client put in X-Forwarded-For", async () => {
    // The proxy appends the address it saw (203.0.113.50) to what the client sent.
    const statuses = await spend((i) => reset(t, "10.0.0.2", `198.51.100.${i + 1}, 203.0.113.50`));
    expect(statuses).toEqual(Array(RESET_MAX).fill(200));
    expect((await reset(t, "10.0.0.2", "198.51.100.99, 203.0.113.50")).statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await reset(t, "10.0.0.2", "198.51.100.99, 203.0.113.51")).statusCode).toBe(200);
  });
});

describe("behind proxies named by address (TRUST_PROXY=10.0.0.0/8)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: ["10.0.0.0/8"] } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads X-Forwarded-For from the proxies and ignores it from anyone else", async () => {
    // Through two of our proxies: the first address outside 10.0.0.0/8, from the right, is the client.
    const viaProxies = await spend((i) => reset(t, "10.0.0.2", `192.0.2.${i + 1}, 203.0.113.60, 10.1.1.1`));
    expect(viaProxies).toEqual(Array(RESET_MAX).fill(200));
    expect((await reset(t, "10.0.0.3", "203.0.113.60")).statusCode).toBe(429);

    // A client reaching the app directly cannot pose as someone else.
    const direct = await spend((i) => reset(t, "198.51.100.70", `203.0.113.${100 + i}`));
    expect(direct).toEqual(Array(RESET_MAX).fill(200));
    expect((await reset(t, "198.51.100.70", "203.0.113.200")).statusCode).toBe(429);
  });
});

describe("IPv6 clients", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("share one allowance per /64, however many addresses of it they use", async () => {
    const statuses = await spend((i) => reset(t, `2001:db8:1:2:${i.toString(16)}:0:0:${i + 1}`));
    expect(statuses).toEqual(Array(RESET_MAX).fill(200));
    // Spelled differently, in the same /64.
    expect((await reset(t, "2001:0db8:0001:0002:ffff::9")).statusCode).toBe(429);
    expect((await reset(t, "2001:DB8:1:2::")).statusCode).toBe(429);
    // The next /64 is another subscriber.
    expect((await reset(t, "2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("count an IPv4-mapped address as the IPv4 address", async () => {
    const statuses = await spend(() => reset(t, "192.0.2.77"));
    expect(statuses).toEqual(Array(RESET_MAX).fill(200));
    expect((await reset(t, "::ffff:192.0.2.77")).statusCode).toBe(429);
  });
});
