import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowsAddress, isPublicAddress, parseOutboundAllow } from "./address-policy";
import { createOutboundFetcher, nextHop, OutboundError, type OutboundFailure } from "./outbound-fetch";

describe("which addresses a server-side fetch may reach", () => {
  it("refuses every loopback, private, link-local, metadata, multicast and reserved form", () => {
    const refused = [
      "127.0.0.1",
      "127.255.0.9",
      "0.0.0.0",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254", // cloud metadata (AWS, GCP, Azure)
      "100.100.100.200", // Alibaba Cloud's metadata, in carrier-grade NAT space
      "100.64.0.1",
      "224.0.0.251",
      "255.255.255.255",
      "192.0.2.10",
      "198.18.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00:ec2::254", // AWS metadata over IPv6
      "fc00::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::127.0.0.1",
      "::7f00:1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "2001::1",
      "2001:db8::1",
      "not an address",
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(["8.8.8.8", "151.101.1.69", "2606:4700::1111", "::ffff:8.8.8.8"].every(isPublicAddress)).toBe(
      true,
    );
  });

  it("reads OUTBOUND_ALLOW's forms and names an entry that is none of them", () => {
    const entries = parseOutboundAllow(
      " feeds.intranet.example, 10.2.0.0/16,127.0.0.1:8080,[::1]:9000,fd00::/64 ",
    );
    expect(Array.isArray(entries) && entries.length).toBe(5);
    expect(parseOutboundAllow("")).toEqual([]);
    expect(parseOutboundAllow("http://x.example")).toEqual({
      error: expect.stringContaining('"http://x.example" is not comma-separated host names'),
    });
    expect(parseOutboundAllow("10.0.0.0/99")).toHaveProperty("error");
    expect(parseOutboundAllow("host.example:99999")).toHaveProperty("error");
  });

  it("matches an allowed range however the resolved address is written, and only on its port", () => {
    const entries = parseOutboundAllow("10.2.0.0/16,127.0.0.1:8080,fd00::/64");
    if ("error" in entries) throw new Error(entries.error);
    expect(allowsAddress(entries, "10.2.3.4", 443)).toBe(true);
    expect(allowsAddress(entries, "::ffff:10.2.3.4", 443)).toBe(true);
    expect(allowsAddress(entries, "10.3.0.1", 443)).toBe(false);
    expect(allowsAddress(entries, "127.0.0.1", 8080)).toBe(true);
    expect(allowsAddress(entries, "127.0.0.1", 8081)).toBe(false);
    expect(allowsAddress(entries, "fd00::5", 80)).toBe(true);
    expect(allowsAddress(entries, "fd00:1::5", 80)).toBe(false);
  });

  it("never steps down from https to http on a redirect", () => {
    const keep = (e: OutboundError) => e;
    expect(() => nextHop(new URL("https://a.example/feed"), "http://a.example/feed", keep)).toThrow(
      "https://a.example/feed redirected from https to http (http://a.example/feed), which is not followed",
    );
    expect(nextHop(new URL("http://a.example/feed"), "https://b.example/x", keep).href).toBe(
      "https://b.example/x",
    );
    expect(() => nextHop(new URL("https://a.example/"), "file:///etc/passwd", keep)).toThrow(
      "file addresses are not fetched, only http and https",
    );
  });
});

describe("the outbound fetcher against servers on this machine", () => {
  const hits: string[] = [];
  let port = 0;
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    const url = req.url ?? "";
    if (url.startsWith("/hop/")) {
      const n = Number(url.slice(5));
      res.writeHead(302, { location: n === 0 ? "/ok" : `/hop/${n - 1}` }).end();
    } else if (url === "/ok") {
      res.writeHead(200, { "content-type": "text/plain" }).end("fine");
    } else if (url === "/bomb") {
      // 20 MB of zeros, gzipped to about 20 kB: the cap counts what it inflates to.
      res.writeHead(200, { "content-encoding": "gzip" }).end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    } else if (url === "/gzip") {
      res.writeHead(200, { "content-encoding": "gzip" }).end(zlib.gzipSync("small and fine"));
    } else if (url === "/to-name") {
      // Served to feed.example; sends the fetch on to another name of this machine.
      res.writeHead(301, { location: `http://intranet.example:${port}/ok` }).end();
    } else {
      res.writeHead(404, "Not Found").end();
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function fetcher(allow: string, outcomes: string[] = []) {
    const entries = parseOutboundAllow(allow);
    if ("error" in entries) throw new Error(entries.error);
    return createOutboundFetcher({
      allow: entries,
      userAgent: "Borderless (+https://jobs.example)",
      onOutcome: (purpose, outcome) => outcomes.push(`${purpose} ${outcome}`),
      // Every other name is somewhere public that these tests never reach.
      resolve: async (host) =>
        host.endsWith(".example")
          ? [{ address: "127.0.0.1", family: 4 }]
          : [{ address: "192.0.2.1", family: 4 }],
    });
  }
  const request = { purpose: "test", timeoutMs: 5_000, maxBytes: 1024 * 1024 };

  async function failure(promise: Promise<unknown>): Promise<{ reason: OutboundFailure; message: string }> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof OutboundError) return { reason: error.reason, message: error.message };
      throw error;
    }
    throw new Error("the fetch succeeded");
  }

  it("fetches what OUTBOUND_ALLOW lists, and nothing on this machine without it", async () => {
    const outcomes: string[] = [];
    const answer = await fetcher(`127.0.0.1:${port}`, outcomes).fetch(`http://127.0.0.1:${port}/ok`, request);
    expect(answer.body.toString()).toBe("fine");
    expect(answer.status).toBe(200);
    hits.length = 0;
    for (const address of [
      `http://127.0.0.1:${port}/ok`,
      `http://[::1]:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      `http://intranet.example:${port}/ok`,
    ]) {
      expect((await failure(fetcher("", outcomes).fetch(address, request))).reason, address).toBe(
        "private_address",
      );
    }
    expect(hits).toEqual([]);
    expect(outcomes).toEqual(["test ok", ...Array(4).fill("test private_address")]);
  });

  it("checks every redirect: a public name that leads to this machine is refused there", async () => {
    hits.length = 0;
    const refused = await failure(
      fetcher(`feed.example:${port}`).fetch(`http://feed.example:${port}/to-name`, request),
    );
    expect(refused).toEqual({
      reason: "private_address",
      message: `http://feed.example:${port}/to-name redirected to an address that is not fetched: intranet.example resolves to 127.0.0.1, a private, local or reserved address, which is not fetched (OUTBOUND_ALLOW lists exceptions)`,
    });
    expect(hits).toEqual(["/to-name"]);
    // Allowed by name, the same redirect is followed.
    const answer = await fetcher(`feed.example:${port},intranet.example`).fetch(
      `http://feed.example:${port}/to-name`,
      request,
    );
    expect(answer.url).toBe(`http://intranet.example:${port}/ok`);
  });

  it("follows five redirects, and refuses a sixth", async () => {
    const allowed = fetcher(`127.0.0.1:${port}`);
    expect((await allowed.fetch(`http://127.0.0.1:${port}/hop/4`, request)).body.toString()).toBe("fine");
    expect(await failure(allowed.fetch(`http://127.0.0.1:${port}/hop/5`, request))).toEqual({
      reason: "too_many_redirects",
      message: `http://127.0.0.1:${port}/hop/5 redirected more than 5 times`,
    });
  });

  it("caps what a compressed answer inflates to, and reads a small one", async () => {
    const allowed = fetcher(`127.0.0.1:${port}`);
    expect((await failure(allowed.fetch(`http://127.0.0.1:${port}/bomb`, request))).reason).toBe("too_large");
    expect((await allowed.fetch(`http://127.0.0.1:${port}/gzip`, request)).body.toString()).toBe(
      "small and fine",
    );
  });

  it("refuses other schemes and credentials, and names an answer that is not 2xx", async () => {
    const allowed = fetcher(`127.0.0.1:${port}`);
    expect(await failure(allowed.fetch("file:///etc/passwd", request))).toEqual({
      reason: "bad_address",
      message: "file addresses are not fetched, only http and https",
    });
    expect((await failure(allowed.fetch(`http://u:p@127.0.0.1:${port}/ok`, request))).reason).toBe(
      "bad_address",
    );
    expect(await failure(allowed.fetch(`http://127.0.0.1:${port}/missing`, request))).toEqual({
      reason: "http_error",
      message: `http://127.0.0.1:${port}/missing answered 404 Not Found`,
    });
  });
});
