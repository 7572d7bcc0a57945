import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START_SCRIPT } from "../../plugins/first-screens";
import { createTestApp, seedUser, type TestApp } from "../app";

/**
 * What every answer tells the browser: a strict Content-Security-Policy (on the page and on API
 * answers alike), no MIME sniffing, a referrer policy, no framework banner; and the session cookie's
 * attributes over plain HTTP and behind an HTTPS front. Error answers carry no internals.
 */

/** The built page's shape: web.ts fills the nonce placeholder for each answer. */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head>
<meta name="csp-nonce" content="__CSP_NONCE__" />
<title>Borderless</title>
<script>document.documentElement.classList.toggle("dark", localStorage.getItem("theme") === "dark");</script>
<script type="module" src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers["content-security-policy"];
  expect(typeof header, "Content-Security-Policy header").toBe("string");
  const map = new Map<string, string[]>();
  for (const part of String(header).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectStrictPolicy(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = directives(res);
  const header = String(res.headers["content-security-policy"]);
  expect(header).not.toContain("unsafe-inline");
  expect(header).not.toContain("unsafe-eval");
  expect(header).not.toContain("unsafe-hashes");
  expect(header).not.toMatch(/(^|\s)\*(\s|;|$)/);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  // Scripts: the site's own files, and inline scripts only by their hash (see the test below).
  const scripts = csp.get("script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  return csp;
}

function expectCommonHeaders(res: LightMyRequestResponse): void {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toMatch(
    /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
  );
  expect(res.headers["x-powered-by"]).toBeUndefined();
  expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
}

/** The Set-Cookie lines of an answer, as the browser receives them. */
function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers["set-cookie"];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
}

function attributes(line: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair = "", ...rest] = line.split(";").map((s) => s.trim());
  const eq = pair.indexOf("=");
  const attrs = new Map<string, string>();
  for (const a of rest) {
    const i = a.indexOf("=");
    attrs.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? "" : a.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

/** The app as served in production (page and API on one port), over plain HTTP. */
let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-headers-web-"));
  await fs.mkdir(path.join(webRoot, "assets"));
  await fs.writeFile(path.join(webRoot, "index.html"), INDEX_HTML);
  await fs.writeFile(path.join(webRoot, "assets", "index.js"), "export {};\n");
  t = await createTestApp({ config: { webRoot, rateLimitScale: 100 } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe("security headers", () => {
  it("serves the page with a strict policy and a style nonce that matches the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jobs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const csp = expectStrictPolicy(res);
    expectCommonHeaders(res);
    const style = csp.get("style-src") ?? [];
    const nonces = style.filter((v) => v.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    expect(style.filter((v) => !v.startsWith("'nonce-"))).toEqual(["'self'"]);
    const nonce = nonces[0]?.slice("'nonce-".length, -1) ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(res.body).not.toContain("__CSP_NONCE__");
  });

  it("allows the page's inline scripts by their hashes, and no other inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jobs" });
    const allowed = (directives(res).get("script-src") ?? []).slice(1);
    const inline = [...res.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) =>
        `'sha256-${createHash("sha256")
          .update(match[1] ?? "")
          .digest("base64")}'`,
    );
    expect(inline).toHaveLength(1);
    for (const hash of inline) expect(allowed).toContain(hash);
    // Besides the page's own, only the start script of a page sent with its first screen.
    expect(allowed.filter((hash) => !inline.includes(hash))).toEqual([
      `'sha256-${createHash("sha256").update(START_SCRIPT).digest("base64")}'`,
    ]);
  });

  it("gives every page answer a new nonce", async () => {
    const seen = new Set<string>();
    for (const url of ["/", "/", "/jobs", "/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      const nonce = res.body.match(/name="csp-nonce" content="([^"]+)"/)?.[1];
      expect(nonce, url).toBeTruthy();
      expect(String(res.headers["content-security-policy"])).toContain(`'nonce-${nonce}'`);
      seen.add(nonce as string);
    }
    expect(seen.size).toBe(4);
  });

  it("sends the same strict policy on static files, API answers and API errors", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/assets/index.js" }),
      t.app.inject({ method: "GET", url: "/api/health" }),
      t.app.inject({ method: "GET", url: "/api/jobs?q=x" }),
      t.app.inject({ method: "GET", url: "/api/no-such-thing" }),
      t.app.inject({ method: "GET", url: "/api/auth/me" }),
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 401, 400]);
    for (const res of answers) {
      const csp = expectStrictPolicy(res);
      expectCommonHeaders(res);
      const style = csp.get("style-src") ?? [];
      expect(style[0]).toBe("'self'");
      // An unknown path is answered by the page route, which adds its style nonce; nothing else.
      expect(style.slice(1).every((v) => /^'nonce-[0-9a-f]{32}'$/.test(v))).toBe(true);
      expect(style.length).toBeLessThanOrEqual(2);
    }
  });

  it("tells nothing about the server software", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers.server).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("error answers carry no internals", () => {
  const LEAKS = [/\n\s+at /, /node_modules/, /\.ts:\d+/, /\.js:\d+/, /\bselect\b.*\bfrom\b/i, /stack/i];

  function expectClean(res: LightMyRequestResponse): void {
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      "fieldErrors" in body ? ["code", "fieldErrors", "message"] : ["code", "message"],
    );
    for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
  }

  it("answers bad requests with a readable message only", async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: '{"username": ',
      }),
      t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: "x".repeat(1024 * 1024) }),
      }),
      t.app.inject({ method: "GET", url: "/api/jobs?page=-1&pageSize=1e9" }),
      t.app.inject({ method: "GET", url: "/api/jobs/99999999999999999999" }),
      t.app.inject({ method: "GET", url: "/api/countries/%E0%A4%A" }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 413, 400, 404, 400]);
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectClean(res);
    }
  });

  it("answers a failure on the server's side with a generic message", async () => {
    const broken = await createTestApp();
    // The database goes away under the running app: every query now fails inside the driver.
    await broken.database.close();
    broken.database.close = async () => {};
    try {
      const res = await broken.app.inject({ method: "GET", url: "/api/countries" });
      expect(res.statusCode).toBe(500);
      expectClean(res);
      expect(res.json()).toEqual({
        code: "internal",
        message: "Something went wrong on our side. Please try again.",
      });
    } finally {
      await broken.close();
    }
  });
});

