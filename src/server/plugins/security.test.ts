import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../test/app";
import { HSTS } from "./security";

describe("transport and caching headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind the TLS proxy: X-Forwarded-Proto tells the app the browser used HTTPS.
    t = await createTestApp({ config: { trustProxy: ["127.0.0.1"] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("pins HTTPS with Strict-Transport-Security only on answers that went over HTTPS", async () => {
    const https = await t.app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    expect(Number(HSTS.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(HSTS).toContain("includeSubDomains");
    const http = await t.app.inject({ url: "/api/health" });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });

  it("tells browsers and proxies to keep no copy of API answers, personal, public or errors", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    for (const url of ["/api/auth/me", "/api/account/profile", "/api/account/settings", "/api/stats"]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const visitor = await t.app.inject({ url: "/api/account/profile" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers["cache-control"]).toBe("no-store");
    // However the path is spelt: the route decides, not the text of the URL.
    const encoded = await t.app.inject({ url: "/%61pi/account/profile", headers: { cookie } });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers["cache-control"]).toBe("no-store");
    const missing = await t.app.inject({ url: "/api/no-such-thing" });
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  it("answers TRACE with 404, echoing nothing", async () => {
    const res = await t.app.inject({
      method: "TRACE",
      url: "/api/health",
      headers: { cookie: "borderless_session=secret-value" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("secret-value");
  });

  it("refuses a JSON body that tries to set __proto__ or constructor.prototype", async () => {
    for (const payload of [
      '{"email":"a@b.co","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.co","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe("host names the server answers for", () => {
  const REFUSED = "This server does not answer for that host name.";
  const health = (t: TestApp, host: string) => t.app.inject({ url: "/api/health", headers: { host } });

  it("without PUBLIC_URL: localhost, loopback and the machine's own name and addresses, nothing else", async () => {
    const t = await createTestApp({ config: { publicUrl: "http://localhost:3000", publicHostOnly: false } });
    try {
      const own = Object.values(os.networkInterfaces())
        .flatMap((list) => list ?? [])
        .map((a) => (a.family === "IPv6" ? `[${a.address}]` : a.address))
        .filter((a) => !a.includes("%"));
      for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", os.hostname(), ...own]) {
        expect((await health(t, host)).statusCode, host).toBe(200);
      }
      for (const host of ["evil.example", "localhost.evil.example", "10.255.255.254.evil.example"]) {
        const res = await health(t, host);
        expect(res.statusCode, host).toBe(400);
        expect(res.json().message).toBe(REFUSED);
      }
      // Pages too, not only the API.
      expect((await t.app.inject({ url: "/jobs", headers: { host: "evil.example" } })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it("with PUBLIC_URL: its host and loopback names only", async () => {
    const t = await createTestApp({ config: { publicUrl: "https://jobs.example", publicHostOnly: true } });
    try {
      for (const host of [
        "jobs.example",
        "JOBS.EXAMPLE:443",
        "jobs.example.",
        "localhost:3000",
        "127.0.0.1",
      ]) {
        expect((await health(t, host)).statusCode, host).toBe(200);
      }
      const own = Object.values(os.networkInterfaces())
        .flatMap((list) => list ?? [])
        .filter((a) => a.family === "IPv4" && !a.internal)
        .map((a) => a.address);
      for (const host of ["evil.example", "www.jobs.example", ...own]) {
        const res = await health(t, host);
        expect(res.statusCode, host).toBe(400);
        expect(res.json().message).toBe(REFUSED);
      }
    } finally {
      await t.close();
    }
  });
});
