import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

/** What helmet sets with our options, on every response. */
const SECURITY_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';" +
  "connect-src 'self';form-action 'self';object-src 'none';base-uri 'none';frame-ancestors 'none'";

describe("security headers", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-web-"));
    fs.writeFileSync(
      path.join(webRoot, "index.html"),
      '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webRoot, "humans.txt"), "Team: Borderless\n");
    t = await createTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ["an API answer", "GET", "/api/health", 200],
    ["an API error", "DELETE", "/api/no-such-thing", 404],
    ["a static file", "GET", "/humans.txt", 200],
    ["the crawling rules", "GET", "/robots.txt", 200],
  ] as const)("are on %s, with the strict CSP", async (_what, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({ ...SECURITY_HEADERS, "content-security-policy": CSP });
  });

  it("are on a page, whose CSP adds a nonce of its own that the page carries", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "GET", url: "/jobs" });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
      const csp = String(res.headers["content-security-policy"]);
      const style = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
      expect(style).toBeDefined();
      expect(res.body).toContain(`content="${style}"`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("unsafe-inline");
      nonces.push(style);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
