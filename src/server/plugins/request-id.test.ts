import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../test/app";
import { connectSse } from "../test/sse-client";

interface LogLine {
  reqId?: string;
  msg?: string;
  res?: { statusCode?: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A test app with log lines captured, trusting the given proxies. */
async function appTrusting(trustProxy: false | number | string[], lines: LogLine[]): Promise<TestApp> {
  return createTestApp({
    config: { logLevel: "info", trustProxy },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
}

function get(t: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") {
  return t.app.inject({ method: "GET", url, headers, remoteAddress });
}

describe("request ids without a trusted proxy", () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await appTrusting(false, lines);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it("gives every request a random id of its own, returned as X-Request-Id", async () => {
    const answers = await Promise.all([get(t, "/api/countries"), get(t, "/api/countries")]);
    const ids = answers.map((res) => String(res.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("puts the id on every log line of the request", async () => {
    const res = await get(t, "/api/countries");
    const id = res.headers["x-request-id"];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
  });

  it("does not let a client choose its id", async () => {
    const res = await get(t, "/api/countries", { "x-request-id": "chosen-by-client" });
    expect(res.headers["x-request-id"]).toMatch(UUID);
    expect(lines.some((line) => line.reqId === "chosen-by-client")).toBe(false);
  });

  it("sends the id with errors too: a 404, a refused request, a broken address", async () => {
    const missing = await get(t, "/api/no-such-thing");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-request-id"]).toMatch(UUID);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["x-request-id"]).toMatch(UUID);
    const broken = await get(t, "/api/jobs/%C0%AF");
    expect(broken.statusCode).toBe(400);
    expect(broken.headers["x-request-id"]).toMatch(UUID);
  });

  it("sends the id with the live message stream, which writes its own headers", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const user = await seedUser(t.db);
    const stream = await connectSse(
      `http://127.0.0.1:${port}/api/messages/stream`,
      await sessionCookie(t.app, t.db, user.id),
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers["x-request-id"]).toMatch(UUID);
    } finally {
      stream.close();
    }
  });
});

describe("request ids behind a trusted proxy", () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await appTrusting(["10.0.0.0/8"], lines);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it("keeps the proxy's id, in the answer and on every log line", async () => {
    const id = "f3c1e2d4-7a9b-4c5d-8e6f-0a1b2c3d4e5f";
    const res = await get(t, "/api/countries", { "x-request-id": id }, "10.1.2.3");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
  });

  it("replaces an id sent by a peer that is not one of the proxies", async () => {
    const res = await get(t, "/api/countries", { "x-request-id": "from-elsewhere" }, "203.0.113.9");
    expect(res.headers["x-request-id"]).toMatch(UUID);
    expect(lines.some((line) => line.reqId === "from-elsewhere")).toBe(false);
  });

  it("replaces a malformed id, even from the proxy", async () => {
    for (const malformed of ["", "two words", "<script>", "a".repeat(129), "id\u00e9", "a,b"]) {
      const res = await get(t, "/api/countries", { "x-request-id": malformed }, "10.1.2.3");
      expect(res.headers["x-request-id"], JSON.stringify(malformed)).toMatch(UUID);
    }
    const longest = "a".repeat(128);
    const res = await get(t, "/api/countries", { "x-request-id": longest }, "10.1.2.3");
    expect(res.headers["x-request-id"]).toBe(longest);
  });
});

describe("request ids with a hop count (TRUST_PROXY=1)", () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await appTrusting(1, lines);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps the id the one proxy in front sends", async () => {
    const res = await get(t, "/api/health", { "x-request-id": "nginx:0a1b2c3d.42" }, "192.0.2.7");
    expect(res.headers["x-request-id"]).toBe("nginx:0a1b2c3d.42");
  });
});
