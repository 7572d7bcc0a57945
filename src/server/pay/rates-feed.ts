import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { importExchangeRates } from "../modules/pay/exchange-rates.service";
import type { OutboundFetcher } from "../outbound/outbound-fetch";
import type { Queue } from "../queue/queue";
import type { Scheduler } from "../queue/scheduler";
import { loadCurrencyPegs } from "./pay-reference";

export const RATES_FEED_TASK = "exchange-rates.fetch";

/**
 * EXCHANGE_RATES_FEED: the ECB's reference rates fetched once a day (16:30 UTC, after the ECB
 * publishes at about 16:00 CET; and a minute after each start), through the outbound fetcher, and
 * imported as `npm run rates:import` imports a file. A failed fetch or a file that is not the ECB's
 * fails the task with its reason (tried again with backoff); the rates in use stay as they were.
 */
export function registerRatesFeed(options: {
  db: Db;
  queue: Queue;
  scheduler: Scheduler;
  fetcher: OutboundFetcher;
  url: string | undefined;
  log: FastifyBaseLogger;
}): void {
  const { url, log } = options;
  if (!url) return;
  const pegs = loadCurrencyPegs();
  options.queue.handle(RATES_FEED_TASK, async () => {
    let text: string;
    try {
      const answer = await options.fetcher.fetch(url, {
        purpose: "exchange-rates",
        timeoutMs: 30_000,
        maxBytes: 5 * 1024 * 1024,
        accept: "text/csv, application/xml, text/xml;q=0.9, */*;q=0.5",
      });
      text = new TextDecoder("utf-8").decode(answer.body);
    } catch (error) {
      throw new Error(`exchange rates: ${error instanceof Error ? error.message : String(error)}`);
    }
    const summary = await importExchangeRates(options.db, text, pegs).catch((error: unknown) => {
      throw new Error(`exchange rates: ${url}: ${error instanceof Error ? error.message : String(error)}`);
    });
    log.info(summary, `rates: ${summary.currencies} currencies as of ${summary.date}`);
  });
  options.scheduler.schedule(
    "exchange-rates",
    { dailyAt: "16:30" },
    RATES_FEED_TASK,
    {},
    { afterStartMs: 60_000, maxAttempts: 4 },
  );
}
