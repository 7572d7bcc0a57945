import { getExchangeRates, getTakeHome } from "@shared/api/pay";
import { routeOf } from "../../http/route";
import { personOrAddressKey, readsPerMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { exchangeRatesAnswer } from "./exchange-rates.service";
import { loadTakeHomeRules, takeHome } from "./take-home.service";

export async function payRoutes(app: App): Promise<void> {
  const { db } = app.database;
  // Read once: no request reads a rule file.
  const rules = loadTakeHomeRules();

  app.route({
    ...routeOf(getExchangeRates, {
      tags: ["pay"],
      summary: "The exchange rates pay is converted at",
      description:
        "The European Central Bank's euro reference rates of one published day (units per euro), " +
        "and currencies the ECB does not list derived from their official peg (`derivation` says how).",
    }),
    handler: async () => exchangeRatesAnswer(db),
  });

  app.route({
    ...routeOf(getTakeHome, {
      tags: ["pay"],
      summary: "Take-home pay after income tax and compulsory contributions",
      description:
        "country: a country id or ISO 3166-1 alpha-2 code; gross: yearly pay before tax; currency: the " +
        "gross's ISO 4217 currency (converted into the country's at the dated ECB reference rate when it " +
        "differs); region (US state, Canadian province, Swiss canton, SCT for Scotland) and year optional. " +
        "For a single employee with no children, no pension contributions beyond the compulsory and the " +
        "standard allowances; `assumptions` says so, and which region and tax year were used.",
    }),
    config: readsPerMinute(app, 120, personOrAddressKey),
    handler: async (request) => takeHome(db, rules, request.query),
  });
}
