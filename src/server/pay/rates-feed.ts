import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/types";
import { importExchangeRates } from "../modules/pay/exchange-rates.service";
import type { OutboundFetcher } from "../outbound/outbound-fetch";
import { loadCurrencyPegs } from "./pay-reference";

export const RATES_FEED_TASK = "exchange-rates.fetch";

/**
 * EXCHANGE_RATES_FEED: the run of the task that fetches the ECB's reference rates (once a day at
 * 16:30 UTC, after the ECB publishes at about 16:00 CET, and a minute after each start;
 * queue/schedules.ts), through the outbound fetcher, and imports them as `npm run rates:import`
 * imports a file. A failed fetch or a file that is not the ECB's fails the task with its reason
 * (tried again with backoff); the rates in use stay as they were.
 */
export function createRatesFetcher(options: {
  db: Db;
  fetcher: OutboundFetcher;
  url: string | undefined;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { url, log } = options;
  const pegs = url ? loadCurrencyPegs() : [];
  return async () => {
    if (!url) {
      // Queued before a restart without EXCHANGE_RATES_FEED: nothing to fetch.
      log.warn("exchange rates run dropped: EXCHANGE_RATES_FEED is not set");
      return;
    }
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
  };
}