describe("session cookie", () => {
  async function login(app: TestApp, headers: Record<string, string> = {}) {
    const user = await seedUser(app.db, { password: "password123" });
    const res = await app.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ username: user.username, password: "password123" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    return attributes(cookies[0] as string);
  }

  describe("over plain HTTP", () => {
    it("is HttpOnly, SameSite=Lax, Path=/, without Secure, prefix or Domain", async () => {
      const cookie = await login(t);
      expect(cookie.name).toBe("borderless_session");
      expect(cookie.attrs.has("httponly")).toBe(true);
      expect(cookie.attrs.get("samesite")).toBe("Lax");
      expect(cookie.attrs.get("path")).toBe("/");
      expect(cookie.attrs.has("secure")).toBe(false);
      expect(cookie.attrs.has("domain")).toBe(false);
      expect(new Date(cookie.attrs.get("expires") ?? "").getTime()).toBeGreaterThan(Date.now());
    });

    it("ignores X-Forwarded-Proto when no proxy is trusted", async () => {
      const cookie = await login(t, { "x-forwarded-proto": "https" });
      expect(cookie.name).toBe("borderless_session");
      expect(cookie.attrs.has("secure")).toBe(false);
    });
  });

  describe("behind an HTTPS front (TRUST_PROXY=127.0.0.1, X-Forwarded-Proto: https)", () => {
    let proxied: TestApp;
    const https = { "x-forwarded-proto": "https" };
    beforeAll(async () => {
      proxied = await createTestApp({ config: { rateLimitScale: 100, trustProxy: ["127.0.0.1"] } });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it("is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain", async () => {
      const cookie = await login(proxied, https);
      expect(cookie.name).toBe("__Host-borderless_session");
      expect(cookie.attrs.has("secure")).toBe(true);
      expect(cookie.attrs.has("httponly")).toBe(true);
      expect(cookie.attrs.get("samesite")).toBe("Lax");
      expect(cookie.attrs.get("path")).toBe("/");
      expect(cookie.attrs.has("domain")).toBe(false);
    });

    it("signs the person in with that cookie, and logout clears it in a way the browser accepts", async () => {
      const cookie = await login(proxied, https);
      const jar = `${cookie.name}=${cookie.value}`;
      const me = await proxied.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { ...https, cookie: jar },
      });
      expect(me.statusCode).toBe(200);

      const out = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { ...https, cookie: jar },
      });
      expect(out.statusCode).toBe(204);
      const cleared = setCookies(out).map(attributes);
      expect(cleared).toHaveLength(1);
      const clear = cleared[0];
      // A browser drops a __Host- cookie line without Secure and Path=/: the old cookie would stay.
      expect(clear?.name).toBe("__Host-borderless_session");
      expect(clear?.value).toBe("");
      expect(clear?.attrs.has("secure")).toBe(true);
      expect(clear?.attrs.get("path")).toBe("/");
      expect(clear?.attrs.has("domain")).toBe(false);
      expect(new Date(clear?.attrs.get("expires") ?? "").getTime()).toBeLessThan(Date.now());

      const after = await proxied.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { ...https, cookie: jar },
      });
      expect(after.statusCode).toBe(401);
    });

    it("reads only the __Host- cookie: a plain one planted by a sibling subdomain signs nobody in", async () => {
      // The attacker's own valid session, planted as the plain cookie a sibling subdomain can set.
      const planted = await login(proxied);
      expect(planted.name).toBe("borderless_session");
      const plantedJar = `${planted.name}=${planted.value}`;
      const me = await proxied.app.inject({ url: "/api/auth/me", headers: { ...https, cookie: plantedJar } });
      expect(me.statusCode).toBe(401);
      const save = await proxied.app.inject({
        method: "PATCH",
        url: "/api/account/settings",
        headers: { ...https, cookie: plantedJar, "content-type": "application/json" },
        payload: JSON.stringify({ theme: "dark" }),
      });
      expect(save.statusCode).toBe(401);

      // Next to the victim's own __Host- cookie, the victim stays the one signed in.
      const own = await login(proxied, https);
      const both = await proxied.app.inject({
        url: "/api/auth/me",
        headers: { ...https, cookie: `${plantedJar}; ${own.name}=${own.value}` },
      });
      expect(both.statusCode).toBe(200);
      const attacker = await proxied.app.inject({ url: "/api/auth/me", headers: { cookie: plantedJar } });
      expect(both.json().id).not.toBe(attacker.json().id);
    });

    it("stays a plain-HTTP cookie when the front says the request came over HTTP", async () => {
      const cookie = await login(proxied, { "x-forwarded-proto": "http" });
      expect(cookie.name).toBe("borderless_session");
      expect(cookie.attrs.has("secure")).toBe(false);
    });
  });
});
