import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { percentile } from "./lib/percentile";
import { type RunningServer, startServer } from "./lib/server";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

/** A pasted link's 1 MB page, read and stored as the person's private job: p95 must stay under this. */
const P95_BAR_MS = 500;
const PAGE_BYTES = 1024 * 1024;
const DEMO = { username: "demo", password: "demo1234" };

/**
 * A careers page of 1 MB: the posting's JSON-LD in the head (as a real page carries it), then
 * markup to the size, as a page's menus, scripts and text make it.
 */
function postingPage(): Buffer {
  const posting = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: "Senior Backend Engineer",
    description:
      "<p>Build the payments platform in Kotlin and PostgreSQL.</p><p>We offer visa sponsorship and help with relocation.</p>",
    datePosted: "2026-11-20",
    employmentType: "FULL_TIME",
    hiringOrganization: { "@type": "Organization", name: "Bench Payments Ltd" },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
    },
  };
  const head = `<!doctype html><html><head><title>Careers</title><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body>`;
  const block = '<div class="section"><p>We ship every day from offices across Europe.</p></div>\n';
  const tail = "</body></html>";
  const filler = block.repeat(Math.floor((PAGE_BYTES - head.length - tail.length) / block.length));
  return Buffer.from(head + filler + tail);
}

/** The demo person's session cookie, signed in through the API. */
async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(DEMO),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`Signing in as demo failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Signing in as demo set no cookie");
  return cookie;
}

/** One pasted link, from the request to the stored job's answer: milliseconds. */
async function paste(server: RunningServer, cookie: string, url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/applications/from-link`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", cookie },
    body: JSON.stringify({ url }),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`from-link answered ${res.status}: ${body.slice(0, 200)}`);
  return ms;
}

/**
 * POST /api/applications/from-link, one link after another, each a new address on a local page
 * server (OUTBOUND_ALLOW lists it) that answers a 1 MB careers page: the fetch through the outbound
 * fetcher, the read in the parse worker, the visa reading and the store, on the embedded database.
 */
export const fromLinkSuite: Suite = {
  id: "from-link",
  name: "pasted link",
  loadGenerator: false,
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const page = postingPage();
    const pages = http.createServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": String(page.length),
      });
      res.end(page);
    });
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    const port = (pages.address() as AddressInfo).port;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-bench-link-"));
    let server: RunningServer | undefined;
    try {
      options.log("pasted link: starting the server (embedded database, demo data)");
      server = await startServer({
        env: {
          DATA_DIR: path.join(dir, "data"),
          OUTBOUND_ALLOW: `127.0.0.1:${port}`,
          // 30 links an hour per person, as a person pastes them; the benchmark pastes hundreds.
          RATE_LIMIT_SCALE: "10000",
        },
        cpu: undefined,
      });
      const cookie = await signIn(server);
      const warmup = options.quick ? 3 : 10;
      const count = options.quick ? 20 : 200;
      for (let i = 0; i < warmup; i++) await paste(server, cookie, `http://127.0.0.1:${port}/warm/${i}`);
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        times.push(await paste(server, cookie, `http://127.0.0.1:${port}/job/${i}`));
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      return [
        {
          suite: "pasted link",
          measure: "from-link of a 1 MB page: p50",
          figure: `${p50.toFixed(0)} ms`,
          bar: "",
          verdict: "info",
          value: p50,
          details: { requests: times.length, pageBytes: page.length },
        },
        {
          suite: "pasted link",
          measure: "from-link of a 1 MB page, fetched, read and stored: p95",
          figure: `${p95.toFixed(0)} ms`,
          bar: `< ${P95_BAR_MS} ms`,
          verdict: p95 < P95_BAR_MS ? "pass" : "fail",
          value: p95,
          details: { requests: times.length, max: times.at(-1) },
        },
      ];
    } finally {
      await server?.stop();
      pages.closeAllConnections();
      await new Promise((resolve) => pages.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
