import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedTasks } from "../db/schema/queue";
import { parseOutboundAllow } from "../outbound/address-policy";
import { createTestApp, type TestApp } from "../test/app";
import { loadReferenceRates } from "./pay-reference";
import { RATES_FEED_TASK } from "./rates-feed";

/** The ECB's daily XML for the day data/reference holds (its published rates, not made up). */
function ecbDailyXml(): string {
  const listed = loadReferenceRates().filter((r) => r.currency !== "EUR" && !r.derivation);
  const day = listed[0]?.date ?? "";
  const cubes = listed.map((r) => `<Cube currency='${r.currency}' rate='${r.perEuro}'/>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject><Cube><Cube time='${day}'>${cubes}</Cube></Cube></gesmes:Envelope>`;
}

describe("EXCHANGE_RATES_FEED", () => {
  let t: TestApp;
  let base = "";
  const server = http.createServer((req, res) => {
    if (req.url === "/eurofxref-daily.xml")
      res.writeHead(200, { "content-type": "text/xml" }).end(ecbDailyXml());
    else if (req.url === "/to-metadata")
      res.writeHead(302, { location: "http://169.254.169.254/latest" }).end();
    else res.writeHead(200, { "content-type": "text/html" }).end("<html>Maintenance</html>");
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function appFetching(path: string): Promise<TestApp> {
    await t?.close();
    const allow = parseOutboundAllow(`127.0.0.1:${new URL(base).port}`);
    if ("error" in allow) throw new Error(allow.error);
    t = await createTestApp({ config: { exchangeRatesFeed: `${base}${path}`, outboundAllow: allow } });
    return t;
  }
  const rates = async () => (await t.app.inject({ url: "/api/exchange-rates" })).json();

  it("fetches the ECB's file through the outbound fetcher and puts its day's rates in use", async () => {
    const app = await appFetching("/eurofxref-daily.xml");
    await app.app.queue.enqueue(RATES_FEED_TASK, {});
    await app.runTasks();
    const answer = await rates();
    expect(answer.date).toBe("2026-02-06");
    expect(answer.rates).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: "USD", perEuro: 1.1794 })]),
    );
    expect(await app.db.select().from(queuedTasks).where(eq(queuedTasks.kind, RATES_FEED_TASK))).toEqual([]);
  });

  it("fails the task with its reason, and keeps the rates, for a page that is not the file or a refused redirect", async () => {
    for (const [path, reason] of [
      ["/maintenance", /^exchange rates: .*\/maintenance: /],
      ["/to-metadata", /^exchange rates: .*redirected to an address that is not fetched: 169\.254\.169\.254/],
    ] as const) {
      const app = await appFetching(path);
      await app.app.queue.enqueue(RATES_FEED_TASK, {});
      await app.runTasks();
      const [task] = await app.db.select().from(queuedTasks).where(eq(queuedTasks.kind, RATES_FEED_TASK));
      expect(task?.lastError, path).toMatch(reason);
      expect((await rates()).rates, path).toEqual([]);
    }
  });
});
